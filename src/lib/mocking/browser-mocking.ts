import { worker } from '@mocks/browser';
import { shopWorker } from '@/lib/pwa/register';

/*
 * The browser's side of the mocks, as one chunk: MSW's worker client and the shop worker's
 * registration, which it needs first. start-mocking.ts imports this alone (each import()
 * target is a chunk, and each chunk an entry in every page's webpack runtime).
 */

/**
 * Resolves once the shop's worker (which carries MSW's, src/sw/msw-bridge.ts) controls this
 * page: MSW's own start resolves as soon as the worker answers its handshake, which an
 * installing worker already does, while only the controlling worker sees the page's requests.
 * On a first visit the worker is still precaching then, and the first mock calls would go to
 * the network.
 */
async function controlledByShopWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  const controlled = new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  const registration = await shopWorker();
  if (!registration) throw new Error('service workers are unavailable');
  if (container.controller) return;
  // Active but not in control (a reload that bypassed the worker): ask it to take the page.
  registration.active?.postMessage({ type: 'CLAIM_CLIENTS' });
  await controlled;
}

/** MSW started through the shop's worker, once that worker controls the page. */
export async function startBrowserMocking(): Promise<void> {
  await controlledByShopWorker();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // The shop's own worker, which carries MSW's (src/sw/msw-bridge.ts): one worker for /.
    serviceWorker: { url: '/sw.js' },
  });
}
