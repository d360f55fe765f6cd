import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { Item } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import {
  capturePage,
  clearPageCache,
  pageCacheSettled,
  servePage,
} from '@/server/cache/page-cache';
import { invalidatePublicCache } from '@/server/cache/public-cache';
import { shareProductPage } from '@/server/cache/share-page';
import { registerInProcessApi } from '@/server/http/in-process-api';
import { flushViews } from '@/server/modules/catalog/view-counter';
import { describeApi } from './support/describe-api';

/** A product's views as the database holds them once the counted ones are written. */
describeApi('product view counts under caching', (suite) => {
  let pages: http.Server;
  let pagesBase = '';
  let renders = 0;
  /** Renders call item/details in process, as the shop's own renders do, instead of over HTTP. */
  let inProcess = false;

  /** What Next does for /product/:id: the real item/details call, then the page. */
  async function renderProduct(req: IncomingMessage, res: ServerResponse): Promise<void> {
    renders += 1;
    const id = Number((req.url ?? '').split('/').pop());
    const item = inProcess
      ? (await call('itemDetails', { params: { id } }, { locale: 'en' })).results
      : (await suite.api.get<Item>(`/item/details/${id}`)).body.results;
    shareProductPage(res, id);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!DOCTYPE html><html><body>${item?.name ?? ''}</body></html>`);
  }

  beforeAll(async () => {
    // The front server's order: a kept copy, else the render with the capture on.
    pages = http.createServer((req, res) => {
      if (servePage(req, res)) return;
      capturePage(req, res);
      void renderProduct(req, res);
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pagesBase = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => pages.close(resolve));
  });

  beforeEach(async () => {
    await flushViews();
    invalidatePublicCache();
    clearPageCache();
    renders = 0;
    inProcess = false;
  });

  async function storedViews(id: number): Promise<number> {
    const row = await suite.server.db
      .selectFrom('items')
      .select('views')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.views;
  }

  async function openPage(path: string): Promise<void> {
    const response = await fetch(`${pagesBase}${path}`);
    expect(response.status).toBe(200);
    await response.text();
    // The copy is kept once it has compressed (page-cache.ts).
    await pageCacheSettled();
  }

  it('grows by N for N item/details calls, the first fresh and the rest from the public cache', async () => {
    const before = await storedViews(5);
    const calls = [];
    for (let call = 0; call < 5; call += 1)
      calls.push(await suite.api.get<Item>('/item/details/5'));
    // Four of them were copies (they carry Age): their `views` shows the first call's count.
    expect(calls.filter((call) => call.headers.get('age') !== null)).toHaveLength(4);
    expect(calls.map((call) => call.body.results?.views)).toEqual(Array(5).fill(before + 1));

    await flushViews();
    expect(await storedViews(5)).toBe(before + 5);
    invalidatePublicCache();
    // An uncached read shows the stored count and its own view.
    expect((await suite.api.get<Item>('/item/details/5')).body.results?.views).toBe(before + 6);
  });

  it('grows by one for each open of a product page, rendered or copied from the page cache', async () => {
    const before = await storedViews(6);
    await openPage('/ar/product/6');
    await flushViews();
    // The render counts through its item/details call only: once, not twice.
    expect(await storedViews(6)).toBe(before + 1);

    for (let open = 0; open < 3; open += 1) await openPage('/ar/product/6');
    // Another language renders anew, its item/details answer a copy: one view all the same.
    await openPage('/en/product/6');
    await flushViews();
    expect(renders).toBe(2);
    expect(await storedViews(6)).toBe(before + 5);
  });

  it('counts a page rendered from a cached item/details answer once', async () => {
    const before = await storedViews(7);
    await suite.api.get('/item/details/7');
    await openPage('/product/7');
    await openPage('/product/7');
    await flushViews();
    expect(renders).toBe(1);
    expect(await storedViews(7)).toBe(before + 3);
  });

  it('counts each open once when the render calls in process: fresh, kept answer, page copy', async () => {
    registerInProcessApi();
    inProcess = true;
    const before = await storedViews(9);
    // A fresh in-process answer, then a page copy.
    await openPage('/product/9');
    await openPage('/product/9');
    // Another page, rendered from the public cache's in-process copy of the answer.
    await openPage('/ar/product/9');
    await flushViews();
    expect(renders).toBe(2);
    expect(await storedViews(9)).toBe(before + 3);
  });

  it('orders most_viewed by the counts once the cache is dropped', async () => {
    const list = async () =>
      (await suite.api.get<Item[]>('/items/most_viewed/list')).body.results ?? [];
    const [top, , third] = await list();
    if (!top || !third) throw new Error('the seed has fewer than three items');
    // Two views short of the top, behind the cache; then three views, mostly cached copies.
    await suite.server.db
      .updateTable('items')
      .set({ views: top.views - 2 })
      .where('id', '=', third.id)
      .execute();
    await suite.api.get(`/item/details/${third.id}`);
    await openPage(`/product/${third.id}`);
    await openPage(`/product/${third.id}`);
    await flushViews();
    invalidatePublicCache();
    const [first, second] = await list();
    expect([first?.id, first?.views]).toEqual([third.id, top.views + 1]);
    expect(second?.id).toBe(top.id);
  });

  it('keeps counted views when a write fails, for the next flush', async () => {
    const before = await storedViews(8);
    await suite.api.get('/item/details/8');
    await suite.api.get('/item/details/8');
    await sql`alter table items rename to items_away`.execute(suite.server.db);
    try {
      await flushViews();
    } finally {
      await sql`alter table items_away rename to items`.execute(suite.server.db);
    }
    await flushViews();
    expect(await storedViews(8)).toBe(before + 2);
  });
});
