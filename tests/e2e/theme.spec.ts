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
  // Routes not built yet, and the 404 page, log their status: that is what these tests visit.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const [path, colour] of ROUTE_COLOURS) {
    for (const prefix of ['', '/ar']) {
      test(`${prefix}${path} has theme-color ${colour}`, async ({ page }) => {
        const response = await page.goto(`${prefix}${path}`);
        // The demo shops arrive with their own issue; until their page exists the route 404s.
        test.skip(response?.status() === 404, `${path} is not built yet`);
        await expect(themeColor(page)).toHaveAttribute('content', colour);
      });
    }
  }

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
    const response = await page.goto('/gift-shop');
    test.skip(response?.status() === 404, '/gift-shop is not built yet');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(themeColor(page)).toHaveAttribute('content', '#BE7374');
    await clientNavigate(page, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(themeColor(page)).toHaveAttribute('content', '#BE7374');
  });
});
