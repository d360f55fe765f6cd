import type { IncomingMessage } from 'node:http';
import { headerValue } from './request-info';

/*
 * What the page cache (src/server/cache/page-cache.ts) asks of a request before it keeps or serves a page.
 */

/** Pages and their client-side data (/_next/data); API answers have their own cache. */
export function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '';
  if (url.startsWith('/api/') || url === '/api') return false;
  return !url.startsWith('/_next/') || url.startsWith('/_next/data/');
}

/**
 * Headers with which Next answers a page's URL differently (its client's data requests,
 * prefetches, routing hints): such an answer is never kept under the page's URL, whoever
 * sends them (the cache-poisoning shape of Next's past advisories).
 */
const ALTERING_HEADERS = ['x-nextjs-data', 'x-middleware-prefetch', 'x-now-route-matches', 'rsc'];

export function altersAnswer(req: IncomingMessage): boolean {
  // Next's client sends x-nextjs-data with every /_next/data request: that one is the norm there.
  const isData = (req.url ?? '').startsWith('/_next/data/');
  return ALTERING_HEADERS.some(
    (name) => req.headers[name] !== undefined && !(isData && name === 'x-nextjs-data'),
  );
}

export function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(headerValue(req, 'accept-encoding') ?? '');
}

/**
 * Whether a URL carries a query parameter the page does not read. Copies are kept per URL,
 * so `?x=1`, `?x=2`… would each be a render kept as a copy of its own, and one client could
 * push the hot pages out. Such a render is answered and not kept; the render budget bounds
 * how many a client may cause. (The copy of the URL without them is not served instead: the
 * page's router.query comes from the copy, and a component reading a parameter its page
 * forgot to name would lose it.)
 */
export function withUnreadParameters(url: string, read: readonly string[]): boolean {
  const at = url.indexOf('?');
  if (at === -1) return false;
  return url
    .slice(at + 1)
    .split('&')
    .some((segment) => {
      if (segment === '') return false;
      try {
        return !read.includes(
          decodeURIComponent((segment.split('=', 1)[0] ?? '').replace(/\+/g, ' ')),
        );
      } catch {
        return true;
      }
    });
}
