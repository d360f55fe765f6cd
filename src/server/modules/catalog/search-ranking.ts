import type { ItemSort } from '@/contracts/list';

/** What results sort by, per published item. */
export interface SearchEntry {
  id: number;
  categoryId: number;
  /** The first word of the stored search_name: a name that begins with the query ranks first. */
  firstNameWord: string;
  ordersCount: number;
  priceCents: number;
  views: number;
  createdAt: number;
}

/** One item as the index is built from it: sort keys and its two folded texts. */
export interface SearchDocument extends Omit<SearchEntry, 'firstNameWord'> {
  /** items.search_name: folded words separated by single spaces. */
  name: string;
  body: string;
}

/** Each distinct word of one field, with the positions (in entries) of the items that use it. */
interface Vocabulary {
  words: string[];
  postings: Int32Array[];
}

export interface SearchIndex {
  entries: SearchEntry[];
  name: Vocabulary;
  body: Vocabulary;
}

export interface SearchMatch {
  entry: SearchEntry;
  score: number;
}

function vocabulary(texts: readonly string[]): Vocabulary {
  const byWord = new Map<string, number[]>();
  texts.forEach((text, position) => {
    for (const word of new Set(text.split(' '))) {
      if (!word) continue;
      const list = byWord.get(word);
      if (list) list.push(position);
      else byWord.set(word, [position]);
    }
  });
  return {
    words: [...byWord.keys()],
    postings: [...byWord.values()].map((p) => Int32Array.from(p)),
  };
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  return {
    entries: documents.map((document) => ({
      id: document.id,
      categoryId: document.categoryId,
      firstNameWord: document.name.split(' ', 1)[0] ?? '',
      ordersCount: document.ordersCount,
      priceCents: document.priceCents,
      views: document.views,
      createdAt: document.createdAt,
    })),
    name: vocabulary(documents.map((document) => document.name)),
    body: vocabulary(documents.map((document) => document.body)),
  };
}

/**
 * Raises `best[item]` to `start` for items with a word of `vocab` that begins with `query`,
 * or to `inside` where the query is inside such a word. The vocabulary is far smaller than
 * the texts (each word once), which is what makes a search cheap on a big catalogue.
 */
function mark(vocab: Vocabulary, query: string, start: number, inside: number, best: Uint8Array) {
  vocab.words.forEach((word, index) => {
    const at = word.indexOf(query);
    if (at < 0) return;
    const score = at === 0 ? start : inside;
    for (const position of vocab.postings[index] ?? []) {
      if ((best[position] ?? 0) < score) best[position] = score;
    }
  });
}

/**
 * Per query word, the best of: a word start in the name 8, elsewhere in a name word 4, a
 * word start in the description 2, elsewhere in it 1; an item missing any query word is out
 * (-1). A name that begins with the first query word adds 16.
 */
function scores(index: SearchIndex, words: readonly string[]): Int32Array {
  const total = new Int32Array(index.entries.length);
  for (const word of words) {
    const best = new Uint8Array(index.entries.length);
    mark(index.body, word, 2, 1, best);
    mark(index.name, word, 8, 4, best);
    best.forEach((score, position) => {
      if (score === 0) total[position] = -1;
      else if ((total[position] ?? 0) >= 0) total[position] = (total[position] ?? 0) + score;
    });
  }
  const first = words[0];
  if (first !== undefined) {
    index.entries.forEach((entry, position) => {
      if ((total[position] ?? -1) >= 0 && entry.firstNameWord.startsWith(first)) {
        total[position] = (total[position] ?? 0) + 16;
      }
    });
  }
  return total;
}

const ORDER: Record<ItemSort, (a: SearchMatch, b: SearchMatch) => number> = {
  relevance: (a, b) =>
    b.score - a.score || b.entry.ordersCount - a.entry.ordersCount || a.entry.id - b.entry.id,
  price_asc: (a, b) => a.entry.priceCents - b.entry.priceCents || a.entry.id - b.entry.id,
  price_desc: (a, b) => b.entry.priceCents - a.entry.priceCents || a.entry.id - b.entry.id,
  most_viewed: (a, b) => b.entry.views - a.entry.views || a.entry.id - b.entry.id,
  newest: (a, b) => b.entry.createdAt - a.entry.createdAt || b.entry.id - a.entry.id,
};

/** Without words there is nothing to be relevant to: shop order, as /items/list has it. */
const SHOP_ORDER = (a: SearchMatch, b: SearchMatch) => a.entry.id - b.entry.id;

/**
 * The items that contain every word (all of them for no words), within a category when one
 * is given, in the requested order.
 */
export function rankEntries(
  index: SearchIndex,
  query: { words: readonly string[]; categoryId?: number; sort: ItemSort },
): SearchMatch[] {
  const total = scores(index, query.words);
  const matches: SearchMatch[] = [];
  index.entries.forEach((entry, position) => {
    const score = total[position] ?? -1;
    if (score < 0) return;
    if (query.categoryId !== undefined && entry.categoryId !== query.categoryId) return;
    matches.push({ entry, score });
  });
  const order =
    query.words.length === 0 && query.sort === 'relevance' ? SHOP_ORDER : ORDER[query.sort];
  return matches.sort(order);
}
