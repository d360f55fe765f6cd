import { SUGGEST_MIN_LETTERS } from '@/contracts/search-limits';
import { SEARCH_STATS_QUERY_MAX } from '@/contracts/search-stats-limits';
import { normalizeSearchText } from '@/contracts/search-text';

/** Six digits or more, spaces between them or not: a phone, an order or card number. */
const LONG_NUMBER = /\d{6,}/;

/**
 * A query as the statistics keep it, or null when it must not be kept: folded as search
 * reads it (so «فرخة» and «فرخه», "Duck" and "duck " are one row), cut to 60 characters.
 * Nothing that could name a person is kept: a query with an `@` (an e-mail address) or a
 * long run of digits (a phone number, typed with spaces or not) is dropped whole, as is one
 * that folds to nothing.
 */
export function statQuery(raw: string): string | null {
  if (raw.normalize('NFKC').includes('@')) return null;
  const folded = normalizeSearchText(raw);
  if (!folded || LONG_NUMBER.test(folded.replace(/(\d) (?=\d)/g, '$1'))) return null;
  return folded.slice(0, SEARCH_STATS_QUERY_MAX).trimEnd();
}

/** Whether a header query is long enough to have had suggestions (fewer letters get none). */
export function couldSuggest(query: string): boolean {
  return query.replace(/ /g, '').length >= SUGGEST_MIN_LETTERS;
}

/**
 * The queries that showed nothing, with the header's typing folded away. The header asks for
 * suggestions as the shopper types, so «بطا», «بطاط» and «بطاطس» may all suggest nothing on the
 * way to one word: a query only typed (never searched) is dropped when a longer query that
 * showed nothing starts with it, and the longest stands for the shopper's try. Sorted by what
 * comes first: a list of `{query, typedOnly}` in any order.
 */
export function withoutTypingPrefixes<T extends { query: string; typedOnly: boolean }>(
  missed: readonly T[],
): T[] {
  const sorted = [...missed].sort((a, b) => (a.query < b.query ? -1 : a.query > b.query ? 1 : 0));
  // Every query that starts with another sorts right after it, so the next one tells.
  return sorted.filter(
    (entry, index) =>
      !entry.typedOnly || !(sorted[index + 1]?.query.startsWith(entry.query) ?? false),
  );
}
