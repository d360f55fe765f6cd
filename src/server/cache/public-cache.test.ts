import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { catalogueChanged } from './catalogue-changed';
import { setClockForTests } from '@/server/clock';
import { flushLog } from '@/server/log';
import {
  PUBLIC_CACHE_CONTROL,
  PUBLIC_CACHE_MAX_BODY_BYTES,
  PUBLIC_CACHE_MAX_BYTES,
  PUBLIC_CACHE_MAX_ENTRIES,
  PUBLIC_CACHE_TTL_MS,
  invalidatePublicCache,
  mayUsePublicCache,
  publicCacheGeneration,
  publicCacheHeaders,
  publicCacheSize,
  servePublicCache,
  storePublicAnswer,
} from './public-cache';
import { onServe, servedAnswer, type ServedAnswer } from './served';

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { method, url, headers } as unknown as IncomingMessage;
}

interface Captured {
  res: ServerResponse;
  status: () => number;
  headers: Map<string, string>;
  body: () => string | undefined;
}

function response(): Captured {
  const headers = new Map<string, string>();
  let body: Buffer | undefined;
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), String(value));
    },
    end(chunk: Buffer) {
      body = chunk;
      res.headersSent = true;
    },
  };
  return {
    res: res as unknown as ServerResponse,
    status: () => res.statusCode,
    headers,
    body: () => body?.toString(),
  };
}

const VARY = 'Authorization, lang';

function store(
  url: string,
  body: string,
  options: { headers?: Record<string, string>; anyCaller?: boolean; served?: ServedAnswer } = {},
): void {
  storePublicAnswer(request(url, options.headers), {
    body: Buffer.from(body),
    generation: publicCacheGeneration(),
    vary: VARY,
    anyCaller: options.anyCaller ?? false,
    served: options.served,
  });
}

function serve(url: string, headers: Record<string, string> = {}): Captured | undefined {
  const captured = response();
  return servePublicCache(request(url, headers), captured.res) ? captured : undefined;
}

let clock = 1_000_000;
let stdout: jest.SpiedFunction<typeof process.stdout.write>;

beforeEach(() => {
  clock = 1_000_000;
  setClockForTests(() => clock);
  invalidatePublicCache();
  // The request log line goes to stdout; keep the test output clean.
  stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});

afterEach(() => {
  setClockForTests(undefined);
  // Lines still waiting for their batch go to the spy, not to the test output.
  flushLog();
  jest.restoreAllMocks();
});

describe('public cache', () => {
  it('misses on an empty cache and leaves the response alone', () => {
    const captured = response();
    expect(servePublicCache(request('/api/items/list'), captured.res)).toBe(false);
    expect(captured.headers.size).toBe(0);
    expect(captured.body()).toBeUndefined();
  });

  it('answers a stored request completely: status, body, cache headers, request id, log line', () => {
    store('/api/items/list?page=3', '{"page":3}');
    clock += 4_500;
    const hit = serve('/api/items/list?page=3', { 'x-request-id': 'req-1' });
    expect(hit?.status()).toBe(200);
    expect(hit?.body()).toBe('{"page":3}');
    expect(hit?.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(hit?.headers.get('content-length')).toBe('10');
    expect(hit?.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(hit?.headers.get('vary')).toBe(VARY);
    expect(hit?.headers.get('age')).toBe('4');
    expect(hit?.headers.get('x-request-id')).toBe('req-1');
    // Request lines go out in batches (log.ts): write the waiting ones, then read each line.
    flushLog();
    const lines = stdout.mock.calls
      .flatMap(([chunk]) => String(chunk).split('\n'))
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: 'http.request',
        request_id: 'req-1',
        method: 'GET',
        path: '/api/items/list',
        status: 200,
      }),
    );
  });

  it('keys on the parameters the route reads, the answer language and the limit header', () => {
    store('/api/items/list?page=3', 'en page 3');
    store('/api/items/list?page=3', 'ar page 3', { headers: { lang: 'ar' } });
    store('/api/items/list?page=3', 'limit 5', { headers: { limit: '5' } });
    expect(serve('/api/items/list?page=3')?.body()).toBe('en page 3');
    expect(serve('/api/items/list?page=3', { lang: 'en' })?.body()).toBe('en page 3');
    // Any other language is answered in English, so it shares the English entry.
    expect(serve('/api/items/list?page=3', { lang: 'fr' })?.body()).toBe('en page 3');
    expect(serve('/api/items/list?page=3', { lang: 'AR' })?.body()).toBe('ar page 3');
    expect(serve('/api/items/list?page=3', { limit: '5' })?.body()).toBe('limit 5');
    expect(serve('/api/items/list?page=4')).toBeUndefined();
    expect(serve('/api/items/list?page=3&sort=newest')).toBeUndefined();
    expect(serve('/api/items/list')).toBeUndefined();
  });

  it('drops parameters the route does not read from the key, and orders the rest', () => {
    store('/api/items/list?sort=newest&page=2', 'newest, page 2');
    expect(serve('/api/items/list?page=2&sort=newest')?.body()).toBe('newest, page 2');
    expect(serve('/api/items/list?utm_source=x&page=2&sort=newest&x=1')?.body()).toBe(
      'newest, page 2',
    );
    // The page and limit as the route reads them: the default page, the header or the query.
    store('/api/items/list', 'page 1');
    expect(serve('/api/items/list?page=1')?.body()).toBe('page 1');
    expect(serve('/api/items/list?page=01&x=1')?.body()).toBe('page 1');
    store('/api/items/list?limit=5', 'five');
    expect(serve('/api/items/list', { limit: '5' })?.body()).toBe('five');
    // A route without a query schema reads none of it; a list's real parameters still count.
    store('/api/item/details/5', 'item 5');
    expect(serve('/api/item/details/5?sort=newest&page=9')?.body()).toBe('item 5');
    expect(serve('/api/items/list?page=2&sort=price_asc')).toBeUndefined();
    // What the route refuses is neither kept nor served.
    store('/api/items/list?page=0', 'refused');
    expect(serve('/api/items/list?page=0')).toBeUndefined();
    expect(serve('/api/item/details/5?page=x')).toBeUndefined();
  });

  it('keeps one entry for any number of junk variants: a hot answer is not pushed out', () => {
    store('/api/item/details/5', 'hot item');
    for (let junk = 0; junk < PUBLIC_CACHE_MAX_ENTRIES + 10; junk += 1) {
      store(`/api/items/list?x=${junk}&page=2`, 'page 2');
    }
    expect(publicCacheSize().entries).toBe(2);
    expect(serve('/api/item/details/5')?.body()).toBe('hot item');
    expect(serve('/api/items/list?page=2&y=1')?.body()).toBe('page 2');
  });

  it('only serves GET', () => {
    store('/api/items/list', 'list');
    const captured = response();
    expect(servePublicCache(request('/api/items/list', {}, 'POST'), captured.res)).toBe(false);
    expect(servePublicCache(request('/api/items/list', {}, 'HEAD'), captured.res)).toBe(false);
  });

  it('never gives a token-bearing caller an answer that may carry favourites', () => {
    store('/api/items/list', 'anonymous list');
    expect(serve('/api/items/list', { authorization: 'Bearer abc' })).toBeUndefined();
    const anonymousRequest = request('/api/items/list');
    const signedIn = request('/api/items/list', { authorization: 'Bearer abc' });
    expect(mayUsePublicCache(anonymousRequest, 'optional')).toBe(true);
    expect(mayUsePublicCache(signedIn, 'optional')).toBe(false);
    expect(publicCacheHeaders(signedIn, VARY)).toEqual({ cacheControl: 'no-store' });
    expect(publicCacheHeaders(anonymousRequest, VARY)).toEqual({
      cacheControl: PUBLIC_CACHE_CONTROL,
      vary: VARY,
    });
  });

  it('shares answers that ignore the token, but tells shared caches not to keep them', () => {
    store('/api/category/list', 'categories', { anyCaller: true });
    expect(mayUsePublicCache(request('/api/category/list', { authorization: 'x' }), 'none')).toBe(
      true,
    );
    const hit = serve('/api/category/list', { authorization: 'Bearer abc' });
    expect(hit?.body()).toBe('categories');
    expect(hit?.headers.get('cache-control')).toBe('no-store');
    expect(hit?.headers.has('vary')).toBe(false);
    expect(hit?.headers.has('age')).toBe(false);
  });

  it('expires an answer after the TTL', () => {
    store('/api/banner/list', 'banners');
    clock += PUBLIC_CACHE_TTL_MS;
    expect(serve('/api/banner/list')?.body()).toBe('banners');
    clock += 1;
    expect(serve('/api/banner/list')).toBeUndefined();
    expect(publicCacheSize().entries).toBe(0);
  });

  it('drops everything when the catalogue changes, and refuses an answer read before it', () => {
    store('/api/item/details/5', 'stock 10');
    store('/api/items/list', 'list');
    const before = publicCacheGeneration();
    // What services call (they never import this module).
    catalogueChanged();
    expect(publicCacheGeneration()).toBe(before + 1);
    expect(serve('/api/item/details/5')).toBeUndefined();
    expect(serve('/api/items/list')).toBeUndefined();
    expect(publicCacheSize()).toEqual({ entries: 0, bytes: 0 });
    // A request that read stock 10 before the order, finishing after it.
    storePublicAnswer(request('/api/item/details/5'), {
      body: Buffer.from('stock 10'),
      generation: before,
      vary: VARY,
      anyCaller: false,
    });
    expect(serve('/api/item/details/5')).toBeUndefined();
  });

  it('runs the route serve hook on every hit, and a failing hook does not spoil the answer', () => {
    const hook = jest.fn((params: unknown) => {
      if ((params as { id: number }).id === 6) throw new Error('view counter down');
    });
    onServe('itemDetails', hook);
    store('/api/item/details/5', 'item 5', { served: servedAnswer('itemDetails', { id: 5 }) });
    serve('/api/item/details/5');
    serve('/api/item/details/5');
    expect(hook.mock.calls).toEqual([[{ id: 5 }], [{ id: 5 }]]);
    store('/api/item/details/6', 'item 6', { served: servedAnswer('itemDetails', { id: 6 }) });
    expect(serve('/api/item/details/6')?.body()).toBe('item 6');
    expect(hook).toHaveBeenCalledTimes(3);
  });

  it('keeps at most the entry bound, dropping the least recently used', () => {
    for (let index = 1; index <= PUBLIC_CACHE_MAX_ENTRIES; index += 1) {
      store(`/api/item/details/${index}`, `item ${index}`);
    }
    // Item 1 is used again, so item 2 is now the least recently used.
    expect(serve('/api/item/details/1')?.body()).toBe('item 1');
    const newest = `/api/item/details/${PUBLIC_CACHE_MAX_ENTRIES + 1}`;
    store(newest, 'new');
    expect(publicCacheSize().entries).toBe(PUBLIC_CACHE_MAX_ENTRIES);
    expect(serve('/api/item/details/2')).toBeUndefined();
    expect(serve('/api/item/details/1')?.body()).toBe('item 1');
    expect(serve('/api/item/details/3')?.body()).toBe('item 3');
    expect(serve(newest)?.body()).toBe('new');
  });

  it('keeps at most the byte bound, and never a body over the size limit', () => {
    const big = 'x'.repeat(PUBLIC_CACHE_MAX_BODY_BYTES);
    const fit = Math.floor(PUBLIC_CACHE_MAX_BYTES / big.length);
    for (let index = 1; index <= fit + 1; index += 1) store(`/api/items/list?page=${index}`, big);
    expect(publicCacheSize().entries).toBe(fit);
    expect(publicCacheSize().bytes).toBeLessThanOrEqual(PUBLIC_CACHE_MAX_BYTES);
    expect(serve('/api/items/list?page=1')).toBeUndefined();
    expect(serve(`/api/items/list?page=${fit + 1}`)?.body()).toHaveLength(big.length);

    invalidatePublicCache();
    store('/api/items/list?limit=10000', `${big}x`);
    expect(publicCacheSize().entries).toBe(0);
    expect(serve('/api/items/list?limit=10000')).toBeUndefined();
  });

  it('puts its serve function on globalThis for the server in front of Next', () => {
    const holder = globalThis as unknown as Record<symbol, { serve?: unknown } | undefined>;
    expect(holder[Symbol.for('dakahlia-poultry.public-cache')]?.serve).toBe(servePublicCache);
  });
});
