import arOffline from '../../public/locales/ar/offline.json';
import enOffline from '../../public/locales/en/offline.json';
import {
  expect,
  gotoHydrated,
  shopWorkerInControl,
  test,
  WITH_SHOP_WORKER,
} from './support/fixtures';
import { seedCart, shopItem } from './support/shopper-data';

// The shop's worker is on here (blocked elsewhere: playwright.config.ts).
test.use(WITH_SHOP_WORKER);

// The shop's service worker with the network cut (docs/adr/0022-installable-offline-shop.md):
// pages seen before open from its cache, others get the offline page in the visitor's
// language, and the cart (kept in the browser) is still there.
test.use({
  // Offline, the page's own calls (session, shop facts) fail, and the browser says so.
  allowedConsoleErrors: [
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|CLIENT_FETCH_ERROR|FetchEvent/,
  ],
});

test('offline: a seen product opens, an unseen one shows the offline page in English and Arabic, the cart keeps its lines', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const seen = await shopItem(page.request, 1);
  await gotoHydrated(page, '/');
  await shopWorkerInControl(page);
  await seedCart(page, [{ ...seen, qty: 2 }]);
  // Seen while online, through the worker.
  await gotoHydrated(page, `/product/${seen.id}`);
  await gotoHydrated(page, '/cart');
  await gotoHydrated(page, `/ar/product/${seen.id}`);

  await context.setOffline(true);
  await page.goto(`/product/${seen.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.name);

  await page.goto('/product/2');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enOffline.title);
  const kept = page.getByRole('list', { name: enOffline.seen.title });
  await expect(kept.locator(`a[href="/product/${seen.id}"]`)).toBeVisible();

  await page.getByRole('link', { name: enOffline.cart }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(seen.name).first()).toBeVisible();

  await page.goto('/ar/product/2');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arOffline.title);
  await expect(
    page
      .getByRole('list', { name: arOffline.seen.title })
      .locator(`a[href="/ar/product/${seen.id}"]`),
  ).toBeVisible();
  await context.setOffline(false);
});
