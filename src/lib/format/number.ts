import { intlLocale } from './intl-locale';

/** A count or quantity in the language's digits (Arabic-Indic in Arabic). */
export function formatNumber(value: number, locale: unknown, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }).format(value);
}

/** A whole percentage, e.g. "15%" or "٪١٥". */
export function formatPercent(percent: number, locale: unknown, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits,
  }).format(percent / 100);
}
