import { expect, it } from '@jest/globals';
import type { Item, Suggestions } from '@/contracts/catalog';
import { normalizeSearchText } from '@/contracts/search-text';
import { PUBLIC_CACHE_CONTROL, invalidatePublicCache } from '@/server/cache/public-cache';
import { describeApi } from './support/describe-api';

const ARABIC = /[\u0600-\u06FF]/;

describeApi('suggestions as the shopper types', (suite) => {
  async function suggest(q: string, lang = 'en'): Promise<Suggestions> {
    const response = await suite.api.get<Suggestions>(`/items/suggest?q=${encodeURIComponent(q)}`, {
      lang,
    });
    expect([q, response.status]).toEqual([q, 200]);
    return response.body.results!;
  }

  const folded = (text: string) => normalizeSearchText(text);

  it('suggests chicken for «فرا» in Arabic: the first items search lists, and both chicken categories', async () => {
    const found = await suggest('فرا', 'ar');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.length).toBeLessThanOrEqual(6);
    for (const item of found.items) {
      expect(item.name).toMatch(ARABIC);
      expect(folded(item.name)).toContain('فرا');
      expect(Object.keys(item).sort()).toEqual(['id', 'image', 'name', 'price', 'unit']);
      expect(item.image).not.toBe('');
      expect(item.price).toBeGreaterThan(0);
      expect(item.unit).toMatch(ARABIC);
    }
    // Ranked as search ranks: the first page of POST /items/search, in its order.
    const searched = await suite.api.post<Item[]>(
      '/items/search?limit=6',
      { search_criteria: 'فرا' },
      { lang: 'ar' },
    );
    expect(found.items.map((item) => item.id)).toEqual(
      searched.body.results?.map((item) => item.id),
    );
    // "أجزاء الفراخ" too: the article does not hide the word.
    expect(found.categories.map((category) => category.name)).toEqual([
      'فراخ كاملة',
      'أجزاء الفراخ',
    ]);
  });

  it('suggests ducks for «duc», in the language of the call', async () => {
    const english = await suggest('duc');
    expect(english.items.length).toBeGreaterThan(0);
    for (const item of english.items) expect(item.name).toMatch(/duck/i);
    expect(english.categories).toEqual([expect.objectContaining({ slug: 'ducks', name: 'Ducks' })]);

    const arabic = await suggest('duc', 'ar');
    expect(arabic.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id));
    for (const item of arabic.items) expect(item.name).toMatch(ARABIC);
    expect(arabic.categories).toEqual([expect.objectContaining({ slug: 'ducks', name: 'بط' })]);
  });

  it('lists a category the query names, in either language, every word a word start', async () => {
    const slugs = async (q: string, lang?: string) =>
      (await suggest(q, lang)).categories.map((category) => category.slug);
    expect(await slugs('بط')).toEqual(['ducks']);
    expect(await slugs('eggs')).toEqual(['eggs']);
    expect(await slugs('أران', 'ar')).toEqual(['rabbits']);
    expect(await slugs('ارانب')).toEqual(['rabbits']);
    expect(await slugs('whole chi')).toEqual(['whole-chicken']);
    expect(await slugs('chicken')).toEqual(['whole-chicken', 'chicken-parts']);
    // A synonym names the category too: the standard Arabic word, a plural, another spelling.
    expect(await slugs('دجاج')).toEqual(['whole-chicken', 'chicken-parts']);
    expect(await slugs('أوز')).toEqual(['geese']);
    expect(await slugs('duck')).toEqual(['ducks']);
    // Inside a word is not a word start: "hicken" names no category.
    expect(await slugs('hicken')).toEqual([]);
  });

  it('answers empty lists, not an error, under two letters after folding', async () => {
    for (const q of ['', ' ', 'd', 'ف', 'أ', 'فَ', ' - ']) {
      expect(await suggest(q, 'ar')).toEqual({ items: [], categories: [], did_you_mean: null });
    }
    const none = await suite.api.get<Suggestions>('/items/suggest');
    expect(none.status).toBe(200);
    expect(none.body.results).toEqual({ items: [], categories: [], did_you_mean: null });
    // Two letters are enough.
    expect((await suggest('فر', 'ar')).items.length).toBeGreaterThan(0);
    // A synonym on its way: «دجا» (→ «دجاج») suggests the chicken the shop calls «فراخ».
    const partial = (await suggest('دجا', 'ar')).items;
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every((item) => /فرا|فرخ/.test(item.name))).toBe(true);
  });

  it('refuses an over-long query with a field error, and never fails on odd input', async () => {
    const long = await suite.api.get(`/items/suggest?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('q');
    expect((await suite.api.get(`/items/suggest?q=${'x'.repeat(100)}`)).status).toBe(200);
    for (const q of ['%', '%00', '%E0%A4%A', "'%20OR%20'1'%3D'1", '%3Cb%3E', 'a&q=b&q=c']) {
      const response = await suite.api.get(`/items/suggest?q=${q}`);
      expect([q, response.status < 500]).toEqual([q, true]);
    }
    const xyzzy = await suggest('xyzzy');
    expect(xyzzy).toEqual({ items: [], categories: [], did_you_mean: null });
  });

  it('mends a query that finds nothing ("did you mean"), with the shop’s own spelling', async () => {
    // Two edits from «زغاليل» and from "pigeons": beyond the one typo search forgives.
    const arabic = await suggest('زغاليلوا', 'ar');
    expect(arabic).toMatchObject({ items: [], did_you_mean: 'زغاليل' });
    const english = await suggest('piegonns', 'en');
    expect(english).toMatchObject({ items: [], did_you_mean: 'pigeons' });
    // Something found: nothing to mend.
    expect((await suggest('pigeons', 'en')).did_you_mean).toBeNull();
  });

  it('never suggests an unpublished item', async () => {
    const [first] = (await suggest('duc')).items;
    expect(first).toBeDefined();
    const hide = (published: 0 | 1) =>
      suite.server.db.updateTable('items').set({ published }).where('id', '=', first!.id).execute();
    await hide(0);
    try {
      invalidatePublicCache(); // the write went around the API
      const after = await suggest('duc');
      expect(after.items.length).toBeGreaterThan(0);
      expect(after.items.map((item) => item.id)).not.toContain(first!.id);
    } finally {
      await hide(1);
      invalidatePublicCache();
    }
  });

  it('is cached like the other public catalogue calls, per language', async () => {
    const response = await suite.api.get('/items/suggest?q=duc');
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get('vary')).toBe('Authorization, lang');
  });
});
