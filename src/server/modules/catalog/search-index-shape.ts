import type { Lexicon } from './search-terms';
import type { Field } from './search-vocabulary';

/*
 * What a built search index holds (search-ranking.ts builds it and ranks with it). Apart from
 * the ranking so that the passes it calls (search-marks.ts, search-did-you-mean.ts) can read
 * the index without importing the ranking back.
 */

/** What results sort by, per published item. */
export interface SearchEntry {
  id: number;
  categoryId: number;
  /**
   * The first word of each of the item's names, folded, and their lexicon groups: a name
   * that begins with the query's first term ranks first.
   */
  firstWords: string[];
  firstGroups: number[];
  ordersCount: number;
  priceCents: number;
  views: number;
  createdAt: number;
}

/** The published items' texts as fields, the lexicon and the words typos are checked against. */
export interface SearchIndex {
  entries: SearchEntry[];
  name: Field;
  category: Field;
  body: Field;
  lexicon: Lexicon;
  /** What a typo may have meant: the names' and categories' words, and the lexicon's stems. */
  spellings: string[];
  /** A folded word of the names as the shop writes it («فرخه» → «فرخة»). */
  display: Map<string, string>;
}
