import { describe, expect, it } from '@jest/globals';
import { searchBodyColumn, searchNameColumn, searchWords } from '@/lib/text/search-text';
import { rankEntries, matchScore, type SearchEntry } from './search-ranking';

let nextId = 0;
function entry(name: string, body: string, extra: Partial<SearchEntry> = {}): SearchEntry {
  nextId += 1;
  return {
    id: nextId,
    categoryId: 1,
    spacedName: ` ${searchNameColumn(name)}`,
    spacedBody: ` ${searchBodyColumn(body)}`,
    ordersCount: 0,
    priceCents: 1000,
    views: 0,
    createdAt: 0,
    ...extra,
  };
}

const ids = (matches: { entry: SearchEntry }[]) => matches.map((match) => match.entry.id);

describe('matchScore', () => {
  it('needs every word, in the name or the description', () => {
    const duck = entry('بط بلدي كامل', 'مذبوح اليوم ومنظف');
    expect(matchScore(duck, searchWords('بط بلدي'))).toBeDefined();
    expect(matchScore(duck, searchWords('بط مذبوح'))).toBeDefined();
    expect(matchScore(duck, searchWords('بط زرافة'))).toBeUndefined();
  });

  it('scores a word start in the name above its middle, and both above the description', () => {
    const start = entry('Chicken breast', '');
    const middle = entry('Spatchcock chickens', '');
    const body = entry('Whole bird', 'a chicken raised on grain');
    const words = searchWords('chick');
    const [a, b, c] = [start, middle, body].map((e) => matchScore(e, words) ?? -1);
    expect(a).toBeGreaterThan(b!);
    expect(b).toBeGreaterThan(c!);
  });

  it('adds a bonus when the name begins with the first word', () => {
    const words = searchWords('breast');
    expect(matchScore(entry('Breast fillet', ''), words)).toBeGreaterThan(
      matchScore(entry('Chicken breast', ''), words) ?? 0,
    );
  });
});

describe('rankEntries', () => {
  const a = entry('فراخ بلدي', 'وصف', { priceCents: 500, views: 3, ordersCount: 1 });
  const b = entry('صدور فراخ', 'وصف', { priceCents: 300, views: 9, ordersCount: 7 });
  const c = entry('بط', 'يطبخ مع الفراخ', { priceCents: 900, views: 1, categoryId: 2 });
  const d = entry('أوراك فراخ', 'وصف', { priceCents: 700, views: 5, ordersCount: 7 });
  const all = [a, b, c, d];

  it('ranks by score, then the most ordered, then shop order', () => {
    expect(ids(rankEntries(all, { words: searchWords('فراخ'), sort: 'relevance' }))).toEqual([
      a.id,
      b.id,
      d.id,
      c.id,
    ]);
  });

  it('sorts by price and views when asked, and filters by category', () => {
    const words = searchWords('فراخ');
    expect(ids(rankEntries(all, { words, sort: 'price_asc' }))).toEqual([b.id, a.id, d.id, c.id]);
    expect(ids(rankEntries(all, { words, sort: 'price_desc' }))).toEqual([c.id, d.id, a.id, b.id]);
    expect(ids(rankEntries(all, { words, sort: 'most_viewed' }))).toEqual([b.id, d.id, a.id, c.id]);
    expect(ids(rankEntries(all, { words, categoryId: 2, sort: 'relevance' }))).toEqual([c.id]);
  });

  it('lists a whole category in shop order when there are no words', () => {
    expect(ids(rankEntries(all, { words: [], categoryId: 1, sort: 'relevance' }))).toEqual([
      a.id,
      b.id,
      d.id,
    ]);
  });
});
