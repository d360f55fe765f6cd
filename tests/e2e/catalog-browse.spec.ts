import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  gotoHydrated,
  onPhonesOnly,
  onPhonesToo,
  seriousA11yViolations,
  test,
} from './support/fixtures';
import { swipe } from './support/touch';

const CATEGORY_SLUGS = [
  'whole-chicken',
  'chicken-parts',
  'ducks',
  'geese',
  'pigeons',
  'turkey',
  'rabbits',
  'quail',
  'eggs',
  'live-birds',
  'ready-to-cook',
];

type ApiItem = { id: number; name: string; in_stock: boolean; price: number };

/** Items straight from the API (names in the given language). */
async function apiItems(request: APIRequestContext, lang: 'en' | 'ar'): Promise<ApiItem[]> {
  const response = await request.get('/api/items/list?limit=200', { headers: { lang } });
  return ((await response.json()) as { results: ApiItem[] }).results;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test.describe('home page catalogue', () => {
  test('English: categories, offers, popular, trending, promises, all products', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    const categories = main.getByRole('navigation', { name: 'Shop by category' });
    for (const slug of CATEGORY_SLUGS) {
      await expect(categories.locator(`a[href="/product/search/${slug}"]`)).toHaveCount(1);
    }
    await expect(categories.getByRole('link', { name: /Ducks/ })).toBeVisible();

    const offers = main.getByRole('region', { name: 'Offers' });
    await expect(offers.getByTestId('banner-slide').first()).toBeVisible();
    await expect(offers.getByRole('button', { name: 'Next offer' })).toBeVisible();

    for (const title of ['Popular now', 'Trending', 'All products']) {
      const section = main.getByRole('region', { name: title });
      await expect(section.getByTestId('product-card').first()).toBeVisible();
      await expect(section.getByTestId('price').first()).toHaveText(/^EGP\s?[\d,.]+$/);
    }
    const promises = main.getByRole('region', { name: 'Why shop with us' });
    await expect(promises.getByRole('heading', { name: 'Cash on delivery' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Find a branch' })).toHaveAttribute(
      'href',
      '/branches',
    );
  });

  test(
    'Arabic: the same sections, right to left, with Arabic digits',
    onPhonesToo,
    async ({ page }) => {
      await gotoHydrated(page, '/ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const main = page.getByRole('main');
      const categories = main.getByRole('navigation', { name: 'تسوق حسب القسم' });
      await expect(categories.getByRole('link', { name: /بط/ }).first()).toBeVisible();
      await expect(categories.locator('a[href="/ar/product/search/whole-chicken"]')).toBeVisible();
      for (const title of ['الأكثر طلبًا', 'الأكثر مشاهدة', 'كل المنتجات']) {
        const section = main.getByRole('region', { name: title });
        const price = section.getByTestId('price').first();
        await expect(price).toContainText('ج.م.');
        await expect(price).not.toHaveText(/[0-9]/);
      }
      await expect(main.getByRole('region', { name: 'ليه تشتري مننا' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'العروض' })).toBeVisible();
    },
  );

  test('all products page through ?page=, server-rendered and kept on reload', async ({ page }) => {
    // Three server renders of the whole home page.
    test.slow();
    await gotoHydrated(page, '/');
    const section = page.getByRole('region', { name: 'All products' });
    await expect(section.getByTestId('showing')).toHaveText(/^Showing 1–20 of \d+$/);
    const firstOnPage1 = await section.getByTestId('product-card').first().textContent();

    await section.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    // The new page starts at the section's heading, which takes the focus.
    await expect(section.getByRole('heading', { name: 'All products' })).toBeFocused();
    await expect(section.getByTestId('showing')).toHaveText(/^Showing 21–40 of \d+$/);
    await expect(section.getByTestId('product-card').first()).not.toHaveText(firstOnPage1 ?? '');
    await expect(section.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.reload();
    await expect(section.getByTestId('showing')).toHaveText(/^Showing 21–40 of \d+$/);
  });

  test('a page past the end offers the first page', async ({ page }) => {
    await gotoHydrated(page, '/?page=999');
    const section = page.getByRole('region', { name: 'All products' });
    await expect(section.getByRole('heading', { name: 'No products on this page' })).toBeVisible();
    await section.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(section.getByTestId('showing')).toHaveText(/^Showing 1–20/);
  });

  test('the offers carousel has labelled controls and a pause button', async ({ page }) => {
    // Reduced motion keeps the carousel still, so the test drives every change itself.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    const offers = page.getByRole('region', { name: 'Offers' });
    const slides = offers.getByTestId('banner-slide');
    await expect(offers.getByRole('button', { name: 'Play the offers' })).toBeVisible();
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    await offers.getByRole('button', { name: 'Next offer' }).click();
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
    await expect(slides.nth(0)).toBeHidden();
    await offers.getByRole('button', { name: 'Previous offer' }).click();
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    await offers.getByRole('button', { name: 'Show offer 3' }).click();
    await expect(slides.nth(2)).toHaveAttribute('data-active', 'true');
    await expect(offers.getByRole('button', { name: 'Show offer 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await offers.getByRole('button', { name: 'Play the offers' }).click();
    await expect(offers.getByRole('button', { name: 'Pause the offers' })).toBeVisible();
  });

  test(
    'Arabic on a phone: a swipe to the right shows the next offer, to the left the one before',
    onPhonesOnly,
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page, '/ar');
      const offers = page.getByRole('region', { name: 'العروض' });
      const slides = offers.getByTestId('banner-slide');
      await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
      // Right to left, the next slide lies to the left: the finger pulls it in to the right.
      await swipe(page, slides.nth(0), 120);
      await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
      await swipe(page, slides.nth(1), -120);
      await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
      // A short drag is a tap that went astray, not a swipe.
      await swipe(page, slides.nth(0), 20);
      await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    },
  );

  test('without reduced motion the carousel plays and can be paused', async ({ page }) => {
    await gotoHydrated(page, '/');
    const offers = page.getByRole('region', { name: 'Offers' });
    await offers.getByRole('button', { name: 'Pause the offers' }).click();
    await expect(offers.getByRole('button', { name: 'Play the offers' })).toBeVisible();
  });
});

test.describe('product page', () => {
  test('English: details, cart and favourite controls, JSON-LD, canonical and hreflang', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/');
    const card = page.getByRole('region', { name: 'Popular now' }).getByTestId('product-card');
    const name = (await card.first().getByRole('heading').textContent()) ?? '';
    await Promise.all([
      page.waitForURL(/\/product\/\d+$/),
      card.first().getByRole('link', { name }).click(),
    ]);
    const id = /\/product\/(\d+)$/.exec(page.url())?.[1];

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(main.getByTestId('price').first()).toHaveText(/^EGP\s?[\d,.]+$/);
    await expect(main.getByText(/^per /).first()).toBeVisible();
    await expect(main.getByTestId('stock-state')).toContainText(/In stock|left/);
    await expect(main.getByTestId('add-to-cart').first()).toBeEnabled();
    await expect(main.getByTestId('favourite-toggle').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Description' })).toBeVisible();
    // The similar items render as the shopper scrolls near them.
    const similar = main.getByRole('region', { name: 'You may also like' });
    await similar.scrollIntoViewIfNeeded();
    await expect(similar.getByTestId('product-card').first()).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');

    const data = await jsonLd(page);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      sku: id,
      offers: { '@type': 'Offer', priceCurrency: 'EGP' },
    });
    const offers = data.offers as { availability: string; price: string };
    expect(offers.availability).toMatch(/schema\.org\/(InStock|OutOfStock)$/);
    expect(Number(offers.price)).toBeGreaterThan(0);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/product/${id}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      `${baseURL}/ar/product/${id}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}/product/${id}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  });

  test('Arabic: the same product in Arabic, right to left', async ({ page, baseURL, request }) => {
    const [item] = await apiItems(request, 'ar');
    await gotoHydrated(page, `/ar/product/${item!.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(item!.name);
    await expect(main.getByTestId('price').first()).toContainText('ج.م.');
    await expect(main.getByRole('heading', { name: 'الوصف' })).toBeVisible();
    expect(await jsonLd(page)).toMatchObject({
      name: item!.name,
      offers: { priceCurrency: 'EGP' },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/ar/product/${item!.id}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${baseURL}/product/${item!.id}`,
    );
  });

  test('the gallery changes photo by click and by arrow keys', async ({ page, request }) => {
    const [item] = await apiItems(request, 'en');
    await gotoHydrated(page, `/product/${item!.id}`);
    const thumbnails = page.getByRole('group', { name: 'Choose a photo' }).getByRole('button');
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('gallery-main').getByRole('img')).toHaveAttribute(
      'alt',
      /^Photo 2 of \d+/,
    );
    await thumbnails.nth(1).press('ArrowLeft');
    await expect(thumbnails.first()).toBeFocused();
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');
  });

  test('an out-of-stock product says so and cannot be added', async ({ page, request }) => {
    const soldOut = (await apiItems(request, 'en')).find((item) => !item.in_stock);
    test.skip(!soldOut, 'no product is out of stock in this database');
    await gotoHydrated(page, `/product/${soldOut!.id}`);
    const main = page.getByRole('main');
    await expect(main.getByTestId('stock-state')).toContainText('Out of stock for now');
    await expect(main.getByTestId('add-to-cart').first()).toBeDisabled();
    expect(await jsonLd(page)).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });
});

test.describe('unknown products', () => {
  test.use({ allowedConsoleErrors: [/404/] });

  for (const path of ['/product/99999999', '/product/abc', '/ar/product/0']) {
    test(`${path} is a 404 page, not an error`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.startsWith('/ar') ? 'الصفحة غير موجودة' : 'Page not found',
      );
    });
  }
});

// The home pages are scanned in home.spec.ts, with the cookie notice a first visit shows on top.
test.describe('accessibility of the catalogue', () => {
  test.use({ consentPending: false });

  for (const path of [
    '/product/1',
    '/ar/product/1',
    '/product/search/ducks',
    '/ar/product/search/%D9%81%D8%B1%D8%AE%D9%87',
    '/product/search/xyzzy',
  ]) {
    const details = path === '/ar/product/1' ? onPhonesToo : {};
    test(`axe finds no serious or critical violations on ${path}`, details, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
