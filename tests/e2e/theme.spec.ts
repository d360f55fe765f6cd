import type { Page } from '@playwright/test';
import { clientNavigate, expect, gotoHydrated, test } from './support/fixtures';

const ROUTE_COLOURS: ReadonlyArray<[string, string]> = [
  ['/', '#FA8C16'],
  ['/grocery1', '#FA8C16'],
  ['/grocery2', '#FA8C16'],
  ['/grocery3', '#FA8C16'],
  ['/gadget-shop', '#FA8C16'],
  ['/fashion-shop', '#FA8C16'],
  ['/superstore-shop', '#FA8C16'],
  ['/furniture-shop', '#4BB4B4'],
  ['/healthbeauty-shop', '#4E97FD'],
  ['/gift-shop', '#BE7374'],
];

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]');

test.describe('theme by route', () => {
  // The 404 page logs its own status: one test visits it.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  // The colour is in the first byte of every themed page (a phone paints its browser bar
  // with it before any script runs): read from the server's HTML, in both languages.
  test('every route in the table carries its theme-color in the server HTML', async ({
    request,
  }) => {
    for (const [path, colour] of ROUTE_COLOURS) {
      for (const prefix of ['', '/ar']) {
        const html = await (await request.get(`${prefix}${path}`)).text();
        const colours = [...html.matchAll(/<meta name="theme-color" content="([^"]*)"/g)].map(
          (match) => match[1],
        );
        expect.soft(colours, `${prefix}${path}`).toEqual([colour]);
      }
    }
  });

  test('a route outside the table keeps the current theme on client navigation', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(themeColor(page)).toHaveAttribute('content', '#FA8C16');
    await clientNavigate(page, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(themeColor(page)).toHaveAttribute('content', '#FA8C16');
    await expect(themeColor(page)).toHaveCount(1);
  });

  test('the themed colour carries over to a route outside the table', async ({ page }) => {
    await page.goto('/gift-shop');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(themeColor(page)).toHaveAttribute('content', '#BE7374');
    // A route Next knows (an unknown one is a full page load, which starts afresh).
    await clientNavigate(page, '/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
    await expect(themeColor(page)).toHaveAttribute('content', '#BE7374');
  });
});
