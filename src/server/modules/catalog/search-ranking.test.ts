import { describe, expect, it } from '@jest/globals';
import { searchBodyColumn, searchNameColumn } from '@/contracts/search-text';
import { SEARCH_LEXICON } from './search-lexicon';
import { didYouMean } from './search-did-you-mean';
import { buildSearchIndex, rankQuery, type SearchDocument } from './search-ranking';

let nextId = 0;
function doc(name: string, body = '', extra: Partial<SearchDocument> = {}): SearchDocument {
  nextId += 1;
  return {
    id: nextId,
    categoryId: 1,
    name: searchNameColumn(name),
    body: searchBodyColumn(body),
    names: [name],
    ordersCount: 0,
    priceCents: 1000,
    views: 0,
    createdAt: 0,
    ...extra,
  };
}

type Sort = 'relevance' | 'price_asc' | 'price_desc' | 'most_viewed' | 'newest';

function ranked(
  docs: SearchDocument[],
  text: string,
  sort: Sort = 'relevance',
  categoryId?: number,
) {
  const index = buildSearchIndex(docs, SEARCH_LEXICON);
  return rankQuery(index, { text, sort, categoryId }).map((match) => match.entry.id);
}

describe('rankQuery: the rules of PR 1 that still hold', () => {
  it('puts a word start in the name above its middle, and both above the description', () => {
    const body = doc('Whole bird', 'a chicken raised on grain');
    const middle = doc('Babychicks');
    const start = doc('Fresh chicken breast');
    const first = doc('Chicken wings');
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
    expect(ranked([a, b, c], 'فراخ', 'price_asc')).toEqual([b.id, a.id, c.id]);
    expect(ranked([a, b, c], 'فراخ', 'price_desc')).toEqual([c.id, a.id, b.id]);
    expect(ranked([a, b, c], 'فراخ', 'most_viewed')).toEqual([b.id, a.id, c.id]);
    expect(ranked([a, b, c], 'فراخ', 'newest')).toEqual([c.id, a.id, b.id]);
    expect(ranked([a, b, c], 'فراخ', 'relevance', 2)).toEqual([c.id]);
  });

  it('lists a whole category in shop order when there are no words', () => {
    const docs = [doc('b', '', { ordersCount: 9 }), doc('a'), doc('c', '', { categoryId: 2 })];
    expect(ranked(docs, '', 'relevance', 1)).toEqual([docs[0]?.id, docs[1]?.id]);
  });
});

describe('rankQuery: how Egyptians write', () => {
  const chicken = doc('White broiler chicken, whole فرخة بيضاء كاملة');
  const chickens = doc('Baladi chicken فراخ بلدي كاملة');
  const duck = doc('Baladi duck بط بلدي كامل');
  const ducks = doc('Live baladi duck بطة بلدي حية');
  const goose = doc('Baladi goose وز بلدي كامل');
  const rabbit = doc('Rabbit legs أوراك أرانب');
  const rabbitWhole = doc('Baladi rabbit أرنب بلدي كامل');
  const shop = [chicken, chickens, duck, ducks, goose, rabbit, rabbitWhole];

  it('meets the standard Arabic word where the shop writes the Egyptian one', () => {
    expect(ranked(shop, 'دجاج').sort()).toEqual([chicken.id, chickens.id].sort());
    expect(ranked(shop, 'أوز')).toEqual([goose.id]);
    expect(ranked(shop, 'الإوز')).toEqual([goose.id]);
  });

  it('finds singular and plural alike, with or without the article', () => {
    expect(ranked(shop, 'فرخة').sort()).toEqual([chicken.id, chickens.id].sort());
    expect(ranked(shop, 'الفراخ').sort()).toEqual([chicken.id, chickens.id].sort());
    expect(ranked(shop, 'بطة').sort()).toEqual([duck.id, ducks.id].sort());
    expect(ranked(shop, 'ارانب').sort()).toEqual([rabbit.id, rabbitWhole.id].sort());
    expect(ranked(shop, 'ducks').sort()).toEqual([duck.id, ducks.id].sort());
    expect(ranked(shop, 'rabbits').sort()).toEqual([rabbit.id, rabbitWhole.id].sort());
  });

  it('meets a synonym while its word is still being typed (three letters on)', () => {
    expect(ranked(shop, 'دجا').sort()).toEqual([chicken.id, chickens.id].sort());
    expect(ranked(shop, 'دج')).toEqual([]);
  });

  it('searches category names, and a query naming the category lists its items first', () => {
    const live = doc('White broiler chicken فراخ بيضاء', '', {
      categoryId: 9,
      category: 'Live birds طيور حية',
    });
    const quail = doc('Quail, pack of 4 birds سمان ٤ طيور');
    expect(ranked([quail, live, chicken], 'طيور حية')).toEqual([live.id, quail.id]);
    expect(ranked([quail, live, chicken], 'live birds')[0]).toBe(live.id);
  });

  it('ranks items with every word above items with some of them', () => {
    const breast = doc('Chicken breast, bone-in صدور فراخ بالعظم');
    const turkeyBreast = doc('Turkey breast صدور رومي');
    const nuggets = doc('Chicken nuggets ناجتس فراخ', 'made from breast meat');
    // Both words: the breast; then each of the others has one of them.
    const arabic = ranked([turkeyBreast, nuggets, breast, chicken], 'صدور فراخ');
    expect(arabic[0]).toBe(breast.id);
    expect(arabic.slice(1).sort()).toEqual([turkeyBreast.id, nuggets.id, chicken.id].sort());
    expect(ranked([turkeyBreast, nuggets, breast], 'Chicken Breast')).toEqual([
      breast.id,
      nuggets.id,
      turkeyBreast.id,
    ]);
  });

  it('forgives one typo in a word of four letters or more, ranking exact matches first', () => {
    expect(ranked(shop, 'chiken').sort()).toEqual([chicken.id, chickens.id].sort());
    // ح for ج: one confusable letter.
    expect(ranked(shop, 'دجاح').sort()).toEqual([chicken.id, chickens.id].sort());
    expect(ranked(shop, 'بطت')).toEqual([]);
    const exact = doc('Chickpeas', 'not poultry at all');
    const typoOnly = doc('Chicken thighs');
    // A word the shop has as written is not a typo of another: «البلوط» is not «بطوط».
    expect(ranked([typoOnly, exact], 'chickp')).toEqual([exact.id]);
    expect(ranked([doc('وز البلوط'), ...shop], 'البلوط')).toHaveLength(1);
  });

  it('leaves out words that say nothing of what is wanted', () => {
    expect(ranked(shop, 'بط من الدقهلية').length).toBeGreaterThan(0);
    expect(ranked(shop, 'the goose')).toEqual([goose.id]);
  });
});

describe('didYouMean', () => {
  const index = buildSearchIndex(
    [doc('Stuffed pigeons حمام محشي فريك'), doc('Chicken nuggets ناجتس فراخ')],
    SEARCH_LEXICON,
  );

  it('mends a word two edits away with the shop’s own spelling, and leaves known words', () => {
    expect(didYouMean(index, 'فريكاا')).toBe('فريك');
    expect(didYouMean(index, 'pigoens stuffed')).toBe('pigeons stuffed');
  });

  it('mends no more words than search reads', () => {
    const long = Array.from({ length: 20 }, () => 'pigoens').join(' ');
    expect(didYouMean(index, long)?.split(' ')).toHaveLength(8);
  });

  it('says nothing when nothing is near', () => {
    expect(didYouMean(index, 'سمك')).toBeUndefined();
  });
});
