import { processSingleton } from '@/server/process-singleton';
import { onSharedEvent, publishSharedEvent } from './shared-events';

/**
 * How a service or seed says "what the public catalogue shows has changed" (stock, order
 * counts, the catalogue itself) without importing the HTTP layer, which keeps the caches
 * (public-cache.ts; page-cache.ts reads its generation) and listens here.
 *
 * One registry per process (processSingleton): Next gives each bundle its own copy of these
 * modules, and an order placed through one route must drop what every bundle serves. A
 * listener is kept by name, so each bundle loading the cache replaces the last copy's
 * listener instead of adding one; every copy works on the same process-wide cache.
 */
function listeners(): Map<string, () => void> {
  return processSingleton<Map<string, () => void>>('catalogue-changed', () => new Map());
}

function runListeners(): void {
  for (const listener of listeners().values()) listener();
}

// Another instance's write (REDIS_URL: src/server/shared-state/shared-events.ts) drops what
// this one keeps as well; so does Redis coming back after messages may have been missed.
onSharedEvent('catalogue', 'catalogue-changed', runListeners);

/** For the caches: `listener` runs on every catalogueChanged() in this process. */
export function onCatalogueChanged(name: string, listener: () => void): void {
  listeners().set(name, listener);
}

/**
 * Call it after any committed write that public catalogue answers show. A cache not loaded
 * yet has nothing to drop, and no request has read under its generation. Every other
 * instance of the shop drops its copies too, when they share Redis.
 */
export function catalogueChanged(): void {
  runListeners();
  publishSharedEvent('catalogue');
}
