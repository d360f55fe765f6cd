import type { ItemSort } from '@/contracts/list';

/** What search needs of a published item: its folded texts and what results sort by. */
export interface SearchEntry {
  id: number;
  categoryId: number;
  /** The stored search_name with a leading space, so " word" finds a word start anywhere. */
  spacedName: string;
  spacedBody: string;
  ordersCount: number;
  priceCents: number;
  views: number;
  createdAt: number;
}

export interface SearchMatch {
  entry: SearchEntry;
  score: number;
}

/**
 * How well an entry matches every word, or undefined when one word is missing. Per word: a
 * word start in the name 8, elsewhere in the name 4, a word start in the description 2,
 * elsewhere in it 1; a name that begins with the first word adds 16.
 */
export function matchScore(entry: SearchEntry, words: readonly string[]): number | undefined {
  let total = 0;
  for (const word of words) {
    const start = ` ${word}`;
    if (entry.spacedName.includes(start)) total += 8;
    else if (entry.spacedName.includes(word)) total += 4;
    else if (entry.spacedBody.includes(start)) total += 2;
    else if (entry.spacedBody.includes(word)) total += 1;
    else return undefined;
  }
  const first = words[0];
  if (first !== undefined && entry.spacedName.startsWith(` ${first}`)) total += 16;
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
 * The entries that match every word (all of them for no words), within a category when one
 * is given, in the requested order.
 */
export function rankEntries(
  entries: readonly SearchEntry[],
  query: { words: readonly string[]; categoryId?: number; sort: ItemSort },
): SearchMatch[] {
  const matches: SearchMatch[] = [];
  for (const entry of entries) {
    if (query.categoryId !== undefined && entry.categoryId !== query.categoryId) continue;
    const score = matchScore(entry, query.words);
    if (score !== undefined) matches.push({ entry, score });
  }
  const order =
    query.words.length === 0 && query.sort === 'relevance' ? SHOP_ORDER : ORDER[query.sort];
  return matches.sort(order);
}
