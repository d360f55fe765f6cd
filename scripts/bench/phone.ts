// The phone the browser benches load pages on (bench:ready, the bench's interactions).
import type { Browser, BrowserContext } from '@playwright/test';

/** Lighthouse's mobile CPU model: a mid-range phone is about four times slower than this host. */
export const CPU_SLOWDOWN = 4;

/**
 * A phone's browser context on `origin`: its screen (412 x 915), touch, no service worker,
 * and the notices answered, as by a shopper who has been before and chosen: what is measured
 * is the page, not the welcome dialog or the cookie notice over it.
 */
export async function phoneContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addCookies([
    { name: 'visited', value: 'true', url: origin },
    { name: 'Acceptedcookie', value: 'true', url: origin },
  ]);
  return context;
}
