import { numberFormat } from './formatters';

/** A count or quantity in the language's digits (Arabic-Indic in Arabic). */
export function formatNumber(value: number, locale: unknown, maximumFractionDigits = 2): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/** A whole percentage, e.g. "15%" or "٪١٥". */
export function formatPercent(percent: number, locale: unknown, maximumFractionDigits = 0): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(percent / 100);
}
