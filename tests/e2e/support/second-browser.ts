import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { randomAddress } from './client-address';

/**
 * A second person's browser in the same test (a seller beside the shopper, a shopper beside
 * the admin), past the first visit's welcome dialog and the cookie notice as the fixture's own
 * context is: a modal dialog over the page would swallow every click. Its own client address,
 * so its sign-ins spend no one else's budget.
 */
export async function secondBrowser(
  browser: Browser,
  baseURL: string,
  options: Omit<BrowserContextOptions, 'baseURL' | 'extraHTTPHeaders'> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
  });
  await context.addCookies([
    { name: 'visited', value: 'true', url: baseURL },
    { name: 'Acceptedcookie', value: 'true', url: baseURL },
  ]);
  return context;
}
