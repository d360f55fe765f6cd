/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type NetworkFirstOptions,
  type RouteHandlerObject,
  type RuntimeCaching,
  type SerwistPlugin,
} from 'serwist';
import { BUILD_GONE, SHOP_CACHES } from '@/lib/pwa/cache-names';
import {
  catalogueKind,
  isPersonalPage,
  mayKeep,
  mayKeepPage,
  onSlowLine,
  pageOfDataPath,
  recentCopy,
  type Connection,
} from './request-kinds';

declare const self: ServiceWorkerGlobalScope;

/**
 * How long a page or its data may take before the kept copy is shown. Long enough for a
 * loaded machine's render (the browser tests run on two shared cores), short enough that a
 * dead connection does not look like a frozen shop.
 */
export const NETWORK_TIMEOUT_S = 4;

/**
 * On a slow line a recent kept copy is shown after this long: a fresh page there takes seconds
 * (slow 3G: 400 ms a round trip, 50 kB a second), so the wait is shorter than one round trip,
 * only long enough for a line that is faster than the browser's estimate to answer first. The
 * network's answer still replaces the kept copy, for the next visit, when it arrives.
 */
export const SLOW_LINE_TIMEOUT_S = 0.25;

/**
 * Network first, with the wait before the kept copy set by the line: 4 s on a good one, a
 * quarter of a second on a slow one where a copy from the last few hours is kept (shown then,
 * and refreshed in the background for next time); without one, the slow line waits 4 s too.
 * Offline, any kept copy shows, however old. A returning shopper's home page on slow 3G shows
 * in under a second (`npm run bench:offline`, docs/performance.md).
 */
function networkFirstByLine(options: NetworkFirstOptions & { cacheName: string }) {
  const good = new NetworkFirst({ ...options, networkTimeoutSeconds: NETWORK_TIMEOUT_S });
  const slow = new NetworkFirst({ ...options, networkTimeoutSeconds: SLOW_LINE_TIMEOUT_S });
  const connection = () => (self.navigator as Navigator & { connection?: Connection }).connection;
  const quick = async (request: Request) =>
    onSlowLine(connection()) &&
    recentCopy(await caches.match(request, { cacheName: options.cacheName }));
  const handler: RouteHandlerObject = {
    handle: async (params) => ((await quick(params.request)) ? slow : good).handle(params),
  };
  return handler;
}

const DAY_S = 24 * 60 * 60;

/** Keeps only what `mayKeep` allows (nothing private, no-store or failed). */
const onlyShareable: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(mayKeep(response) ? response : null),
};

/** Pages: this device's own copy, signed in or not (`mayKeepPage`). */
const ownCopy: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(mayKeepPage(response) ? response : null),
};

/**
 * A script or style of the page's build that the server no longer has (404): a deploy
 * happened while the page was open, and a part it loads late (a drawer, a dialog) is gone.
 * The page is told, and offers the new version (src/lib/pwa/register.ts), instead of a
 * button that silently does nothing.
 */
const tellPageItsBuildIsGone: SerwistPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    const clientId = 'clientId' in event ? (event as FetchEvent).clientId : '';
    if (response.status === 404 && clientId) {
      const client = await self.clients.get(clientId);
      client?.postMessage({ type: BUILD_GONE });
    }
    return response;
  },
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
      handler: networkFirstByLine({
        cacheName: SHOP_CACHES.pages,
        plugins: [ownCopy, limit(60, 14 * DAY_S)],
      }),
    },
    {
      // Client-side navigations' props; on failure Next loads the page itself (the rule above).
      matcher: ({ request, url, sameOrigin }) => {
        const page = sameOriginGet(request, sameOrigin) ? pageOfDataPath(url.pathname) : undefined;
        return page !== undefined && !isPersonalPage(page);
      },
      handler: networkFirstByLine({
        cacheName: SHOP_CACHES.data,
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
        plugins: [tellPageItsBuildIsGone, onlyShareable, limit(300, 60 * DAY_S)],
      }),
    },
  ];
}
