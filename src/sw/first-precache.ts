/// <reference lib="webworker" />
import type { Serwist } from 'serwist';

/**
 * The precache of a worker that replaces none (a visitor's first page): fetched after the
 * worker has taken the page, not during its install. An install that waits for the offline
 * pages and fonts holds the first page uncontrolled for that long, and the demo shops' mock
 * API (answered by this worker) with it; on a slow phone that is seconds of empty sections.
 * An update still precaches during install (shop-worker.ts): it waits for the visitor anyway.
 *
 * Serwist's own precaching stores only from an install event, hence this: the same cache and
 * keys (so matchPrecache finds them), each entry fetched once.
 */
export function firstPrecache(serwist: Serwist): () => Promise<void> {
  let warming: Promise<void> | undefined;
  const warm = async () => {
    const cache = await caches.open(serwist.precacheStrategy.cacheName);
    for (const [url, cacheKey] of serwist.getUrlsToPrecacheKeys()) {
      if (await cache.match(cacheKey)) continue;
      const answer = await fetch(url, { credentials: 'same-origin' });
      if (answer.ok) await cache.put(cacheKey, answer);
    }
  };
  return () => {
    warming ??= warm().catch(() => {
      // Offline or refused: the next page load tries again.
      warming = undefined;
    });
    return warming;
  };
}
