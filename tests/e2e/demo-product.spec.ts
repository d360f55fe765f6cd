import type { Page, TestInfo } from '@playwright/test';
import { demoFixture } from '../../mocks/fixtures/demo-shop-fixtures';
import { PRODUCT_PAGE_ENDPOINTS } from '../../src/contracts/demo/demo-product-page';
import {
  expect,
  gotoHydrated,
  onPhonesToo,
  seriousA11yViolations,
  test,
  WITH_SHOP_WORKER,
} from './support/fixtures';

// The shop's worker is on here (blocked elsewhere: playwright.config.ts).
test.use(WITH_SHOP_WORKER);

const isPhone = (info: TestInfo) => info.project.name === 'phone';
const cartControl = (page: Page, info: TestInfo) =>
  isPhone(info) ? page.getByTestId('bottom-nav-cart') : page.getByTestId('cart-button');

const furniture = demoFixture('/api/furniture-shop/all-products', 'en');
const giftsInArabic = demoFixture('/api/gift-shop/popular-products', 'ar');
const themeColor = (page: Page) => page.locator('meta[name="theme-color"]');

test.describe('a demo product', () => {
  // On a phone the cart is the bottom navigation's tab.
  test(
    'opened from its shop: details, the two product-page lists; Add to cart leaves the cart alone',
    onPhonesToo,
    async ({ page }, info) => {
      const product = furniture[0];
      if (!product) throw new Error('the furniture fixture is empty');
      await gotoHydrated(page, '/furniture-shop');
      const grid = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'All products' }) });
      await grid.getByRole('link', { name: product.title }).first().click();

      await expect(page).toHaveURL(new RegExp(`/furniture-shop/product/${product.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
      await expect(themeColor(page)).toHaveAttribute('content', '#4BB4B4');
      // Each row is its mock path's answer for this product (?shop=&id=), from its own shop.
      const asked = new URLSearchParams({ shop: 'furniture-shop', id: String(product.id) });
      const rows = {
        'Frequently bought together': PRODUCT_PAGE_ENDPOINTS.frequentlyBought,
        'Related products': PRODUCT_PAGE_ENDPOINTS.related,
      };
      for (const [title, endpoint] of Object.entries(rows)) {
        const region = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
        // Sample data from the shop's worker, which a first visit installs first (ADR 0022).
        await expect(region).toHaveAttribute('data-section-status', 'ready', { timeout: 20_000 });
        const [first] = demoFixture(endpoint, 'en', asked);
        if (!first) throw new Error(`${endpoint} suggests nothing for ${product.title}`);
        await expect(region.getByRole('link', { name: first.title }).first()).toBeAttached();
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A sample product is never put in the shop's cart (issue 26): the button says why.
      await page
        .getByRole('button', { name: `Add to cart: ${product.title}` })
        .first()
        .click();
      const notice = page.getByRole('dialog', { name: 'This is a sample shop' });
      await expect(notice).toContainText('It cannot be ordered');
      await notice.getByRole('button', { name: 'Keep browsing' }).click();
      await expect(notice).toBeHidden();
      await expect(cartControl(page, info)).toHaveAccessibleName('Cart, items: 0');
    },
  );

  test('opened directly in Arabic: right to left, in its shop colours, named in Arabic', async ({
    page,
  }) => {
    const product = giftsInArabic[0];
    if (!product) throw new Error('the gift fixture is empty');
    await gotoHydrated(page, `/ar/gift-shop/product/${product.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(themeColor(page)).toHaveAttribute('content', '#BE7374');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByRole('link', { name: 'متجر الهدايا' }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('an id no list holds says so and leads back to the shop', async ({ page }) => {
    await gotoHydrated(page, '/gift-shop/product/99999999');
    await expect(
      page.getByRole('heading', { name: 'This sample product does not exist.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Gift Shop' }).click();
    await expect(page).toHaveURL(/\/gift-shop$/);
  });

  test('an unknown shop or a malformed id is a 404', async ({ request }) => {
    for (const path of ['/no-shop/product/1', '/gift-shop/product/abc', '/gift-shop/product/-1']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('the mock layer and the real shop', () => {
  test('one worker for the site: the storefront starts it after load, the demo mocks come through it, real calls still reach the API', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    // The shop's worker (docs/adr/0022-installable-offline-shop.md), and no other.
    const workers = () =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((registration) => {
          const worker = registration.active ?? registration.waiting ?? registration.installing;
          return `${new URL(registration.scope).pathname} ${new URL(worker?.scriptURL ?? '/', location.href).pathname}`;
        }),
      );
    await expect.poll(workers).toEqual(['/ /sw.js']);

    await gotoHydrated(page, '/gadget-shop');
    await expect(page.locator('section[data-section-status="ready"]').first()).toBeVisible();
    expect(await workers()).toEqual(['/ /sw.js']);

    // Through the worker, a path that is not a mock path is answered by the real API.
    const categories = await page.evaluate(async () => {
      const response = await fetch('/api/category/list');
      return { status: response.status, body: (await response.json()) as { success?: boolean } };
    });
    expect(categories).toEqual({ status: 200, body: expect.objectContaining({ success: true }) });

    // Back on the storefront with the worker installed, pages and data still load.
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
