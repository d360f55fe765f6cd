import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { randomAddress } from './client-address';
import { workerSessions, type SessionRole, type WorkerSessions } from './worker-sessions';

type Options = {
  /** Console errors a test provokes on purpose (a 404 page logs its own status). */
  allowedConsoleErrors: RegExp[];
  /** False: the `visited` cookie is preset so the welcome dialog stays out of the way. */
  firstVisit: boolean;
  /** False: the consent cookie is preset (accepted) so the notice stays out of the way. */
  consentPending: boolean;
  /**
   * Starts the test signed in, with a session made once per worker through the API
   * (support/worker-sessions.ts): for tests whose subject is not signing in, and that neither
   * sign out nor depend on what else the account holds.
   */
  signedInAs: SessionRole | undefined;
};

type WorkerFixtures = { sessions: WorkerSessions };

/**
 * Test details, `test(title, onPhonesToo, body)`: the phone project runs only tests tagged so,
 * what differs on a phone (layout, navigation, drawers, touch); everything else holds at any
 * width and runs once, on desktop (docs/testing.md). `onPhonesOnly` tests skip desktop.
 */
export const onPhonesToo = { tag: '@phone' };
export const onPhonesOnly = { tag: '@phone-only' };

/**
 * The shop's service worker, which playwright.config.ts blocks by default: for the specs about
 * it, and for pages whose sample data it answers (MSW inside it: demo shops, sample screens).
 */
export const WITH_SHOP_WORKER = { serviceWorkers: 'allow' } as const;

/** Resolves once the shop's worker controls the page (it claims the page it installs from). */
export async function shopWorkerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

export const test = base.extend<Options, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  firstVisit: [false, { option: true }],
  consentPending: [true, { option: true }],
  signedInAs: [undefined, { option: true }],

  sessions: [
    async ({ playwright }, use, workerInfo) => {
      await use(workerSessions(playwright, workerInfo));
    },
    { scope: 'worker' },
  ],

  storageState: async ({ signedInAs, sessions }, use) => {
    await use(signedInAs ? await sessions(signedInAs) : undefined);
  },

  // One shopper per test (the server trusts the proxy header in these runs): sign-up and
  // sign-in budgets are per address, and a whole run must not spend one address's budget.
  // Set as the option, so the page, page.request and the bare `request` fixture all carry it.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': randomAddress() });
  },

  context: async ({ context, baseURL, firstVisit, consentPending }, use) => {
    const url = baseURL ?? 'http://127.0.0.1';
    const preset = [
      ...(firstVisit ? [] : [{ name: 'visited', value: 'true', url }]),
      ...(consentPending ? [] : [{ name: 'Acceptedcookie', value: 'true', url }]),
    ];
    if (preset.length) await context.addCookies(preset);
    await use(context);
  },

  // Every test that opens a page also checks that its console stayed clean. Part of the page
  // fixture rather than an automatic one, so tests that only call the API start no browser.
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    const unexpected = errors.filter(
      (text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)),
    );
    expect(unexpected, 'console errors').toEqual([]);
  },
});

export { expect };

/** Clicks before hydration are plain navigations, so tests wait for the app to be live. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Resolves once every running transition and finite animation on the page has finished (a
 * label fading from its disabled grey, a drawer sliding in): a scan in the middle of one
 * measures colours no one sees for long. Endless ones (a skeleton's pulse) are not waited on.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function seriousA11yViolations(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Client-side navigation through Next's router, as a link inside the app would do it. */
export async function clientNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    const { next } = window as unknown as { next: { router: { push: (to: string) => unknown } } };
    void next.router.push(target);
  }, url);
}

/** The part of a server response a visitor sees, without the serialised page props. */
export function renderedBody(html: string): string {
  return html.split('<script id="__NEXT_DATA__"')[0] ?? html;
}

/** Days between now and a cookie's expiry (Playwright gives seconds since the epoch). */
export function daysUntil(expires: number): number {
  return (expires * 1000 - Date.now()) / 86_400_000;
}
