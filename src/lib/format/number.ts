import { numberFormat } from './formatters';
import { intlLocale } from './intl-locale';
import { plainDecimal } from './plain-decimal';

/** Intl's percent sign in ar-EG: the Arabic percent sign and an Arabic letter mark. */
const ARABIC_PERCENT = '\u066A\u061C';

/**
 * The fewest decimals (up to `most`) that write `value` exactly: 0 for 6, 1 for 4.7, 3 for
 * 1.125; undefined when it needs rounding to `most`, which is Intl's to do.
 */
function exactDecimals(value: number, most: number): 0 | 1 | 2 | 3 | undefined {
  for (const digits of [0, 1, 2, 3] as const) {
    if (digits > most) return undefined;
    if (Number(value.toFixed(digits)) === value) return digits;
  }
  return undefined;
}

/** A count or quantity in the language's digits (Arabic-Indic in Arabic). */
export function formatNumber(value: number, locale: unknown, maximumFractionDigits = 2): string {
  // Counts, ratings (4.7) and weights (1.25 kg) are nearly all of them, written without Intl:
  // a card's rating made the page's first formatter, which loads the locale's data.
  const digits = Number.isFinite(value) ? exactDecimals(value, maximumFractionDigits) : undefined;
  const plain = digits === undefined ? undefined : plainDecimal(value, locale, digits);
  return plain ?? numberFormat(locale, { maximumFractionDigits }).format(value);
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
