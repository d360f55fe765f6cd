import type { ItemSort } from '@/contracts/list';
import { normalizeSearchText } from '@/contracts/search-text';
import {
  buildLexicon,
  fieldTerms,
  queryTerms,
  stemWord,
  type Lexicon,
  type QueryTerm,
} from './search-terms';
import { exactMarks, tally, withTypos, type Tally } from './search-marks';
import type { Reading, SearchEntry, SearchIndex } from './search-index-shape';
import { buildField } from './search-vocabulary';
import { buildFrancoWords } from './search-franco';
import { buildCategoryNames, namedCategories } from './search-category-names';

/** One item as the index is built from it: sort keys and its texts (folded or not). */
export interface SearchDocument extends Omit<SearchEntry, 'firstWords' | 'firstGroups'> {
  /** items.search_name: the names, folded. */
  name: string;
  /** items.search_body: the descriptions, folded. */
  body: string;
  /** Its category's names in both languages. */
  category?: string;
  /** The same names apart (English, Arabic): a query naming one lists that category first. */
  categoryNames?: readonly string[];
  /**
   * Its names as written (English, Arabic): their first words, and the shop's spelling for
   * "did you mean". Without them, the first word of `name`.
   */
  names?: readonly string[];
}

function firstWordsOf(document: SearchDocument, lexicon: Lexicon) {
  const names = document.names ?? [document.name];
  const firstWords = names.map((name) => normalizeSearchText(name).split(' ', 1)[0] ?? '');
  const firstGroups = firstWords.flatMap((word) => lexicon.groupOf.get(stemWord(word)) ?? []);
  return { firstWords, firstGroups };
}

function displayWords(documents: readonly SearchDocument[]): Map<string, string> {
  const display = new Map<string, string>();
  for (const document of documents) {
    for (const token of (document.names ?? []).join(' ').split(/[^\p{L}\p{N}]+/u)) {
      const folded = normalizeSearchText(token);
      if (folded && !folded.includes(' ') && !display.has(folded)) display.set(folded, token);
    }
  }
  return display;
}

/**
 * One item found: how well, how many of the query's terms it has, whether through a typo (or a
 * Franco-Arabic reading), and whether every term is in its category's name (the query names
 * its category: in the best-match order, that category comes first).
 */
export interface SearchMatch {
  entry: SearchEntry;
  score: number;
  matched: number;
  typo: boolean;
  inNamedCategory: boolean;
  /** It has every term (some perhaps through a forgiven typo). */
  complete: boolean;
}

export function buildSearchIndex(
  documents: readonly SearchDocument[],
  lexiconGroups: readonly (readonly string[])[] = [],
): SearchIndex {
  const lexicon = buildLexicon(lexiconGroups);
  const groupOf = (word: string) =>
    lexicon.groupOf.get(word) ?? lexicon.groupOf.get(stemWord(word));
  const field = (texts: readonly string[]) =>
    buildField(
      texts.map((text) => fieldTerms(text, lexicon)),
      groupOf,
    );
  const name = field(documents.map((document) => document.name));
  const category = field(documents.map((document) => document.category ?? ''));
  return {
    entries: documents.map((document) => ({
      id: document.id,
      categoryId: document.categoryId,
      ...firstWordsOf(document, lexicon),
      ordersCount: document.ordersCount,
      priceCents: document.priceCents,
      views: document.views,
      createdAt: document.createdAt,
    })),
    name,
    category,
    body: field(documents.map((document) => document.body)),
    lexicon,
    // Franco-Arabic is read against the names, the categories and the lexicon (search-franco.ts).
    categoryNames: buildCategoryNames(
      documents.map((document) => [document.categoryId, document.categoryNames ?? []]),
      lexicon,
    ),
    franco: buildFrancoWords([...name.words, ...category.words, ...lexicon.groupOf.keys()]),
    spellings: [...new Set([...name.words, ...category.words, ...lexicon.groupOf.keys()])],
    display: displayWords(documents),
  };
}

/** A name that begins with the first term; a query that is all about the item's category. */
const FIRST_WORD_BONUS = 16;
const CATEGORY_BONUS = 10;
/** Fewer items than this with every term found as written: typos are forgiven too. */
const FEW = 5;

const ORDER: Record<ItemSort, (a: SearchMatch, b: SearchMatch) => number> = {
  relevance: (a, b) =>
    Number(b.inNamedCategory) - Number(a.inNamedCategory) ||
    b.score - a.score ||
    b.entry.ordersCount - a.entry.ordersCount ||
    a.entry.id - b.entry.id,
  price_asc: (a, b) => a.entry.priceCents - b.entry.priceCents || a.entry.id - b.entry.id,
  price_desc: (a, b) => b.entry.priceCents - a.entry.priceCents || a.entry.id - b.entry.id,
  most_viewed: (a, b) => b.entry.views - a.entry.views || a.entry.id - b.entry.id,
  newest: (a, b) => b.entry.createdAt - a.entry.createdAt || b.entry.id - a.entry.id,
};

/** Without words there is nothing to be relevant to: shop order, as /items/list has it. */
const SHOP_ORDER = (a: SearchMatch, b: SearchMatch) => a.entry.id - b.entry.id;

/** Every term found as written (0), then every term with a typo forgiven (1), then some (2). */
type Ranked = SearchMatch & { tier: number };

/** The first term's words and groups: a name that begins with one earns the bonus. */
function firstOf(terms: readonly QueryTerm[], reading?: Reading) {
  const first = terms[0];
  const words = first ? [first.typed, first.stem, ...(reading?.words ?? [])] : [];
  const groups = [...(first?.group === undefined ? [] : [first.group]), ...(reading?.groups ?? [])];
  return { words: [...new Set(words)], groups };
}

function collect(
  index: SearchIndex,
  terms: readonly QueryTerm[],
  t: Tally,
  query: { categoryId?: number; readings?: readonly (Reading | undefined)[] },
) {
  const matches: Ranked[] = [];
  const { categoryId, readings = [] } = query;
  const named = namedCategories(index.categoryNames, terms, readings);
  const first = firstOf(terms, readings[0]);
  const count = terms.length;
  const { entries } = index;
  for (let position = 0; position < entries.length; position += 1) {
    const entry = entries[position];
    if (!entry || (categoryId !== undefined && entry.categoryId !== categoryId)) continue;
    const matched = t.matched[position] ?? 0;
    if (count > 0 && matched === 0) continue;
    let score = t.score[position] ?? 0;
    if (
      first.words.some((word) => entry.firstWords.some((name) => name.startsWith(word))) ||
      first.groups.some((group) => entry.firstGroups.includes(group))
    ) {
      score += FIRST_WORD_BONUS;
    }
    if (count > 0 && (t.inCategory[position] ?? 0) === count) score += CATEGORY_BONUS;
    const inNamedCategory = named.has(entry.categoryId);
    const typo = (t.typo[position] ?? 0) === 1;
    const tier = matched < count ? 2 : typo ? 1 : 0;
    matches.push({ entry, score, matched, typo, inNamedCategory, complete: tier < 2, tier });
  }
  return matches;
}

/**
 * The items a query finds, within a category when one is given, in the requested order:
 * those with every term first (as written, then with a typo forgiven: typos only count when
 * fewer than FEW items have every term as written, and only for a term no item has as
 * written), then those with some of them.
 */
export function rankQuery(
  index: SearchIndex,
  query: { text: string; categoryId?: number; sort: ItemSort },
): SearchMatch[] {
  const terms = queryTerms(query.text, index.lexicon);
  const size = index.entries.length;
  const marks = exactMarks(index, terms);
  const readings = marks.map((mark) => mark.reading);
  let matches = collect(index, terms, tally(size, marks), { ...query, readings });
  const complete = matches.reduce((sum, match) => sum + (match.tier === 0 ? 1 : 0), 0);
  const widened = terms.length > 0 && complete < FEW ? withTypos(index, terms, marks) : undefined;
  if (widened) matches = collect(index, terms, tally(size, widened), { ...query, readings });
  const order = terms.length === 0 && query.sort === 'relevance' ? SHOP_ORDER : ORDER[query.sort];
  return matches.sort((a, b) => a.tier - b.tier || order(a, b));
}

/** rankQuery for a query already split into words (searchWords). */
export function rankEntries(
  index: SearchIndex,
  query: { words: readonly string[]; categoryId?: number; sort: ItemSort },
): SearchMatch[] {
  return rankQuery(index, { ...query, text: query.words.join(' ') });
}
