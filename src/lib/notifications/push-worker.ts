/*
 * The registration push subscribes through: the shop's one service worker (/sw.js at /,
 * issue 41), never a worker of push's own. src/lib/pwa/register.ts registers it after load;
 * this waits for it (navigator.serviceWorker.ready) rather than importing that module, and
 * takes it only if it is the shop's.
 */

const WORKER_PATH = '/sw.js';
/** A page whose worker never comes (registration refused or turned off) stops waiting. */
const READY_MS = 10_000;

export async function pushWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, READY_MS, undefined);
  });
  const registration = await Promise.race([navigator.serviceWorker.ready, late]);
  clearTimeout(timer);
  const script = registration?.active?.scriptURL;
  return script && new URL(script).pathname === WORKER_PATH ? registration : undefined;
}
