import { toAsciiDigits } from '@/contracts/phone';

/**
 * Arabic and English text folded for matching: what a shopper types and what the catalogue
 * says meet in one form. Both engines store this form (items.search_name/search_body), so
 * search behaves the same on SQLite and PostgreSQL, which neither's own collation can do.
 *
 * - Arabic-Indic and Persian digits become 0-9.
 * - NFKD then dropping combining marks removes Latin accents and Arabic diacritics, and
 *   splits hamza and madda off their carriers: أ إ آ → ا, ؤ → و, ئ → ي.
 * - Tatweel goes; ٱ → ا, ة → ه, ى → ي, and the Persian forms ی → ي, ک → ك.
 * - Lower case; anything that is not a letter or a digit separates words.
 */
export function normalizeSearchText(input: string): string {
  return toAsciiDigits(input)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0649\u06CC]/g, '\u064A')
    .replace(/\u06A9/g, '\u0643')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const ARABIC_ARTICLE = /^\u0627\u0644(?=\p{L}{2})/u;
const MAX_QUERY_WORDS = 8;

/**
 * One query word as it should be looked for: the Arabic article (ال) and an English plural
 * "s" are dropped, so "الحمام" finds "حمام بلدي" and "ducks" finds "Duck".
 */
function searchStem(word: string): string {
  if (ARABIC_ARTICLE.test(word)) return word.replace(ARABIC_ARTICLE, '');
  if (/^[a-z]{4,}$/.test(word) && word.endsWith('s') && !word.endsWith('ss')) {
    return word.slice(0, -1);
  }
  return word;
}

/** The distinct words of a query, stemmed, at most eight (more only slows the search). */
export function searchWords(query: string): string[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean).map(searchStem);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * The stored name column: the normalised names plus each Arabic word without its article, so
 * "فراخ" is a word start in "الفراخ البيضاء" and ranks as a prefix match.
 */
export function searchNameColumn(...names: string[]): string {
  const words = names.map(normalizeSearchText).join(' ').split(' ').filter(Boolean);
  const stems = words.filter((word) => ARABIC_ARTICLE.test(word)).map(searchStem);
  return [...words, ...stems].join(' ');
}

export function searchBodyColumn(...texts: string[]): string {
  return texts.map(normalizeSearchText).join(' ');
}
