import { intlLocale } from './intl-locale';

/*
 * Numbers in the shop's two languages, written without Intl. The first Intl formatter a page
 * makes loads the locale's data: about 25 ms on a desktop and four times that on a phone, in
 * one piece, right as the page hydrates and the shopper wants to tap. The shop's numbers are
 * plain (counts, and amounts in pounds with piastres), and in en-EG and ar-EG they follow one
 * pattern: digits, a separator every three, a decimal mark (ratings, kilograms and amounts
 * alike). format.test.ts holds these equal to
 * Intl's answers over a wide range, so a difference would show there first.
 */
type Symbols = { zero: number; group: string; decimal: string };

const SYMBOLS: Record<string, Symbols> = {
  'en-EG': { zero: 0x30, group: ',', decimal: '.' },
  // Arabic-Indic digits, the Arabic thousands separator and the Arabic decimal separator.
  'ar-EG': { zero: 0x660, group: '\u066C', decimal: '\u066B' },
};

/** Past this, numbers are left to Intl (and toFixed stops being exact). */
const LARGEST = 1e12;

function localDigits(text: string, zero: number): string {
  if (zero === 0x30) return text;
  return text.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
}

/**
 * `value` with exactly `fractionDigits` decimals, grouped in threes, in the language's
 * digits; undefined for anything else (negative, not finite, huge), which callers format with
 * Intl.
 */
export function plainDecimal(
  value: number,
  locale: unknown,
  fractionDigits: 0 | 1 | 2 | 3,
): string | undefined {
  const symbols = SYMBOLS[intlLocale(locale)];
  if (!symbols || !Number.isFinite(value) || value < 0 || value >= LARGEST) return undefined;
  const [whole = '', fraction] = value.toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, symbols.group);
  const text = fraction === undefined ? grouped : `${grouped}${symbols.decimal}${fraction}`;
  return localDigits(text, symbols.zero);
}
