/**
 * The shop's caching, and the only module the rest of the server imports from this folder
 * (eslint.config.mjs enforces it; tests may reach inside). What lives here:
 * - public answers: anonymous answers of `cache: 'public'` routes, kept 30 s and served to
 *   HTTP and to server renders alike (public-cache.ts, keyed by public-cache-key.ts);
 * - shared pages: pages that are the same for every visitor (page-cache.ts, marked by
 *   share-page.ts from getServerSideProps), served by the front server before Next;
 * - their lifetime (cache-lifetime.ts: shorter while other instances' writes go unheard);
 * - "something changed": catalogueChanged() drops both in this process, and the cross-instance
 *   events (shared-events.ts) drop them in every instance sharing Redis;
 * - what serving an answer does besides answering (served.ts): a route's serve hook, run by
 *   served() for a fresh answer, a kept answer and a page copy alike (a product's view).
 * The Redis connection itself is shared state, not caching: src/server/shared-state/.
 */
export { cacheLifetime } from './cache-lifetime';
export { catalogueChanged } from './catalogue-changed';
export { shareCataloguePage, shareProductPage } from './share-page';
export {
  mayUsePublicCache,
  publicCacheGeneration,
  publicCacheHeaders,
  servePublicCache,
  storePublicAnswer,
  takePublicAnswer,
} from './public-cache';
export { onServe, served, type ServedAnswer } from './served';
export {
  hearingOtherInstances,
  onSharedEvent,
  publishSharedEvent,
  startSharedEvents,
} from './shared-events';
