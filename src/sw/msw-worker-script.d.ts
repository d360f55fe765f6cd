/// <reference lib="webworker" />
/**
 * MSW's service worker script as a function (scripts/pwa/msw-worker-plugin.mjs): it runs with
 * the `self` and `addEventListener` it is given instead of the worker's own.
 */
declare module 'msw-worker-script' {
  /** What the script uses of its worker scope. */
  export interface MswScope {
    readonly clients: Clients;
    skipWaiting(): Promise<void>;
    readonly registration: { unregister(): Promise<boolean> };
  }
  export function installMswWorker(
    self: MswScope,
    addEventListener: (type: string, listener: (event: Event) => void) => void,
  ): void;
}
