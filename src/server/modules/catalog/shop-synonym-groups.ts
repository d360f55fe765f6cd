import { z } from 'zod';
import type { Db } from '@/server/db/db-types';
import { synonymRows, type SynonymRow } from './search-synonym-repository';

/*
 * What the search index reads of the shop's own words. Apart from the service, which tells the
 * index of every write (searchIndexChanged): search-index.ts imports this file, and importing
 * the service there would make the two modules import each other.
 */

/**
 * Only the API writes the column, always a JSON list of strings; a row edited by hand into
 * anything else reads as no words rather than failing every search.
 */
const storedTerms = z.array(z.string()).catch([]);

export function termsOf(row: SynonymRow): string[] {
  try {
    return storedTerms.parse(JSON.parse(row.terms));
  } catch {
    return [];
  }
}

/**
 * The shop's own groups of words that mean the same, oldest first, as admins stored them
 * (trimmed, not folded): what the search index adds to SEARCH_LEXICON when it reads the
 * catalogue. A group needs two words to say anything.
 */
export async function shopSynonymGroups(db: Db): Promise<string[][]> {
  return (await synonymRows(db)).map(termsOf).filter((terms) => terms.length > 1);
}
