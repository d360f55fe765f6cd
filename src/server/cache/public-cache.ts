import type { IncomingMessage, ServerResponse } from 'node:http';
import { onCatalogueChanged } from './catalogue-changed';
import { now } from '@/server/clock';
import { shopMetrics } from '@/server/metrics/shop-metrics';
import { processSingleton } from '@/server/process-singleton';
import { cacheLifetime } from './cache-lifetime';
import { hasCredentials } from '@/server/http/caller-credentials';
import { publicCacheKey } from './public-cache-key';
import { served, type ServedAnswer } from './served';
import { requestId, type RequestHead } from '@/server/http/request-info';
import { logRequest } from '@/server/http/request-log';
import { writeJson, type CacheHeaders } from '@/server/http/respond';

/**
 * How long an answer is served from memory. Writes made through this process, and through
 * any instance sharing its Redis, drop the cache at once (catalogue-changed.ts);
 * this bounds the staleness of writes it never hears: `npm run db:seed` from a shell, another
 * instance's without Redis (1 s while Redis is away: cache-lifetime.ts), and view
 * counts, which are not worth a drop (item/details shows its `views` up to this much behind
 * while every view still counts). Same as SEARCH_INDEX_TTL_MS.
 */
export const PUBLIC_CACHE_TTL_MS = 30_000;
export const PUBLIC_CACHE_MAX_ENTRIES = 2_000;
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** items/list?limit=10000 is about 10 MB: rare, and it would push out a thousand pages. */
export const PUBLIC_CACHE_MAX_BODY_BYTES = 1024 * 1024;

/**
 * For shared caches (a CDN or proxy) in front of the shop: fresh for 1 s, then served stale
 * for at most 1 s more while one request revalidates. A staff change (a price, stock, a zone)
 * must show on every page and answer within 2 s (docs/adr/0011), and a shared cache cannot
 * hear catalogueChanged(); at one request per second per URL and edge it still takes a burst
 * off the shop. Our own copies are dropped at once on a write, so they keep 30 s. Browsers
 * (max-age=0) always ask, so a shopper's own order shows its stock at once.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

interface Entry {
  body: Buffer;
  createdAt: number;
  /** The Vary header it was answered with. */
  vary: string;
  /** Whether a caller with a token may have it too (routes whose answer ignores the token). */
  anyCaller: boolean;
  /** The answer as served: serving the copy runs the route's serve hook (served.ts). */
  served: ServedAnswer | undefined;
}

export type PublicCacheServe = (req: IncomingMessage, res: ServerResponse) => boolean;

interface State {
  /** In least recently used order: a hit moves its entry to the end. */
  entries: Map<string, Entry>;
  bytes: number;
  generation: number;
  /** For a server in front of Next (src/server/start-server.mjs), which cannot import us. */
  serve: PublicCacheServe;
}

let shared: State | undefined;

/**
 * One per process (processSingleton): an order placed through any route drops it all. Looked
 * up once per bundle, since every API request reads it.
 */
function state(): State {
  shared ??= processSingleton<State>('public-cache', () => ({
    entries: new Map(),
    bytes: 0,
    generation: 0,
    serve: servePublicCache,
  }));
  return shared;
}

// Installed at load: the front server's fast path starts working with the first API call.
state().serve = servePublicCache;
// Before any request can take a generation, so no write after it goes unseen.
onCatalogueChanged('public-cache', invalidatePublicCache);

function remove(s: State, key: string, entry: Entry): void {
  s.entries.delete(key);
  s.bytes -= entry.body.length;
}

/** Whether this request may be answered from, and stored in, the cache. */
export function mayUsePublicCache(req: RequestHead, auth: 'none' | 'optional'): boolean {
  // With a token or session cookie an optional-auth answer carries the caller's favourites.
  return req.method === 'GET' && (auth === 'none' || !hasCredentials(req));
}

/** Shared caches may keep an answer only when no token or session came with it. */
export function publicCacheHeaders(req: IncomingMessage, vary: string): CacheHeaders {
  return hasCredentials(req)
    ? { cacheControl: 'no-store' }
    : { cacheControl: PUBLIC_CACHE_CONTROL, vary };
}

/** Taken before the route reads the database; storePublicAnswer refuses an older one. */
export function publicCacheGeneration(): number {
  return state().generation;
}

/**
 * Keeps a 200 answer for requests the route reads alike. An answer read before the last invalidation
 * (`generation` is older) is dropped: it may show the stock from before an order.
 */
export function storePublicAnswer(
  req: RequestHead,
  answer: {
    body: Buffer;
    generation: number;
    vary: string;
    anyCaller: boolean;
    served?: ServedAnswer;
  },
): void {
  const s = state();
  if (answer.generation !== s.generation) return;
  if (answer.body.length > PUBLIC_CACHE_MAX_BODY_BYTES) return;
  // What the route reads of the request (public-cache-key.ts), not the URL as sent.
  const key = publicCacheKey(req);
  if (key === undefined) return;
  // Made again and now kept: the lookup that missed.
  shopMetrics().cacheLookups.inc({ cache: 'api', result: 'miss' });
  const previous = s.entries.get(key);
  if (previous) remove(s, key, previous);
  s.entries.set(key, {
    body: answer.body,
    createdAt: now(),
    vary: answer.vary,
    anyCaller: answer.anyCaller,
    served: answer.served,
  });
  s.bytes += answer.body.length;
  for (const [oldKey, oldEntry] of s.entries) {
    if (s.entries.size <= PUBLIC_CACHE_MAX_ENTRIES && s.bytes <= PUBLIC_CACHE_MAX_BYTES) break;
    remove(s, oldKey, oldEntry);
  }
}

/**
 * A fresh kept answer for this request (moved to the most recently used end), or undefined.
 * Taking it serves it: the route's serve hook runs (item/details counts a view), for HTTP
 * (servePublicCache) and server renders (in-process-api.ts) alike. `id` names the request in
 * the log; without it, the request's X-Request-Id or a new one (returned with the answer).
 */
export function takePublicAnswer(
  req: RequestHead,
  id?: string,
): { body: Buffer; vary: string; age: number; requestId: string; route?: string } | undefined {
  const entry = findPublicAnswer(req);
  if (!entry) return undefined;
  const answeredAs = id ?? requestId(req);
  served(entry.served, answeredAs);
  shopMetrics().cacheLookups.inc({ cache: 'api', result: 'hit' });
  return {
    body: entry.body,
    vary: entry.vary,
    age: entry.age,
    requestId: answeredAs,
    route: entry.served?.route,
  };
}

function findPublicAnswer(
  req: RequestHead,
): { body: Buffer; vary: string; age: number; served: ServedAnswer | undefined } | undefined {
  const s = state();
  if (s.entries.size === 0 || req.method !== 'GET') return undefined;
  const key = publicCacheKey(req);
  const entry = key === undefined ? undefined : s.entries.get(key);
  if (key === undefined || !entry) return undefined;
  if (hasCredentials(req) && !entry.anyCaller) return undefined;
  const age = now() - entry.createdAt;
  if (age > cacheLifetime(PUBLIC_CACHE_TTL_MS) || age < 0) {
    remove(s, key, entry);
    return undefined;
  }
  s.entries.delete(key);
  s.entries.set(key, entry);
  return { body: entry.body, vary: entry.vary, age, served: entry.served };
}

/**
 * Answers a request from the cache completely, as the route would have (status, headers,
 * body, X-Request-Id, the request log line, the route's serve hook), or returns false and
 * leaves `res` untouched.
 */
export function servePublicCache(req: IncomingMessage, res: ServerResponse): boolean {
  const started = performance.now();
  const entry = takePublicAnswer(req);
  if (!entry) return false;
  const id = entry.requestId;
  res.setHeader('X-Request-Id', id);
  writeJson(
    res,
    200,
    entry.body,
    hasCredentials(req)
      ? { cacheControl: 'no-store' }
      : // Age tells a shared cache how much of its s-maxage this answer has already used.
        { cacheControl: PUBLIC_CACHE_CONTROL, vary: entry.vary, age: Math.floor(entry.age / 1000) },
  );
  logRequest(req, res, { requestId: id, started, route: entry.route });
  return true;
}

/**
 * Drops every answer; runs on catalogueChanged(), which services call after any write that
 * public catalogue answers show: orders (stock, order counts), seeding, catalogue edits.
 * Requests already reading the database cannot store what they read (their generation is
 * older), nor can pages rendering (page-cache.ts reads the same generation).
 */
export function invalidatePublicCache(): void {
  const s = state();
  s.generation += 1;
  s.entries.clear();
  s.bytes = 0;
}

/** For tests and diagnostics. */
export function publicCacheSize(): { entries: number; bytes: number } {
  const s = state();
  return { entries: s.entries.size, bytes: s.bytes };
}
