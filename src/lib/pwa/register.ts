import { afterLoad } from '@/lib/browser/after-load';
import { createExternalStore } from '@/lib/external-store';
import { BUILD_GONE } from './cache-names';

/*
 * The page's side of the shop's one service worker (/sw.js, scope /; src/sw/shop-worker.ts).
 * Loaded with import() after the page's `load` and an idle moment (src/shell/after-load-slot.tsx),
 * so no page pays for it in its first-load JavaScript. Push and background sync reach the
 * worker through shopWorker(), never by registering a worker of their own.
 */

const WORKER_URL = '/sw.js';
/** Before this worker, push had a worker of its own at this scope (public/push-sw.js). */
const OLD_PUSH_SCOPE = '/push/';

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registers the shop's worker once per page; resolves with its registration, or undefined
 * where service workers are unavailable (old browsers, some private windows) or refused.
 */
export function registerShopWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return Promise.resolve(undefined);
  registering ??= navigator.serviceWorker
    .register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      watchForUpdates(registration);
      watchForGoneBuild(registration);
      void retireOldPushWorker();
      void keepForOffline(!navigator.serviceWorker.controller);
      return registration;
    })
    .catch(() => undefined);
  return registering;
}

/**
 * The shop's worker once it is active (push subscriptions and background sync need an active
 * one); registers it first if the page has not yet. Undefined where unsupported or refused.
 */
export async function shopWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await registerShopWorker();
  return registration ? navigator.serviceWorker.ready : undefined;
}

/**
 * Asks the worker, at an idle moment, to fill what the offline page needs (its precache; see
 * src/sw/first-precache.ts) and, on the first page it serves, to keep that page's scripts: it
 * was loaded before the worker existed, so the scripts every page shares (which the offline
 * page needs too) are not in the worker's cache. They come from the browser's HTTP cache.
 * That page itself is kept too (src/sw/first-page.ts): the next visit may find it.
 * Serwist's CACHE_URLS message; the worker skips what it already has.
 */
async function keepForOffline(firstPage: boolean): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  // The worker's own downloads never compete with the page's.
  await afterLoad();
  const urlsToCache = firstPage
    ? performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${window.location.origin}/_next/static/`))
    : [];
  // The first page itself too: it came before the worker, so no rule kept it (src/sw/first-page.ts).
  const keepPage = firstPage ? window.location.href : undefined;
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache, keepPage } });
}

/**
 * The old push worker goes once it holds no subscription; one that does is moved by the push
 * feature (which resubscribes through shopWorker()), so nobody stops getting their pushes.
 */
async function retireOldPushWorker(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  for (const registration of registrations) {
    if (!new URL(registration.scope).pathname.startsWith(OLD_PUSH_SCOPE)) continue;
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) await registration.unregister();
    // A live one is moved through this worker, without a prompt (push-migration.ts).
    else void import('@/lib/notifications/browser-push').then((m) => m.movePushToShopWorker());
  }
}

/**
 * Whether a new version of the shop is there for the visitor's "Reload": its worker installed
 * and waiting, or the server already on it (watchForGoneBuild).
 */
export const updateWaiting = createExternalStore(() => false);

/**
 * A deploy while this page was open: a script the page loads late (a drawer, a dialog) is no
 * longer on the server, and the worker says so (src/sw/cache-rules.ts). The new version is
 * offered at once, whether or not its worker has installed yet (applyUpdate reloads either
 * way), and its worker is asked for.
 */
function watchForGoneBuild(registration: ServiceWorkerRegistration): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data !== 'object' || data === null || !('type' in data)) return;
    if (data.type !== BUILD_GONE) return;
    updateWaiting.set(true);
    void registration.update().catch(() => undefined);
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // A waiting worker only counts as an update when a worker already controls the page (the
  // very first install activates at once).
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller) updateWaiting.set(true);
  };
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') check();
    });
  check();
  // The browser checks for a new worker on every page load, often before this runs.
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/**
 * The visitor chose "Reload": the waiting worker takes over and the page reloads once it
 * controls it, so page and worker are of the same build.
 */
export async function applyUpdate(): Promise<void> {
  const registration = await registerShopWorker();
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** Asks the server whether a new worker exists (client-side navigations do not). */
export function checkForUpdate(): void {
  void registerShopWorker().then((registration) => registration?.update().catch(() => undefined));
}
