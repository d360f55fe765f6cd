import { numberFormat } from './formatters';
import { intlLocale } from './intl-locale';
import { plainDecimal } from './plain-decimal';

/** Intl's percent sign in ar-EG: the Arabic percent sign and an Arabic letter mark. */
const ARABIC_PERCENT = '\u066A\u061C';

/** A count or quantity in the language's digits (Arabic-Indic in Arabic). */
export function formatNumber(value: number, locale: unknown, maximumFractionDigits = 2): string {
  // Whole counts are most of them (badges, "6 products"): written without Intl.
  const count = Number.isInteger(value) ? plainDecimal(value, locale, 0) : undefined;
  return count ?? numberFormat(locale, { maximumFractionDigits }).format(value);
}

/** A whole percentage, e.g. "15%" or "١٥٪". */
export function formatPercent(percent: number, locale: unknown, maximumFractionDigits = 0): string {
  // Discounts are whole percentages: written without Intl, as Intl writes them.
  const digits =
    Number.isInteger(percent) && percent <= 100 ? plainDecimal(percent, locale, 0) : undefined;
  if (digits !== undefined) {
    return intlLocale(locale) === 'ar-EG' ? `${digits}${ARABIC_PERCENT}` : `${digits}%`;
  }
  return numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(percent / 100);
}
