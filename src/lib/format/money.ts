import { numberFormat } from './formatters';
import { intlLocale } from './intl-locale';
import { plainDecimal } from './plain-decimal';

const NBSP = '\u00A0';
const RLM = '\u200F';

/**
 * An amount in Egyptian pounds, e.g. "EGP 150" or "‏١٥٠ ج.م.‏". Whole pounds print without
 * ".00"; an amount with piastres shows both digits ("EGP 135.50"). Written as Intl writes it
 * (plain-decimal.ts says why without it; format.test.ts holds the two equal).
 */
export function formatMoney(amount: number, locale: unknown): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  const fractionDigits = whole ? 0 : 2;
  const digits = plainDecimal(amount, locale, fractionDigits);
  if (digits !== undefined) {
    return intlLocale(locale) === 'ar-EG'
      ? `${RLM}${digits}${NBSP}ج.م.${RLM}`
      : `EGP${NBSP}${digits}`;
  }
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
