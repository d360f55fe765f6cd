import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { setClockForTests } from '@/server/clock';
import {
  PAGE_CACHE_MAX_BODY_BYTES,
  capturePage,
  pageCacheSettled,
  clearPageCache,
  pageCacheSize,
  servePage,
  sharePage,
} from '@/server/cache/page-cache';
import {
  PUBLIC_CACHE_CONTROL,
  PUBLIC_CACHE_TTL_MS,
  invalidatePublicCache,
} from '@/server/cache/public-cache';
import { onServe, servedAnswer, type ServedAnswer } from '@/server/cache/served';

/** What the stand-in for Next renders for one request. */
type Render = (req: IncomingMessage, res: ServerResponse) => void;

let render: Render;
let renders = 0;
let base = '';
let server: http.Server;
let clock = 1_000_000;

const page = (text: string) => `<!DOCTYPE html><html><body>${text}</body></html>`;

/**
 * A shared page, as getServerSideProps marks it (reading `?page=`), written in two chunks as
 * Next streams.
 */
const sharedPage =
  (text: string, shows?: ServedAnswer): Render =>
  (_req, res) => {
    sharePage(res, { query: ['page'], ...(shows ? { shows } : {}) });
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', '"v1"');
    const html = page(text);
    res.write(html.slice(0, 10));
    res.end(html.slice(10));
  };

beforeAll(async () => {
  // The front server's order: a copy first, else Next (here `render`) with the capture on.
  server = http.createServer((req, res) => {
    if (servePage(req, res)) return;
    capturePage(req, res);
    renders += 1;
    render(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setClockForTests(() => clock);
});

afterAll(async () => {
  setClockForTests(undefined);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  clearPageCache();
  renders = 0;
  clock = 1_000_000;
  render = sharedPage('first');
});

/**
 * Each request returns once the server has kept its copy: pages compress off the event loop
 * (page-cache.ts), so the next request may otherwise come first.
 */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  const text = await response.text();
  await pageCacheSettled();
  return { response, text };
}

/** Node's fetch always accepts gzip; this asks for the page as is. */
function getRaw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            void pageCacheSettled().then(() =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          });
        })
        .on('error', reject);
    },
  );
}

describe('a page that says it may be shared', () => {
  it('is rendered once and then served from memory, to every visitor', async () => {
    const first = await get('/product/7');
    expect(first.text).toBe(page('first'));
    render = sharedPage('second');
    const second = await get('/product/7', { cookie: 'next-auth.session-token=abc' });
    expect(second.text).toBe(page('first'));
    expect(renders).toBe(1);
    expect(second.response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.response.headers.get('age')).toBe('0');
  });

  it('is kept per URL: another page, language or query is rendered on its own', async () => {
    await get('/product/7');
    await get('/ar/product/7');
    await get('/product/7?page=2');
    expect(renders).toBe(3);
    await get('/ar/product/7');
    expect(renders).toBe(3);
    expect(pageCacheSize().entries).toBe(3);
  });

  it('keeps no copy of a URL with parameters the page does not read: hot pages stay', async () => {
    await get('/product/7');
    for (let junk = 0; junk < 20; junk += 1) {
      expect((await get(`/product/7?x=${junk}`)).text).toBe(page('first'));
      await get(`/product/8?page=2&utm_source=${junk}`);
    }
    expect(renders).toBe(41);
    expect(pageCacheSize().entries).toBe(1);
    await get('/product/7');
    expect(renders).toBe(41);
  });

  it('is sent gzip-compressed to those who accept it, as is to the others', async () => {
    await getRaw('/');
    const zipped = await getRaw('/', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe(page('first'));
    const plain = await getRaw('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page('first'));
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(renders).toBe(1);
  });

  it('keeps a page Next sent compressed, and can send it uncompressed', async () => {
    render = (_req, res) => {
      sharePage(res);
      res.setHeader('Content-Encoding', 'gzip');
      res.end(gzipSync(page('zipped by Next')));
    };
    await getRaw('/', { 'accept-encoding': 'gzip' });
    const plain = await getRaw('/');
    expect(plain.body.toString()).toBe(page('zipped by Next'));
    expect(renders).toBe(1);
  });

  it('answers 304 to a visitor who has the same copy', async () => {
    await get('/');
    const again = await getRaw('/', { 'if-none-match': '"v1"' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves the answer the page shows again on every copy served (its route’s serve hook)', async () => {
    let views = 0;
    onServe('itemDetails', () => (views += 1));
    render = sharedPage('product', servedAnswer('itemDetails', { id: 9 }));
    await get('/product/9');
    await get('/product/9');
    await get('/product/9');
    expect(renders).toBe(1);
    expect(views).toBe(2);
  });

  it('is rendered afresh once the public cache time has passed', async () => {
    await get('/');
    clock += PUBLIC_CACHE_TTL_MS - 1;
    await get('/');
    expect(renders).toBe(1);
    clock += 2;
    render = sharedPage('later');
    expect((await get('/')).text).toBe(page('later'));
    expect(renders).toBe(2);
  });

  it('is dropped by an order or a catalogue write (the public cache is invalidated)', async () => {
    await get('/');
    invalidatePublicCache();
    render = sharedPage('after the order');
    expect((await get('/')).text).toBe(page('after the order'));
    expect(renders).toBe(2);
  });

  it('is not kept when a write happened while it rendered', async () => {
    render = (req, res) => {
      invalidatePublicCache();
      sharedPage('during a write')(req, res);
    };
    await get('/');
    await get('/');
    expect(renders).toBe(2);
  });
});

describe('what is never kept', () => {
  const cases: [string, Render][] = [
    [
      'a page that did not say it may be shared',
      (_req, res) => {
        res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        res.end(page('private'));
      },
    ],
    [
      'a failed render (503)',
      (req, res) => {
        res.statusCode = 503;
        sharedPage('failed')(req, res);
      },
    ],
    [
      'an answer that sets a cookie',
      (req, res) => {
        res.setHeader('Set-Cookie', 'a=b');
        sharedPage('cookie')(req, res);
      },
    ],
    [
      'a body over the size limit',
      (_req, res) => {
        sharePage(res);
        res.end('x'.repeat(PAGE_CACHE_MAX_BODY_BYTES + 1));
      },
    ],
  ];

  it.each(cases)('%s', async (_name, next) => {
    render = next;
    await get('/');
    await get('/');
    expect(renders).toBe(2);
    expect(pageCacheSize().entries).toBe(0);
  });

  it('API calls, static files and other methods', async () => {
    for (const path of ['/api/items/list', '/_next/static/chunk.js']) {
      await get(path);
      await get(path);
    }
    await fetch(`${base}/`, { method: 'POST', body: 'x' });
    await fetch(`${base}/`, { method: 'POST', body: 'x' });
    expect(renders).toBe(6);
    expect(pageCacheSize().entries).toBe(0);
  });

  it('an answer to a request with a header Next answers differently', async () => {
    await get('/', { 'x-now-route-matches': '1' });
    await get('/', { 'x-nextjs-data': '1' });
    expect(pageCacheSize().entries).toBe(0);
    await get('/');
    await get('/');
    expect(renders).toBe(3);
  });

  it('but the client-side data of a shared page is', async () => {
    // Next's client sends x-nextjs-data with each of them.
    await get('/_next/data/build/en/product/7.json', { 'x-nextjs-data': '1' });
    await get('/_next/data/build/en/product/7.json', { 'x-nextjs-data': '1' });
    expect(renders).toBe(1);
  });
});
