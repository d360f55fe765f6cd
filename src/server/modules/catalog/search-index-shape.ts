import type { FrancoWords } from './search-franco';
import type { Lexicon } from './search-terms';
import type { Field } from './search-vocabulary';

/*
 * What a built search index holds (search-ranking.ts builds it and ranks with it). Apart from
 * the ranking so that the passes it calls (search-marks.ts, search-did-you-mean.ts) can read
 * the index without importing the ranking back.
 */

/** One name of a category as its stems and their lexicon groups (search-category-names.ts). */
export interface NameWords {
  stems: string[];
  groups: (number | undefined)[];
}

/** Each category's names, by category id. */
export type CategoryNames = Map<number, NameWords[]>;

/** What a Franco-Arabic word is read as: the shop's Arabic words and their groups. */
export interface Reading {
  words: string[];
  groups: number[];
}

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
  /** Each category's names as stems: a query naming one lists it first. */
  categoryNames: CategoryNames;
  /** The names', categories' and lexicon's Arabic words by their Franco-Arabic skeleton. */
  franco: FrancoWords;
  /** What a typo may have meant: the names' and categories' words, and the lexicon's stems. */
  spellings: string[];
  /** A folded word of the names as the shop writes it («فرخه» → «فرخة»). */
  display: Map<string, string>;
}
