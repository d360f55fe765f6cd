import { intlLocale } from './intl-locale';

const cache = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: unknown): Intl.NumberFormat {
  const tag = intlLocale(locale);
  let format = cache.get(tag);
  if (!format) {
    // Whole pounds print without ",00"; piastres show when a price has them.
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    cache.set(tag, format);
  }
  return format;
}

/** An amount in Egyptian pounds, e.g. "EGP 150" or "‏١٥٠ ج.م.‏". */
export function formatMoney(amount: number, locale: unknown): string {
  return moneyFormat(locale).format(amount);
}
