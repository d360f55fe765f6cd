/// <reference lib="webworker" />
import { Serwist, type PrecacheEntry } from 'serwist';
import { shopRuntimeCaching } from './cache-rules';
import { keepFirstPage, pageToKeep } from './first-page';
import { firstPrecache } from './first-precache';
import { loadMsw } from './msw-bridge';
import { registerOrderSync } from './order-sync';
import { registerPush } from './push';
import { offlinePageFor } from './request-kinds';

/**
 * The shop's one service worker, at /sw.js with scope / (docs/adr/0022-installable-offline-shop.md):
 * pages and catalogue kept for a dead network (cache-rules.ts), the offline page, and MSW's
 * mock API for the demo shops and the dashboard's sample screens (msw-bridge.ts). Built by
 * `serwist build` (serwist.config.mjs), which fills in the precache list.
 */
declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

/** `npm run dev`'s worker keeps nothing: Turbopack's chunks change with every edit. */
const development = process.env.SHOP_WORKER_DEV === 'true';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits for the visitor's "Reload" (SKIP_WAITING, which Serwist listens for):
  // a page of the old build never runs beside a worker of the new one.
  skipWaiting: false,
  // The first visit's page is controlled at once: MSW answers only pages the worker controls.
  clientsClaim: true,
  navigationPreload: !development,
  runtimeCaching: development ? [] : shopRuntimeCaching(),
  disableDevLogs: true,
});

serwist.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const offline = await serwist.matchPrecache(offlinePageFor(new URL(request.url).pathname));
  return offline ?? Response.error();
});

const msw = loadMsw(self);
// Web push and its notification clicks (issue 40's public/push-sw.js, moved here).
registerPush(self);
// Orders kept offline, sent by Background Sync once the phone is back online (issue 41).
registerOrderSync(self);
const precacheAfterTakingOver = firstPrecache(serwist);
/** Whether this worker's install found no worker of the shop's to replace. */
let firstOfItsScope = false;

self.addEventListener('install', (event) => {
  const active = self.registration.active?.scriptURL;
  firstOfItsScope = !active || new URL(active).pathname !== '/sw.js';
  // The worker this one replaces is not the shop's (MSW's mockServiceWorker.js, before this
  // worker existed): nothing of the shop's depends on it, so take over at once.
  if (active && firstOfItsScope) void self.skipWaiting();
  // The first one precaches once it controls the page (first-precache.ts).
  if (!firstOfItsScope) void serwist.handleInstall(event);
});
self.addEventListener('activate', (event) => {
  void serwist.handleActivate(event);
});
self.addEventListener('fetch', (event) => {
  const answer = serwist.handleRequest({ request: event.request, event });
  if (answer) event.respondWith(answer);
  else msw.fetch(event);
});
self.addEventListener('message', (event) => {
  // A page that must be controlled to work (the demo shops' mocks) and is not: a reload that
  // bypassed the worker (src/lib/mocking/start-mocking.ts).
  if (isClaimRequest(event.data)) event.waitUntil(self.clients.claim());
  // At the page's idle moment (src/lib/pwa/register.ts): the scripts of the first page it
  // serves, and the first worker's precache (first-precache.ts), or what a stopped worker left.
  serwist.handleCache(event);
  if (isCacheRequest(event.data)) {
    // The page first: one request, and what the visitor's next visit opens.
    event.waitUntil(
      keepFirstPage(pageToKeep(event.data), self.location.origin)
        .catch(() => undefined)
        .then(precacheAfterTakingOver),
    );
  }
  msw.message(event);
});

function isMessage(data: unknown, type: string): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === type;
}

function isClaimRequest(data: unknown): boolean {
  return isMessage(data, 'CLAIM_CLIENTS');
}

function isCacheRequest(data: unknown): boolean {
  return isMessage(data, 'CACHE_URLS');
}
