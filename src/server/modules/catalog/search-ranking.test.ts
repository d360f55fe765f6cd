import { describe, expect, it } from '@jest/globals';
import { searchBodyColumn, searchNameColumn, searchWords } from '@/lib/text/search-text';
import { buildSearchIndex, rankEntries, type SearchDocument } from './search-ranking';

let nextId = 0;
function doc(name: string, body: string, extra: Partial<SearchDocument> = {}): SearchDocument {
  nextId += 1;
  return {
    id: nextId,
    categoryId: 1,
    name: searchNameColumn(name),
    body: searchBodyColumn(body),
    ordersCount: 0,
    priceCents: 1000,
    views: 0,
    createdAt: 0,
    ...extra,
  };
}

function ranked(docs: SearchDocument[], query: string, sort = 'relevance' as const) {
  return rankEntries(buildSearchIndex(docs), { words: searchWords(query), sort }).map(
    (match) => match.entry.id,
  );
}

/** The rules written the slow, obvious way over whole texts: what the index must agree with. */
function oracleScore(document: SearchDocument, words: readonly string[]): number | undefined {
  const name = ` ${document.name}`;
  const body = ` ${document.body}`;
  let total = 0;
  for (const word of words) {
    if (name.includes(` ${word}`)) total += 8;
    else if (name.includes(word)) total += 4;
    else if (body.includes(` ${word}`)) total += 2;
    else if (body.includes(word)) total += 1;
    else return undefined;
  }
  return words[0] !== undefined && name.startsWith(` ${words[0]}`) ? total + 16 : total;
}

describe('rankEntries', () => {
  it('needs every word, in the name or the description', () => {
    const duck = doc('بط بلدي كامل', 'مذبوح اليوم ومنظف');
    const docs = [duck, doc('فراخ', 'بط')];
    expect(ranked(docs, 'بط بلدي')).toEqual([duck.id]);
    expect(ranked(docs, 'بط مذبوح')).toEqual([duck.id]);
    expect(ranked(docs, 'بط زرافة')).toEqual([]);
  });

  it('puts a word start in the name above its middle, and both above the description', () => {
    const body = doc('Whole bird', 'a chicken raised on grain');
    const middle = doc('Babychicks', '');
    const start = doc('Fresh chicken breast', '');
    const first = doc('Chicken wings', '');
    expect(ranked([body, middle, start, first], 'chick')).toEqual([
      first.id,
      start.id,
      middle.id,
      body.id,
    ]);
  });

  it('breaks ties by the most ordered, then by shop order', () => {
    const a = doc('فراخ بلدي', '', { ordersCount: 1 });
    const b = doc('صدور فراخ', '', { ordersCount: 7 });
    const c = doc('أوراك فراخ', '', { ordersCount: 7 });
    expect(ranked([a, b, c], 'فراخ')).toEqual([a.id, b.id, c.id]);
  });

  it('sorts by price, views or age when asked, and filters by category', () => {
    const a = doc('فراخ', '', { priceCents: 500, views: 3, createdAt: 2 });
    const b = doc('فراخ', '', { priceCents: 300, views: 9, createdAt: 1 });
    const c = doc('فراخ', '', { priceCents: 900, views: 1, createdAt: 3, categoryId: 2 });
    const index = buildSearchIndex([a, b, c]);
    const words = searchWords('فراخ');
    const order = (sort: 'price_asc' | 'price_desc' | 'most_viewed' | 'newest') =>
      rankEntries(index, { words, sort }).map((match) => match.entry.id);
    expect(order('price_asc')).toEqual([b.id, a.id, c.id]);
    expect(order('price_desc')).toEqual([c.id, a.id, b.id]);
    expect(order('most_viewed')).toEqual([b.id, a.id, c.id]);
    expect(order('newest')).toEqual([c.id, a.id, b.id]);
    expect(
      rankEntries(index, { words, categoryId: 2, sort: 'relevance' }).map((m) => m.entry.id),
    ).toEqual([c.id]);
  });

  it('lists a whole category in shop order when there are no words', () => {
    const docs = [doc('b', '', { ordersCount: 9 }), doc('a', ''), doc('c', '', { categoryId: 2 })];
    const ids = rankEntries(buildSearchIndex(docs), {
      words: [],
      categoryId: 1,
      sort: 'relevance',
    });
    expect(ids.map((match) => match.entry.id)).toEqual([docs[0]?.id, docs[1]?.id]);
  });

  it('finds and scores exactly what a scan of the whole texts would, on random catalogues', () => {
    const syllables = ['فر', 'اخ', 'بط', 'بلد', 'ي', 'حم', 'ام', 'chi', 'ck', 'en', 'egg', 's'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const word = () =>
      Array.from({ length: 1 + random(3) }, () => syllables[random(syllables.length)]).join('');
    const text = (count: number) => Array.from({ length: count }, word).join(' ');
    const docs = Array.from({ length: 300 }, () => doc(text(1 + random(4)), text(random(12))));
    const index = buildSearchIndex(docs);
    for (let round = 0; round < 200; round += 1) {
      const words = searchWords(text(1 + random(3)));
      const expected = docs
        .map((document) => ({ id: document.id, score: oracleScore(document, words) }))
        .filter((entry) => entry.score !== undefined)
        .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || a.id - b.id);
      const actual = rankEntries(index, { words, sort: 'relevance' }).map((match) => ({
        id: match.entry.id,
        score: match.score,
      }));
      expect(actual).toEqual(expected);
    }
  });
});
