import type { Page } from '@playwright/test';
import buildConfig from '../support/build-config.json';
import { daysUntil, expect, gotoHydrated, test } from '../support/fixtures';

const { env } = buildConfig.configured;

const TRACKER_HOSTS = /googletagmanager\.com|connect\.facebook\.net|analytics\.tiktok\.com/;

const TRACKER_SCRIPTS = [
  `https://www.googletagmanager.com/gtm.js?id=${env.NEXT_PUBLIC_GTM_ID}`,
  'https://connect.facebook.net/en_US/fbevents.js',
  `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${env.NEXT_PUBLIC_TIKTOK_PIXEL_ID}&lib=ttq`,
].sort();

/**
 * Every request the page makes to a tracker host, from before its first navigation to the
 * end of the test; the vendors' scripts are answered locally (no internet here).
 */
async function recordTrackers(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (TRACKER_HOSTS.test(request.url())) seen.push(request.url());
  });
  await page.route(TRACKER_HOSTS, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: '' }),
  );
  return seen;
}

/**
 * Opens a view and waits past the point where trackers would be requested: they are injected
 * after hydration (next/script afterInteractive), so the page is hydrated and then quiet on
 * the network. For a visitor who accepted, the loader's chunk arrives after hydration and
 * marks `html[data-analytics="loaded"]` once it has asked for all three; the accept test's
 * control waits for that mark too and then sees all three. A page that never gets the mark
 * never ran the loader, so no tracker after this wait means none was asked for.
 */
async function openAndSettle(page: Page, open: () => Promise<unknown>): Promise<void> {
  await open();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const cases = [
  { path: '/', understand: 'I understand', decline: 'I decline' },
  { path: '/ar', understand: 'فهمت', decline: 'أرفض' },
];

for (const { path, understand, decline } of cases) {
  test(`${path}: declining stores a decline value, hides the notice and loads no tracker`, async ({
    page,
    context,
  }) => {
    const trackers = await recordTrackers(page);
    await gotoHydrated(page, path);
    const notice = page.getByRole('region', { name: /cookie|ملفات/i });
    await expect(notice.getByRole('button', { name: understand })).toBeVisible();
    await notice.getByRole('button', { name: decline }).click();
    await expect(notice).toHaveCount(0);

    // The notice goes with the choice's render; the cookie is written just after it.
    const stored = async () =>
      (await context.cookies()).find((entry) => entry.name === 'Acceptedcookie');
    await expect.poll(async () => (await stored())?.value).toBe('false');
    const cookie = await stored();
    expect(cookie?.sameSite).toBe('Lax');
    expect(daysUntil(cookie?.expires ?? 0)).toBeGreaterThan(364);

    await openAndSettle(page, () => page.reload());
    await expect(page.getByRole('region', { name: /cookie|ملفات/i })).toHaveCount(0);
    // Not one tracker request in the page's whole life: before, at and after the decline.
    expect(trackers).toEqual([]);
    await expect(page.locator('html[data-analytics]')).toHaveCount(0);
  });

  test(`${path}: "${understand}" accepts, and only then do the three trackers load`, async ({
    page,
    context,
  }) => {
    const trackers = await recordTrackers(page);
    await openAndSettle(page, () => page.goto(path));
    // The visitor has not chosen yet (the notice asks), and nothing was requested.
    await expect(page.getByRole('button', { name: understand })).toBeVisible();
    expect(trackers).toEqual([]);

    await page.getByRole('button', { name: understand }).click();
    await expect.poll(() => [...trackers].sort()).toEqual(TRACKER_SCRIPTS);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'Acceptedcookie');
    expect(cookie?.value).toBe('true');

    // The control for every "no tracker" above: with consent given, a fresh view has asked
    // for all three by the time the same wait returns, with no polling.
    trackers.length = 0;
    await openAndSettle(page, () => page.reload());
    // The loader's own mark that it has asked for them (analytics-scripts.tsx): the network's
    // quiet alone could come between its chunk and its requests on a busy runner.
    await page.locator('html[data-analytics="loaded"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect([...trackers].sort()).toEqual(TRACKER_SCRIPTS);
    // Loaded asynchronously after hydration, never as render-blocking tags in the HTML.
    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/googletagmanager|fbevents|analytics\.tiktok/);
  });
}
