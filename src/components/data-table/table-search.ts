/**
 * Search text folding for the dashboard tables: what a person types should find a row however
 * either side was spelled. Arabic is written with or without tashkeel and with interchangeable
 * letter shapes (أ/إ/آ/ا, ة/ه, ى/ي), Latin with or without accents and in any case.
 */

/** Marks left after canonical decomposition: Latin accents and Arabic tashkeel and hamza/madda. */
const COMBINING_MARKS = /\p{M}/gu;
/** Tatweel stretches a word on screen without changing it. */
const TATWEEL = /\u0640/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const LETTER_VARIANTS: Record<string, string> = { ة: 'ه', ى: 'ي', ٱ: 'ا' };
const VARIANT_PATTERN = new RegExp(`[${Object.keys(LETTER_VARIANTS).join('')}]`, 'g');

function westernDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/**
 * The comparable form of a piece of text. NFKD splits أ/إ/آ into ا plus a mark (and é into e
 * plus one), so dropping the marks folds them together; Arabic-Indic digits become Western so
 * "١٢" finds a 12 the data holds.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(TATWEEL, '')
    .replace(VARIANT_PATTERN, (letter) => LETTER_VARIANTS[letter] ?? letter)
    .replace(ARABIC_INDIC_DIGITS, westernDigit)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a value contains an already normalised query (an empty query matches everything). */
export function matchesSearch(value: string | number | boolean, normalisedQuery: string): boolean {
  return normaliseForSearch(String(value)).includes(normalisedQuery);
}
