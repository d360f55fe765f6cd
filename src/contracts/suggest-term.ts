import { SUGGEST_MIN_LETTERS } from './search-limits';
import { normalizeSearchText } from './search-text';

/**
 * Whether a term is long enough to suggest for: two letters or digits once folded, so a lone
 * "أ" or a diacritic typed alone asks nothing. The header's box and the API apply the same
 * rule, so the box does not ask for what the API would answer empty.
 */
export function isSuggestTerm(term: string): boolean {
  return normalizeSearchText(term).replace(/ /g, '').length >= SUGGEST_MIN_LETTERS;
}
