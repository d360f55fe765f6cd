import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { now } from '@/server/clock';
import { log } from '@/server/log';
import { shopMetrics } from '@/server/metrics/shop-metrics';
import { processSingleton } from '@/server/process-singleton';
import { cacheLifetime } from './cache-lifetime';
import { PUBLIC_CACHE_CONTROL, PUBLIC_CACHE_TTL_MS, publicCacheGeneration } from './public-cache';
import { served, type ServedAnswer } from './served';
import {
  acceptsGzip,
  altersAnswer,
  isPageRequest,
  withUnreadParameters,
} from '@/server/http/page-request';
import { headerValue } from '@/server/http/request-info';

/**
 * Server-rendered pages that are the same for every visitor (the home page, a product, a
 * category or search result list, branches, contacts) are kept in memory for the public
 * cache's 30 s, like the catalogue's API answers: one render of the home page costs about
 * 300 ms of CPU, so without this a few dozen shoppers at once queue for seconds. The page
 * says it may be shared (sharePage in getServerSideProps, which also tells a CDN so through
 * Cache-Control); the front server (src/server/start-server.mjs) keeps what Next answered
 * and serves the copy, gzip-compressed once, until it expires or an order or a catalogue
 * write drops the public cache (the generation number, as for API answers).
 */
export const PAGE_CACHE_MAX_ENTRIES = 1_000;
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
export const PAGE_CACHE_MAX_BODY_BYTES = 1024 * 1024;

/** Response headers that describe one transfer, not the page: never replayed. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

interface PageEntry {
  body: Buffer;
  gzip: Buffer;
  headers: [string, string][];
  etag: string | undefined;
  createdAt: number;
  generation: number;
  /** The route answer the page shows: a copy served serves it again (served.ts). */
  shows: ServedAnswer | undefined;
}

export type PageCacheHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

interface PageCacheState {
  entries: Map<string, PageEntry>;
  bytes: number;
  /** What the front server calls, published on globalThis: it cannot import this module. */
  serve: PageCacheHandler;
  capture: PageCacheHandler;
}

/** Where getServerSideProps leaves the answer a shared page shows for the capture to pick up. */
const SHOWS = Symbol.for('dakahlia-poultry.page-cache.shows');
/** And the query parameters the page reads. */
const QUERY = Symbol.for('dakahlia-poultry.page-cache.query');

type WithShares = ServerResponse & { [SHOWS]?: ServedAnswer; [QUERY]?: readonly string[] };

let shared: PageCacheState | undefined;

/** One per process; looked up once per bundle, since every page request reads it. */
function state(): PageCacheState {
  shared ??= processSingleton<PageCacheState>('page-cache', () => ({
    entries: new Map(),
    bytes: 0,
    serve: servePage,
    capture: capturePage,
  }));
  return shared;
}

// Installed when the first shared page renders (its module imports this one).
state().serve = servePage;
state().capture = capturePage;

/**
 * For getServerSideProps of a page whose HTML and data are the same for every visitor:
 * shared caches (a CDN, and ours) may keep this answer for 30 s. Only a 200 without
 * Set-Cookie is ever kept, so a page that fails (503) or redirects is not. `shows` names the
 * route answer the page is (a product page is its item/details answer): every visit answered
 * from the copy serves that answer again, so the route's serve hook runs (a product's view
 * count), as it did for the render's own call. `query` names every query parameter the page
 * and its components read (its route's parameters too: Next's client repeats them in a
 * /_next/data URL's query); a render for a URL with any other is not kept
 * (withUnreadParameters).
 */
export function sharePage(
  res: ServerResponse,
  options: { shows?: ServedAnswer; query?: readonly string[] } = {},
): void {
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  (res as WithShares)[SHOWS] = options.shows;
  (res as WithShares)[QUERY] = options.query;
}

function isShareable(res: ServerResponse): boolean {
  if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return false;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return /\bpublic\b/.test(cacheControl) && /\bs-maxage=\d+/.test(cacheControl);
}

function remove(s: PageCacheState, key: string, entry: PageEntry): void {
  s.entries.delete(key);
  s.bytes -= entry.body.length + entry.gzip.length;
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Copies still compressing (pageCacheSettled). */
const compressing = new Set<Promise<void>>();

/**
 * The page as sent and gzip-compressed; Next compresses when the visitor accepts it. On
 * libuv's thread pool: compressing a page costs a millisecond or more of CPU, which on the
 * event loop would sit between two requests (3 % of a product render; docs/performance.md).
 */
async function bodies(encoding: string, sent: Buffer): Promise<{ body: Buffer; gzip: Buffer }> {
  if (encoding === 'gzip') return { body: await gunzipAsync(sent), gzip: sent };
  return { body: sent, gzip: await gzipAsync(sent) };
}

function store(key: string, res: ServerResponse, sent: Buffer, generation: number): void {
  if (!isShareable(res) || sent.length > PAGE_CACHE_MAX_BODY_BYTES) return;
  if (withUnreadParameters(key, (res as WithShares)[QUERY] ?? [])) return;
  // An order or a catalogue write while this page rendered: it may show the old stock.
  if (generation !== publicCacheGeneration()) return;
  const encoding = String(res.getHeader('content-encoding') ?? '').trim();
  if (encoding !== '' && encoding !== 'gzip') return;
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || TRANSFER_HEADERS.has(name)) continue;
    headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  const shows = (res as WithShares)[SHOWS];
  // A page that may be shared, rendered again: the lookup that missed.
  shopMetrics().cacheLookups.inc({ cache: 'page', result: 'miss' });
  const work = bodies(encoding, sent)
    .then((both) => {
      // Checked again: a write may have come while the page compressed.
      if (generation !== publicCacheGeneration()) return;
      if (both.body.length > PAGE_CACHE_MAX_BODY_BYTES) return;
      keep(key, {
        ...both,
        headers,
        etag: headers.find(([name]) => name === 'etag')?.[1],
        createdAt: now(),
        generation,
        shows,
      });
    })
    .catch((error: unknown) => {
      log.warn('page_cache.store_failed', { message: String(error) });
    })
    .finally(() => compressing.delete(work));
  compressing.add(work);
}

function keep(key: string, entry: PageEntry): void {
  const s = state();
  const previous = s.entries.get(key);
  if (previous) remove(s, key, previous);
  s.entries.set(key, entry);
  s.bytes += entry.body.length + entry.gzip.length;
  for (const [oldKey, oldEntry] of s.entries) {
    if (s.entries.size <= PAGE_CACHE_MAX_ENTRIES && s.bytes <= PAGE_CACHE_MAX_BYTES) break;
    remove(s, oldKey, oldEntry);
  }
}

/** For tests: resolves once every page being compressed is kept (or dropped). */
export async function pageCacheSettled(): Promise<void> {
  await Promise.all([...compressing]);
}

/**
 * Watches what Next writes for a page request and keeps it if the page was shared. Returns
 * false: the request still goes to Next.
 */
export function capturePage(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isPageRequest(req)) return false;
  if (altersAnswer(req)) return false;
  const key = req.url ?? '/';
  const generation = publicCacheGeneration();
  const chunks: Buffer[] = [];
  let size = 0;
  // Decided at the first byte, when Next has set the status and headers: a private page
  // (an account page, a redirect) is not copied at all.
  let shareable: boolean | undefined;
  const collect = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    shareable ??= isShareable(res);
    if (!shareable || size > PAGE_CACHE_MAX_BODY_BYTES) return;
    const buffer =
      typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  res.once('finish', () => {
    if (!shareable) return;
    try {
      store(key, res, Buffer.concat(chunks), generation);
    } catch (error) {
      log.warn('page_cache.store_failed', { message: String(error) });
    }
  });
  return false;
}

/** Answers a page request from the copy, or returns false and leaves `res` untouched. */
export function servePage(req: IncomingMessage, res: ServerResponse): boolean {
  const s = state();
  if (s.entries.size === 0 || !isPageRequest(req)) return false;
  const key = req.url ?? '/';
  const entry = s.entries.get(key);
  if (!entry) return false;
  const age = now() - entry.createdAt;
  if (
    age > cacheLifetime(PUBLIC_CACHE_TTL_MS) ||
    age < 0 ||
    entry.generation !== publicCacheGeneration()
  ) {
    remove(s, key, entry);
    return false;
  }
  s.entries.delete(key);
  s.entries.set(key, entry);

  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('Age', String(Math.floor(age / 1000)));
  res.setHeader('Vary', 'Accept-Encoding');
  if (entry.etag && headerValue(req, 'if-none-match') === entry.etag) {
    res.statusCode = 304;
    res.end();
  } else {
    const gzip = acceptsGzip(req);
    const body = gzip ? entry.gzip : entry.body;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = 200;
    res.end(body);
  }
  served(entry.shows);
  shopMetrics().cacheLookups.inc({ cache: 'page', result: 'hit' });
  return true;
}

/** For tests and diagnostics. */
export function pageCacheSize(): { entries: number; bytes: number } {
  const s = state();
  return { entries: s.entries.size, bytes: s.bytes };
}

/** For tests. */
export function clearPageCache(): void {
  const s = state();
  s.entries.clear();
  s.bytes = 0;
}
