import { numberFormat } from './formatters';

/**
 * An amount in Egyptian pounds, e.g. "EGP 150" or "‏١٥٠ ج.م.‏". Whole pounds print without
 * ".00"; an amount with piastres shows both digits ("EGP 135.50").
 */
export function formatMoney(amount: number, locale: unknown): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  const fractionDigits = whole ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
