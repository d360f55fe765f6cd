import { describe, expect, it } from '@jest/globals';
import type { Category, Item } from '@/contracts/catalog';
import { normalizeSearchText, searchWords } from '@/contracts/search-text';
import { describeApi } from './support/describe-api';

describeApi('search', (suite) => {
  async function search(body: Record<string, unknown>, lang = 'ar'): Promise<Item[]> {
    const response = await suite.api.post<Item[]>('/items/search?limit=10000', body, { lang });
    expect(response.status).toBe(200);
    return response.body.results ?? [];
  }

  const names = (items: Item[]) => items.map((item) => item.name);

  it.each([
    ['hamza-less alef', 'اوراك فراخ', 'أوراك فراخ'],
    ['ه for ة', 'فرخه بيضاء', 'فرخة بيضاء'],
    ['ى for ي', 'حمام بلدى', 'حمام بلدي'],
    ['tatweel', 'حمــــام بلدي', 'حمام بلدي'],
    ['diacritics', 'حَمَامٌ بَلَدِي', 'حمام بلدي'],
    ['the article', 'الحمام البلدي', 'حمام بلدي'],
    ['Arabic-Indic digits', 'بيض ٣٠', 'بيض أبيض، طبق ٣٠ بيضة'],
    ['ASCII digits for Arabic-Indic ones', 'بيض 30', 'بيض أبيض، طبق ٣٠ بيضة'],
  ])('finds a product spelt with %s', async (_variant, query, expected) => {
    const found = names(await search({ search_criteria: query }));
    expect(found.some((name) => name.startsWith(expected))).toBe(true);
  });

  // The shopper's words of issue 25, on the seeded catalogue.
  describe('as Egyptians write', () => {
    const categoryItems = async (slug: string) => {
      const categories = (await suite.api.get<Category[]>('/category/list')).body.results ?? [];
      const category = categories.find((entry) => entry.slug === slug)!;
      return search({ search_criteria: '', category_id: category.id }, 'en');
    };
    const ids = (items: Item[]) => items.map((item) => item.id);

    it.each([
      ['دجاج (standard Arabic; the shop says فراخ)', 'دجاج', 'whole-chicken'],
      ['فرخة (singular of فراخ)', 'فرخة', 'whole-chicken'],
      ['أوز (the shop writes وز)', 'أوز', 'geese'],
      ['بطة (singular)', 'بطة', 'ducks'],
      ['ارانب (no hamza)', 'ارانب', 'rabbits'],
      ['"chiken" (a typo)', 'chiken', 'whole-chicken'],
      ['"duk" (a typo)', 'duk', 'ducks'],
    ])('%s finds every item of its category', async (_, query, slug) => {
      const found = ids(await search({ search_criteria: query }, 'en'));
      for (const id of ids(await categoryItems(slug))) expect(found).toContain(id);
    });

    it('a category’s name lists its items first: «طيور حية», "live birds"', async () => {
      const live = ids(await categoryItems('live-birds'));
      for (const query of ['طيور حية', 'live birds']) {
        const found = ids(await search({ search_criteria: query }, 'en'));
        expect(found.slice(0, live.length).sort()).toEqual([...live].sort());
      }
    });

    it('"Chicken Breast" puts the breasts first', async () => {
      const found = names(await search({ search_criteria: 'Chicken Breast' }, 'en'));
      expect(found.slice(0, 2).sort()).toEqual([
        'Chicken breast fillet',
        'Chicken breast, bone-in',
      ]);
    });
  });

  it('finds English names ignoring case and plural', async () => {
    const upper = names(await search({ search_criteria: 'MUSCOVY DUCKS' }, 'en'));
    expect(upper.some((name) => /muscovy duck/i.test(name))).toBe(true);
  });

  it('lists items with every word first, then items with some of them', async () => {
    const results = await search({ search_criteria: 'بط بلدي' });
    // A word of the name may begin with it («بطة»); a description must say it whole: «بطيئة»
    // (slow-growing, of a Sasso chicken) is not «بط».
    const hasWord = (item: Item, word: string) =>
      normalizeSearchText(item.name)
        .split(' ')
        .some((written) => written.startsWith(word)) ||
      normalizeSearchText(item.description).split(' ').includes(word);
    const complete = results.map((item) => ['بط', 'بلدي'].every((word) => hasWord(item, word)));
    expect(complete[0]).toBe(true);
    // Once an item lacks a word, no item after it has them all.
    expect(complete).toEqual([...complete].sort((a, b) => Number(b) - Number(a)));
    expect(complete.includes(false)).toBe(true);
    // A word the shop has nothing near: only the items with the other word.
    const giraffe = await search({ search_criteria: 'بط زرافة' });
    expect(giraffe.length).toBeGreaterThan(0);
    expect(giraffe.every((item) => hasWord(item, 'بط'))).toBe(true);
    expect(await search({ search_criteria: 'زرافة' })).toEqual([]);
  });

  it('ranks name matches before description matches, and word starts before the middle', async () => {
    // Words the lexicon gives no synonym the shop's names use, so the name says it or not.
    for (const query of ['مسكوفي', 'muscovy', 'egg']) {
      const results = await search({ search_criteria: query }, query === 'مسكوفي' ? 'ar' : 'en');
      const [word] = searchWords(query);
      const rank = (item: Item) => {
        const name = ` ${normalizeSearchText(item.name)}`;
        if (name.includes(` ${word}`)) return 0;
        if (name.includes(word!)) return 1;
        return 2;
      };
      const ranks = results.map(rank);
      expect(ranks.length).toBeGreaterThan(1);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('filters by category, and lists a category for an empty term', async () => {
    const categories = (await suite.api.get<Category[]>('/category/list')).body.results ?? [];
    const chicken = categories.find((category) => category.slug === 'whole-chicken')!;
    const filtered = await search({ search_criteria: 'بلدي', category_id: String(chicken.id) });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((item) => item.category_id === chicken.id)).toBe(true);
    const listing = await search({ search_criteria: '', category_id: chicken.id });
    expect(listing).toHaveLength(chicken.items_count);
    const none = await suite.api.post('/items/search', { search_criteria: '' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('search_criteria');
    const unknown = await suite.api.post('/items/search', {
      search_criteria: 'بط',
      category_id: 99999,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('category_id');
  });

  it('pages and sorts results, and answers an unmatched term with an empty list', async () => {
    const page = await suite.api.post<Item[]>('/items/search?limit=2&page=1', {
      search_criteria: 'فراخ',
    });
    expect(page.body.results).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    const cheap = await search({ search_criteria: 'فراخ', sort: 'price_asc' });
    const prices = cheap.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const nothing = await suite.api.post<Item[]>('/items/search', { search_criteria: 'xyzzy' });
    expect(nothing.body).toMatchObject({ success: true, results: [], total: 0 });
  });
});
