import { intlLocale } from './intl-locale';

const cache = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: unknown, fractionDigits: 0 | 2): Intl.NumberFormat {
  const tag = intlLocale(locale);
  const key = `${tag}:${fractionDigits}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    cache.set(key, format);
  }
  return format;
}

/**
 * An amount in Egyptian pounds, e.g. "EGP 150" or "‏١٥٠ ج.م.‏". Whole pounds print without
 * ".00"; an amount with piastres shows both digits ("EGP 135.50").
 */
export function formatMoney(amount: number, locale: unknown): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return moneyFormat(locale, whole ? 0 : 2).format(amount);
}
