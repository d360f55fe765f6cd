/// <reference lib="webworker" />
import { SHOP_CACHES } from '@/lib/pwa/cache-names';
import { isPersonalPage, mayKeepPage } from './request-kinds';

/**
 * The page a visitor's first visit installed the worker from was loaded before the worker
 * existed, so the page rule (cache-rules.ts) never kept it: the next visit, or the same page
 * opened offline, would find nothing. At the page's idle moment (src/lib/pwa/register.ts sends
 * `keepPage` with its CACHE_URLS message) it is fetched once more, with the visitor's cookies,
 * and kept under its URL as a navigation would be. Personal pages never are, as by the rules.
 */
export async function keepFirstPage(pageUrl: unknown, workerOrigin: string): Promise<void> {
  if (typeof pageUrl !== 'string') return;
  const url = new URL(pageUrl);
  if (url.origin !== workerOrigin || isPersonalPage(url.pathname)) return;
  url.hash = '';
  const cache = await caches.open(SHOP_CACHES.pages);
  if (await cache.match(url.href)) return;
  const answer = await fetch(url.href, { credentials: 'same-origin', redirect: 'manual' });
  if (mayKeepPage(answer)) await cache.put(url.href, answer);
}

/** The page's own URL from its CACHE_URLS message, if it asked for it to be kept. */
export function pageToKeep(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('payload' in data)) return undefined;
  const payload = data.payload;
  return typeof payload === 'object' && payload !== null && 'keepPage' in payload
    ? payload.keepPage
    : undefined;
}
