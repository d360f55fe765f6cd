import { expect, it } from '@jest/globals';
import type { Category, Item } from '@/contracts/catalog';
import { invalidatePublicCache } from '@/server/cache/public-cache';
import { describeApi } from './support/describe-api';

describeApi('catalogue', (suite) => {
  async function categories(lang?: string): Promise<Category[]> {
    const response = await suite.api.get<Category[]>('/category/list', { lang });
    expect(response.status).toBe(200);
    return response.body.results ?? [];
  }

  it('lists the seeded categories with their published item counts', async () => {
    const list = await categories();
    expect(list.length).toBeGreaterThanOrEqual(8);
    const all = await suite.api.get<Item[]>('/items/list', { headers: { limit: '10000' } });
    for (const category of list) {
      const inCategory = (all.body.results ?? []).filter(
        (item) => item.category_id === category.id,
      );
      expect(category.items_count).toBe(inCategory.length);
      expect(category.image).toMatch(/^\/images\/categories\/.+\.webp$/);
    }
  });

  it('answers in the language of the lang header, English by default and for anything else', async () => {
    const [en, ar, fallback, none] = await Promise.all([
      categories('en'),
      categories('ar'),
      categories('fr'),
      categories(),
    ]);
    expect(en[0]?.name).toMatch(/[A-Za-z]/);
    expect(ar[0]?.name).toMatch(/[\u0600-\u06FF]/);
    expect(fallback[0]?.name).toBe(en[0]?.name);
    expect(none[0]?.name).toBe(en[0]?.name);
    const arItem = await suite.api.get<Item>('/item/details/1', { lang: 'ar' });
    expect(arItem.body.results?.name).toMatch(/[\u0600-\u06FF]/);
    expect(arItem.body.results?.unit).toMatch(/[\u0600-\u06FF]/);
    expect(arItem.body.message).toMatch(/[\u0600-\u06FF]/);
    const missing = await suite.api.get('/item/details/999999', { lang: 'ar' });
    expect(missing.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('pages item lists with total, page and limit, from the header or the query', async () => {
    const first = await suite.api.get<Item[]>('/items/list', { headers: { limit: '5' } });
    expect(first.body).toMatchObject({ success: true, page: 1, limit: 5 });
    expect(first.body.results).toHaveLength(5);
    expect(first.body.total).toBeGreaterThanOrEqual(60);
    const second = await suite.api.get<Item[]>('/items/list?limit=5&page=2');
    expect(second.body.page).toBe(2);
    const firstIds = (first.body.results ?? []).map((item) => item.id);
    const secondIds = (second.body.results ?? []).map((item) => item.id);
    expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
    const defaults = await suite.api.get<Item[]>('/items/list');
    expect(defaults.body.limit).toBe(20);
    expect(defaults.body.results).toHaveLength(20);
  });

  it('caps the limit at 10000 and refuses a limit or page that is not a positive whole number', async () => {
    const capped = await suite.api.get('/items/list', { headers: { limit: '50000' } });
    expect(capped.body.limit).toBe(10000);
    for (const query of ['limit=abc', 'limit=0', 'limit=-3', 'page=0', 'page=1.5', 'limit=1e3']) {
      const response = await suite.api.get(`/items/list?${query}`);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toHaveLength(1);
    }
  });

  it('gives every item the contract fields, money in EGP and a discount only below an old price', async () => {
    const response = await suite.api.get<Item[]>('/items/list', { headers: { limit: '10000' } });
    const items = response.body.results ?? [];
    expect(items.length).toBeGreaterThanOrEqual(60);
    for (const item of items) {
      expect(item.price).toBeGreaterThan(0);
      expect(Number.isInteger(Math.round(item.price * 100))).toBe(true);
      expect(item.discount).toBeGreaterThanOrEqual(0);
      expect(item.discount).toBeLessThanOrEqual(60);
      if (item.old_price === null) expect(item.discount).toBe(0);
      else expect(item.old_price).toBeGreaterThan(item.price);
      expect(item.in_stock).toBe(item.stock > 0);
      expect(['kg', 'piece', 'bird', 'tray', 'pack']).toContain(item.unit_code);
      expect(item.images.length).toBeGreaterThan(0);
      expect(item).not.toHaveProperty('is_favorite');
    }
    expect(items.filter((item) => item.old_price !== null).length).toBeGreaterThanOrEqual(5);
    expect(items.some((item) => item.is_live)).toBe(true);
  });

  it('lists one category, and 404s for a category that does not exist', async () => {
    const [category] = await categories();
    const response = await suite.api.get<Item[]>(`/items/list/${category?.id}`, {
      headers: { limit: '10000' },
    });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(category?.items_count);
    expect(response.body.results?.every((item) => item.category_id === category?.id)).toBe(true);
    expect((await suite.api.get('/items/list/99999')).status).toBe(404);
    expect((await suite.api.get('/items/list/abc')).status).toBe(404);
  });

  it('sorts lists by price and by views when asked', async () => {
    const up = await suite.api.get<Item[]>('/items/list?sort=price_asc&limit=10000');
    const prices = (up.body.results ?? []).map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = await suite.api.get<Item[]>('/items/list?sort=price_desc&limit=10000');
    expect(down.body.results?.[0]?.price).toBe(Math.max(...prices));
    expect((await suite.api.get('/items/list?sort=cheapest')).status).toBe(400);
  });

  it('orders popular items by orders and trending ones by views', async () => {
    const popular = await suite.api.get<Item[]>('/items/popular/list/');
    expect(popular.status).toBe(200);
    expect(popular.body.results?.length).toBeGreaterThan(0);
    const trending = await suite.api.get<Item[]>('/items/most_viewed/list', {
      headers: { limit: '10000' },
    });
    const views = (trending.body.results ?? []).map((item) => item.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('shows an item and counts the view at once', async () => {
    const before = await suite.api.get<Item>('/item/details/2');
    // Anonymous answers are cached for up to 30 s (public-cache.test.ts); a fresh read shows
    // the view counted by the first call.
    invalidatePublicCache();
    const after = await suite.api.get<Item>('/item/details/2');
    expect(before.status).toBe(200);
    expect(after.body.results?.views).toBe((before.body.results?.views ?? 0) + 1);
  });

  it('404s for unknown, malformed or unpublished items', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await suite.api.get(`/item/details/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.success).toBe(false);
    }
    await suite.server.db.updateTable('items').set({ published: 0 }).where('id', '=', 3).execute();
    invalidatePublicCache(); // the write went around the API
    expect((await suite.api.get('/item/details/3')).status).toBe(404);
    const all = await suite.api.get<Item[]>('/items/list?limit=10000');
    expect(all.body.results?.some((item) => item.id === 3)).toBe(false);
    await suite.server.db.updateTable('items').set({ published: 1 }).where('id', '=', 3).execute();
    invalidatePublicCache();
  });

  it('lists similar items from the same category without the item itself', async () => {
    const item = (await suite.api.get<Item>('/item/details/5')).body.results;
    const similar = await suite.api.get<Item[]>('/items/similar/5');
    expect(similar.status).toBe(200);
    expect(similar.body.results?.length).toBeGreaterThan(0);
    for (const other of similar.body.results ?? []) {
      expect(other.id).not.toBe(5);
      expect(other.category_id).toBe(item?.category_id);
    }
    expect((await suite.api.get('/items/similar/999999')).status).toBe(404);
  });

  it('lists banners, service promises, branches, contacts and delivery zones in both languages', async () => {
    for (const path of [
      '/banner/list',
      '/feature/list',
      '/branches/list',
      '/app_contacts',
      '/app_settings/delivery_charges',
    ]) {
      const en = await suite.api.get<Record<string, unknown>[]>(path);
      const ar = await suite.api.get<Record<string, unknown>[]>(path, { lang: 'ar' });
      expect(en.status).toBe(200);
      expect(en.body.results?.length).toBeGreaterThan(0);
      expect(ar.body.results?.length).toBe(en.body.results?.length);
      expect(JSON.stringify(ar.body.results)).toMatch(/[\u0600-\u06FF]/);
    }
    const branches = await suite.api.get<{ lat: number; lng: number }[]>('/branches/list');
    expect(branches.body.results?.length).toBeGreaterThanOrEqual(3);
    for (const branch of branches.body.results ?? []) {
      // Dakahlia lies around 30.6-31.6 N, 31.1-32.0 E.
      expect(branch.lat).toBeGreaterThan(30.5);
      expect(branch.lat).toBeLessThan(31.7);
      expect(branch.lng).toBeGreaterThan(31);
      expect(branch.lng).toBeLessThan(32.1);
    }
    const contacts = await suite.api.get<{ type: string }[]>('/app_contacts');
    expect(contacts.body.results?.some((contact) => contact.type === 'whatsapp')).toBe(true);
    const zones = await suite.api.get<{ fee: number; min_order: number }[]>(
      '/app_settings/delivery_charges',
    );
    expect(zones.body.results?.length).toBeGreaterThanOrEqual(10);
  });

  it('answers unknown paths and wrong methods with the envelope', async () => {
    const unknown = await suite.api.get('/no/such/call');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: expect.any(String) });
    const wrongMethod = await suite.api.post('/category/list');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });
});
