import { VISITOR_CACHES } from './cache-names';

/**
 * Deletes the pages, page data and catalogue answers the worker kept (sign-out, before the
 * redirect). Pages are kept signed in too (this device's own copy, with the visitor's name in
 * the header: src/sw/request-kinds.ts, mayKeepPage), so a shared phone's next visitor must not
 * find them. Where the Cache API is missing, or a deletion fails, sign-out goes on.
 */
export async function clearVisitorCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(VISITOR_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
