// A simulated slow 3G line for one browser context, through the DevTools protocol (the same
// Network.emulateNetworkConditions call as DevTools' and Lighthouse's "devtools" throttling).
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/** Slow 3G as the issue states it: 400 kbit/s each way, 400 ms round trip. */
export const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
} as const;

/** Throttles a page's own requests (the navigation's, and those the worker does not answer). */
export async function throttlePage(context: BrowserContext, page: Page): Promise<CDPSession> {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_3G);
  return session;
}

/**
 * Throttles every service worker the browser starts as well: a page's throttling does not
 * reach the fetches its worker makes (the worker is a target of its own), and without this a
 * "network first" page would come through the worker at full speed. Playwright opens no CDP
 * session on a worker, so the browser's session attaches to each one and speaks to it
 * through Target.sendMessageToTarget. The worker's first requests (its install) may pass
 * before the throttling is on; the visits' do not.
 */
export async function throttleServiceWorkers(browser: Browser): Promise<() => number> {
  const session = await browser.newBrowserCDPSession();
  let throttled = 0;
  let nextId = 1;
  const send = (sessionId: string, method: string, params: object) =>
    session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: nextId++, method, params }),
    });
  // Browser-level auto-attach speaks only the flat protocol, which Playwright's session does
  // not route: each worker is attached to by hand as it appears, the old, unflattened way.
  session.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    void (async () => {
      const { sessionId } = await session.send('Target.attachToTarget', {
        targetId: targetInfo.targetId,
        flatten: false,
      });
      await send(sessionId, 'Network.enable', {});
      await send(sessionId, 'Network.emulateNetworkConditions', SLOW_3G);
      throttled += 1;
    })();
  });
  await session.send('Target.setDiscoverTargets', { discover: true });
  return () => throttled;
}
