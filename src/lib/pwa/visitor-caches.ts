import { VISITOR_CACHES } from './cache-names';

/**
 * Deletes the pages, page data and catalogue answers the worker kept (sign-out, before the
 * redirect). The worker keeps only answers the server marked shareable, so nothing personal
 * should be there; this makes sure a shared phone's next visitor starts from the network all
 * the same. Where the Cache API is missing, or a deletion fails, sign-out goes on.
 */
export async function clearVisitorCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(VISITOR_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
