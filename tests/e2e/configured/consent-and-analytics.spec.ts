import type { Page } from '@playwright/test';
import buildConfig from '../support/build-config.json';
import { daysUntil, expect, gotoHydrated, test } from '../support/fixtures';

const { env } = buildConfig.configured;

/** The vendors' scripts are answered locally (no internet here) and every request recorded. */
async function recordTrackers(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    /googletagmanager\.com|connect\.facebook\.net|analytics\.tiktok\.com/,
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: '' });
    },
  );
  return seen;
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

    const cookie = (await context.cookies()).find((entry) => entry.name === 'Acceptedcookie');
    expect(cookie?.value).toBe('false');
    expect(cookie?.sameSite).toBe('Lax');
    expect(daysUntil(cookie?.expires ?? 0)).toBeGreaterThan(364);

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('region', { name: /cookie|ملفات/i })).toHaveCount(0);
    // Trackers load after hydration: once the network has gone quiet, none did.
    await page.waitForLoadState('networkidle');
    expect(trackers).toEqual([]);
  });

  test(`${path}: "${understand}" accepts, and only then do the three trackers load`, async ({
    page,
    context,
  }) => {
    const trackers = await recordTrackers(page);
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(trackers).toEqual([]);

    await page.getByRole('button', { name: understand }).click();
    await expect.poll(() => trackers.length).toBe(3);
    expect(trackers).toEqual(
      expect.arrayContaining([
        `https://www.googletagmanager.com/gtm.js?id=${env.NEXT_PUBLIC_GTM_ID}`,
        'https://connect.facebook.net/en_US/fbevents.js',
        `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${env.NEXT_PUBLIC_TIKTOK_PIXEL_ID}&lib=ttq`,
      ]),
    );
    const cookie = (await context.cookies()).find((entry) => entry.name === 'Acceptedcookie');
    expect(cookie?.value).toBe('true');
    // Loaded asynchronously after hydration, never as render-blocking tags in the HTML.
    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/googletagmanager|fbevents|analytics\.tiktok/);
  });
}
