import { publicEnv } from '@/config/public-env';

let starting: Promise<void> | undefined;

/**
 * Resolves once the shop's worker (which carries MSW's, src/sw/msw-bridge.ts) controls this
 * page: MSW's own start resolves as soon as the worker answers its handshake, which an
 * installing worker already does, while only the controlling worker sees the page's requests.
 * On a first visit the worker is still precaching then, and the first mock calls would go to
 * the network.
 */
async function controlledByShopWorker(): Promise<void> {
  const { shopWorker } = await import('@/lib/pwa/register');
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

/**
 * Starts the MSW service worker that answers the mock paths (demo shops, dashboard), once
 * per page load. Only demo and dashboard pages call this: the real storefront never loads the
 * mock code or waits for it. Everything that is not a mock path goes to the network untouched.
 * Switched off (NEXT_PUBLIC_API_MOCKING=disabled), mock paths go to the network too.
 */
export function startMocking(): Promise<void> {
  if (!publicEnv.NEXT_PUBLIC_API_MOCKING) return Promise.resolve();
  starting ??= Promise.all([import('@mocks/browser'), controlledByShopWorker()])
    .then(([{ worker }]) =>
      worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        // The shop's own worker, which carries MSW's (src/sw/msw-bridge.ts): one worker for /.
        serviceWorker: { url: '/sw.js' },
      }),
    )
    .then(() => undefined)
    .catch((error: unknown) => {
      // Next time a demo page mounts, try again (a worker blocked once may register later).
      starting = undefined;
      throw error;
    });
  return starting;
}
