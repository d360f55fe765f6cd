import { afterEach, expect, it } from '@jest/globals';
import type { Item } from '@/contracts/catalog';
import type { Order } from '@/contracts/order';
import { setClockForTests } from '@/server/clock';
import {
  PUBLIC_CACHE_CONTROL,
  PUBLIC_CACHE_TTL_MS,
  invalidatePublicCache,
  publicCacheSize,
} from '@/server/cache/public-cache';
import type { ApiResponse } from './support/api-client';
import { createAddress, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem } from './support/orders';

const ZONE = 1;

describeApi('public catalogue cache', (suite) => {
  afterEach(() => {
    setClockForTests(undefined);
  });

  /** A write made straight in the database, which the cache cannot know about. */
  async function setPriceBehindTheCache(id: number, priceCents: number): Promise<void> {
    await suite.server.db
      .updateTable('items')
      .set({ price_cents: priceCents })
      .where('id', '=', id)
      .execute();
  }

  function expectPublic(response: ApiResponse, vary: string): void {
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get('vary')).toBe(vary);
  }

  it('marks anonymous catalogue answers public for shared caches, varying on token, session and language', async () => {
    // Signed-in answers carry favourites: they differ by token and by session cookie.
    expectPublic(await suite.api.get('/items/list?page=3'), 'Authorization, Cookie, lang, limit');
    expectPublic(await suite.api.get('/item/details/5'), 'Authorization, Cookie, lang');
    for (const path of [
      '/category/list',
      '/items/list/1',
      '/items/popular/list',
      '/items/most_viewed/list',
      '/items/similar/5',
      '/banner/list',
      '/feature/list',
      '/branches/list',
      '/app_contacts',
      '/app_settings/delivery_charges',
    ]) {
      const response = await suite.api.get(path);
      expect([path, response.headers.get('cache-control')]).toEqual([path, PUBLIC_CACHE_CONTROL]);
    }
    // Failures, search and personal calls stay private.
    const missing = await suite.api.get('/item/details/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await suite.api.get('/items/list?page=0')).headers.get('cache-control')).toBe(
      'no-store',
    );
    const search = await suite.api.post('/items/search', { search_criteria: 'chicken' });
    expect(search.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a repeated anonymous call from memory until invalidation or the TTL', async () => {
    const start = Date.now();
    setClockForTests(() => start);
    const first = await suite.api.get<Item>('/item/details/7');
    const list = await suite.api.get<Item[]>('/items/list?limit=100');
    const price = first.body.results?.price ?? 0;
    await setPriceBehindTheCache(7, 77_700);

    const again = await suite.api.get<Item>('/item/details/7');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('age')).toBe('0');
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(again.body.results?.price).toBe(price);
    const listAgain = await suite.api.get<Item[]>('/items/list?limit=100');
    expect(listAgain.body).toEqual(list.body);

    // The same call spelled differently is the same call; another page is another.
    const spelled = await suite.api.get<Item[]>('/items/list?page=1&limit=100');
    expect(spelled.body).toEqual(list.body);
    const other = await suite.api.get<Item[]>('/items/list?limit=6&page=2');
    expect(other.body.results?.find((item) => item.id === 7)?.price).toBe(777);

    setClockForTests(() => start + PUBLIC_CACHE_TTL_MS - 1000);
    const late = await suite.api.get<Item>('/item/details/7');
    expect(late.body.results?.price).toBe(price);
    expect(late.headers.get('age')).toBe(String(PUBLIC_CACHE_TTL_MS / 1000 - 1));

    setClockForTests(() => start + PUBLIC_CACHE_TTL_MS + 1);
    expect((await suite.api.get<Item>('/item/details/7')).body.results?.price).toBe(777);

    await setPriceBehindTheCache(7, 55_500);
    expect((await suite.api.get<Item>('/item/details/7')).body.results?.price).toBe(777);
    invalidatePublicCache();
    expect((await suite.api.get<Item>('/item/details/7')).body.results?.price).toBe(555);
  });

  it('keys on the limit header and the language: Arabic and English answers never mix', async () => {
    const en = await suite.api.get<Item>('/item/details/8', { lang: 'en' });
    const ar = await suite.api.get<Item>('/item/details/8', { lang: 'ar' });
    expect(en.body.results?.name).toMatch(/[A-Za-z]/);
    expect(ar.body.results?.name).toMatch(/[\u0600-\u06FF]/);
    for (let round = 0; round < 2; round += 1) {
      expect((await suite.api.get('/item/details/8', { lang: 'ar' })).body).toEqual(ar.body);
      expect((await suite.api.get('/item/details/8', { lang: 'en' })).body).toEqual(en.body);
      expect((await suite.api.get('/item/details/8')).body).toEqual(en.body);
    }
    const five = await suite.api.get<Item[]>('/items/list', { headers: { limit: '5' } });
    const twenty = await suite.api.get<Item[]>('/items/list');
    expect(five.body.results).toHaveLength(5);
    expect(twenty.body.results).toHaveLength(20);
    expect(
      (await suite.api.get<Item[]>('/items/list', { headers: { limit: '5' } })).body.results,
    ).toHaveLength(5);
  });

  it('keys on what the route reads: junk parameters share one entry, real ones do not', async () => {
    invalidatePublicCache();
    const hot = await suite.api.get<Item>('/item/details/3');
    const list = await suite.api.get<Item[]>('/items/list?sort=price_asc&limit=5');
    expect(publicCacheSize().entries).toBe(2);
    for (let junk = 0; junk < 40; junk += 1) {
      const variant = await suite.api.get<Item[]>(
        `/items/list?utm_source=${junk}&limit=5&x=${junk}&sort=price_asc`,
      );
      expect(variant.body).toEqual(list.body);
      expect(variant.headers.get('age')).not.toBeNull();
      await suite.api.get(`/item/details/3?nocache=${junk}`);
    }
    expect(publicCacheSize().entries).toBe(2);
    expect((await suite.api.get<Item>('/item/details/3')).body).toEqual(hot.body);
    // Real parameters still get their own answers.
    const cheapest = list.body.results?.map((item) => item.id);
    const dearest = await suite.api.get<Item[]>('/items/list?sort=price_desc&limit=5');
    expect(dearest.body.results?.map((item) => item.id)).not.toEqual(cheapest);
    const next = await suite.api.get<Item[]>('/items/list?sort=price_asc&limit=5&page=2');
    expect(next.body.results?.map((item) => item.id)).not.toEqual(cheapest);
    expect(publicCacheSize().entries).toBe(4);
  });

  it('never caches a signed-in answer: no-store, with the caller’s favourites', async () => {
    const customer = await registerCustomer(suite.api);
    const auth = { token: customer.token };
    const anonymous = await suite.api.get<Item>('/item/details/9');
    expect(anonymous.body.results?.is_favorite).toBeUndefined();
    expect((await suite.api.post('/user/fav_items/add', { item_id: 9 }, auth)).status).toBe(200);

    const mine = await suite.api.get<Item>('/item/details/9', auth);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.headers.get('vary')).toBeNull();
    expect(mine.body.results?.is_favorite).toBe(true);
    const list = await suite.api.get<Item[]>('/items/list?limit=100', auth);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.results?.find((item) => item.id === 9)?.is_favorite).toBe(true);
    // And the signed-in answer did not land in the anonymous cache.
    const anonymousAgain = await suite.api.get<Item>('/item/details/9');
    expect(anonymousAgain.body).toEqual(anonymous.body);

    // Calls whose answer ignores the token share the cache, but not with shared caches.
    const categories = await suite.api.get('/category/list');
    const signedIn = await suite.api.get('/category/list', auth);
    expect(signedIn.body).toEqual(categories.body);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  it('shows the stock an order leaves at once on the next anonymous call', async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    await stockItem(suite.server.db, 12, { stock: 40 });
    invalidatePublicCache();
    const before = await suite.api.get<Item>('/item/details/12');
    expect(before.body.results?.stock).toBe(40);
    expect((await suite.api.get<Item>('/item/details/12')).body.results?.stock).toBe(40);

    const customer = await registerCustomer(suite.api);
    const address = await createAddress(suite.api, customer.token, ZONE);
    const order = await suite.api.post<Order>(
      '/user/orders/add',
      { address_id: address.id, items: [{ item_id: 12, qty: 3 }] },
      { token: customer.token },
    );
    expect(order.status).toBe(200);

    const after = await suite.api.get<Item>('/item/details/12');
    expect(after.body.results?.stock).toBe(37);
    const listed = await suite.api.get<Item[]>('/items/list?limit=100');
    expect(listed.body.results?.find((item) => item.id === 12)?.stock).toBe(37);
  });
});
