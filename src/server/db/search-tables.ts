import type { ColumnType, Generated } from 'kysely';

/*
 * The search tables (schema.ts holds the catalogue and the Database type). Conventions as in
 * schema.ts (ADR 0002).
 */

/** A group of words the shop's admin said mean the same (0014-search-synonyms.ts). */
export interface SearchSynonymTable {
  id: Generated<number>;
  /** JSON array of 2 to 12 words or short phrases, trimmed, as the admin typed them. */
  terms: string;
  created_at: ColumnType<number, number, never>;
  /** The admin account that added it. */
  created_by: number;
}

/** A count: 0 unless an insert says otherwise. */
type Count = ColumnType<number, number | undefined, number>;

/** One query's counts on one Cairo day (0021-search-queries.ts): nobody's, only how often. */
export interface SearchQueryTable {
  /** Cairo's calendar day, `YYYY-MM-DD`. */
  day: string;
  /** Folded as search reads it, at most 60 characters. */
  query: string;
  searches: Count;
  zero_results: Count;
  clicks: Count;
  suggest_misses: Count;
}
