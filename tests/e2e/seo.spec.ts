import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support/fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`);

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists home, categories and products in both languages', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');

    const items = (await (await request.get('/api/items/list?limit=200')).json()) as {
      results: { id: number }[];
    };
    expect(items.results.length).toBeGreaterThan(0);
    for (const { id } of items.results) {
      expect(xml).toContain(`<loc>${baseURL}/product/${id}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}/ar/product/${id}</loc>`);
    }
    for (const path of ['/', '/product/search/ducks', '/product/search/live-birds']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${baseURL}/ar</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/ar/product/search/ducks</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${baseURL}/ar/product/${items.results[0]!.id}"/>`,
    );
    expect(xml).toContain(`hreflang="x-default" href="${baseURL}/product/search/ducks"`);
  });

  test('robots.txt points to the sitemap and keeps private pages out', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const path of ['/api/', '/checkout', '/ar/checkout', '/orders', '/profile']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    // The cart page is the same for everyone, and listed.
    expect(text).not.toContain('Disallow: /cart');
  });
});

test.describe('titles, descriptions and Open Graph', () => {
  test('home: its own title and description in each language', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle('Dakahlia Poultry | Fresh poultry and live birds in Dakahlia');
    await expect(meta(page, 'name', 'description')).toHaveAttribute('content', /^Order fresh/);
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', `${baseURL}/`);
    await expect(meta(page, 'property', 'og:type')).toHaveAttribute('content', 'website');
    await expect(meta(page, 'property', 'og:locale')).toHaveAttribute('content', 'en_EG');
    await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', /^https?:\/\//);

    await gotoHydrated(page, '/ar');
    await expect(page).toHaveTitle('دواجن الدقهلية | دواجن طازجة وطيور حية في الدقهلية');
    await expect(meta(page, 'name', 'description')).toHaveAttribute('content', /^اطلب/);
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', `${baseURL}/ar`);
    await expect(meta(page, 'property', 'og:locale')).toHaveAttribute('content', 'ar_EG');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ar`);
  });

  test('product: title, description, Open Graph product and Twitter card', async ({
    page,
    request,
    baseURL,
  }) => {
    const items = (await (
      await request.get('/api/items/list?limit=1', { headers: { lang: 'ar' } })
    ).json()) as { results: { id: number; name: string; image: string }[] };
    const item = items.results[0]!;
    await gotoHydrated(page, `/ar/product/${item.id}`);
    await expect(page).toHaveTitle(`${item.name} | دواجن الدقهلية`);
    await expect(meta(page, 'name', 'description')).toHaveAttribute(
      'content',
      new RegExp(`^${escapeRegExp(item.name)}، .*ج\\.م\\.`),
    );
    await expect(meta(page, 'property', 'og:type')).toHaveAttribute('content', 'product');
    await expect(meta(page, 'property', 'og:title')).toHaveAttribute(
      'content',
      `${item.name} | دواجن الدقهلية`,
    );
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute(
      'content',
      `${baseURL}/ar/product/${item.id}`,
    );
    await expect(meta(page, 'property', 'og:image')).toHaveAttribute(
      'content',
      `${baseURL}${item.image}`,
    );
    await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  });

  test('a category listing is indexable, a re-sorted copy of it is not', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/product/search/ducks?sort=price_asc');
    await expect(page).toHaveTitle('Ducks | Dakahlia Poultry');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/product/search/ducks`,
    );
    // A re-sorted copy of the listing stays out of the index; the listing itself is in it.
    await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', /noindex/);
    await gotoHydrated(page, '/product/search/ducks');
    await expect(meta(page, 'name', 'robots')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      `${baseURL}/ar/product/search/ducks`,
    );
  });

  test('a keyword that found something is indexable; its later pages and an empty search are not', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/product/search/duck');
    await expect(page).toHaveTitle('Search: duck | Dakahlia Poultry');
    await expect(meta(page, 'name', 'robots')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/product/search/duck`,
    );
    await gotoHydrated(page, '/product/search/duck?page=2');
    await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'noindex, follow');
    await gotoHydrated(page, '/product/search/zzzqqq');
    await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'noindex, follow');
  });

  test('the cart page is indexable, with its own title and canonical address', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/ar/cart');
    await expect(meta(page, 'name', 'robots')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/ar/cart`,
    );
    await expect(page).toHaveTitle(/سلة/);
  });
});
