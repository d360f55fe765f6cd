/// <reference lib="webworker" />
import { installMswWorker, type MswScope } from 'msw-worker-script';

/** The two of MSW's listeners the shop's worker keeps. */
export interface MswListeners {
  message: (event: ExtendableMessageEvent) => void;
  /** Called only for requests the shop's own rules did not take. */
  fetch: (event: FetchEvent) => void;
}

/**
 * The demo shops' and the dashboard's mock API inside the shop's worker: one worker holds the
 * scope `/` (docs/adr/0022-installable-offline-shop.md, "MSW"), so MSW's own worker script
 * runs here, with its listeners captured rather than added:
 * - `install` (skipWaiting) and `activate` (clients.claim) are dropped: the shop's worker
 *   waits on update (no stale shell), and its own activate claims the first visit's page;
 * - `message` and `fetch` are handed back for shop-worker.ts to call;
 * - the script unregisters its worker when the last mocking tab closes (CLIENT_CLOSED): that
 *   would take the shop's offline support with it, so its `unregister` does nothing.
 */
export function loadMsw(self: ServiceWorkerGlobalScope): MswListeners {
  const captured = new Map<string, (event: Event) => void>();
  const scope: MswScope = {
    clients: self.clients,
    skipWaiting: () => Promise.resolve(),
    registration: { unregister: () => Promise.resolve(false) },
  };
  installMswWorker(scope, (type, listener) => captured.set(type, listener));
  const listener = (type: 'message' | 'fetch') => (event: Event) => captured.get(type)?.(event);
  return { message: listener('message'), fetch: listener('fetch') };
}
