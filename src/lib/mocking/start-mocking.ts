import { publicEnv } from '@/config/public-env';

let starting: Promise<void> | undefined;

/**
 * Starts the MSW service worker that answers the mock paths (demo shops, dashboard), once
 * per page load. Only demo and dashboard pages call this: the real storefront never loads the
 * mock code or waits for it. Everything that is not a mock path goes to the network untouched.
 * Switched off (NEXT_PUBLIC_API_MOCKING=disabled), mock paths go to the network too.
 */
export function startMocking(): Promise<void> {
  if (!publicEnv.NEXT_PUBLIC_API_MOCKING) return Promise.resolve();
  starting ??= import('./browser-mocking')
    .then(({ startBrowserMocking }) => startBrowserMocking())
    .catch((error: unknown) => {
      // Next time a demo page mounts, try again (a worker blocked once may register later).
      starting = undefined;
      throw error;
    });
  return starting;
}
