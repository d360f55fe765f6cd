/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type RuntimeCaching,
  type SerwistPlugin,
} from 'serwist';
import { SHOP_CACHES } from '@/lib/pwa/cache-names';
import {
  catalogueKind,
  isPersonalPage,
  mayKeep,
  mayKeepPage,
  pageOfDataPath,
} from './request-kinds';

/**
 * How long a page or its data may take before the kept copy is shown. Long enough for a
 * loaded machine's render (the browser tests run on two shared cores), short enough that a
 * dead connection does not look like a frozen shop.
 */
export const NETWORK_TIMEOUT_S = 4;

const DAY_S = 24 * 60 * 60;

/** Keeps only what `mayKeep` allows (nothing private, no-store or failed). */
const onlyShareable: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(mayKeep(response) ? response : null),
};

/** Pages: this device's own copy, signed in or not (`mayKeepPage`). */
const ownCopy: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(mayKeepPage(response) ? response : null),
};

const limit = (maxEntries: number, maxAgeSeconds: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });

const sameOriginGet = (request: Request, sameOrigin: boolean) =>
  sameOrigin && request.method === 'GET';

/**
 * In order, the first that matches answers; a request none matches goes to the network (and
 * to MSW's listener, for the demo pages' mock paths). A route that fails with nothing kept
 * falls to the worker's catch handler: the offline page for navigations.
 */
export function shopRuntimeCaching(): RuntimeCaching[] {
  return [
    {
      // A visitor's own pages: always asked of the network, never kept.
      matcher: ({ request, url }) => request.mode === 'navigate' && isPersonalPage(url.pathname),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: SHOP_CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_S,
        plugins: [ownCopy, limit(60, 14 * DAY_S)],
      }),
    },
    {
      // Client-side navigations' props; on failure Next loads the page itself (the rule above).
      matcher: ({ request, url, sameOrigin }) => {
        const page = sameOriginGet(request, sameOrigin) ? pageOfDataPath(url.pathname) : undefined;
        return page !== undefined && !isPersonalPage(page);
      },
      handler: new NetworkFirst({
        cacheName: SHOP_CACHES.data,
        networkTimeoutSeconds: NETWORK_TIMEOUT_S,
        plugins: [onlyShareable, limit(60, 14 * DAY_S)],
      }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOriginGet(request, sameOrigin) && catalogueKind(url.pathname) === 'shared',
      handler: new StaleWhileRevalidate({
        cacheName: SHOP_CACHES.catalogue,
        plugins: [onlyShareable, limit(80, DAY_S)],
      }),
    },
    {
      // Signed in, these answers mark the visitor's favourites: the fresh one while online.
      matcher: ({ request, url, sameOrigin }) =>
        sameOriginGet(request, sameOrigin) && catalogueKind(url.pathname) === 'maybe-personal',
      handler: new NetworkFirst({
        cacheName: SHOP_CACHES.catalogue,
        networkTimeoutSeconds: NETWORK_TIMEOUT_S,
        plugins: [onlyShareable, limit(80, DAY_S)],
      }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOriginGet(request, sameOrigin) &&
        (url.pathname === '/_next/image' || url.pathname.startsWith('/images/')),
      handler: new CacheFirst({
        cacheName: SHOP_CACHES.pictures,
        plugins: [onlyShareable, limit(150, 30 * DAY_S)],
      }),
    },
    {
      // Content-hashed and immutable. Kept across worker updates (only the precache is
      // renewed), so a page of the previous build can still load the chunks it used.
      matcher: ({ request, url, sameOrigin }) =>
        sameOriginGet(request, sameOrigin) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: SHOP_CACHES.static,
        plugins: [onlyShareable, limit(300, 60 * DAY_S)],
      }),
    },
  ];
}
