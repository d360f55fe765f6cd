import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, onPhonesOnly, test } from './support/fixtures';

// Issue 26, defect 7: what a new user saw on the home page and in the cart.
test.use({ consentPending: false });

async function productIds(section: Locator): Promise<string[]> {
  const hrefs = await section
    .getByTestId('product-card')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a[href*="/product/"]')?.getAttribute('href') ?? ''),
    );
  return hrefs.map((href) => /\/product\/(\d+)/.exec(href)?.[1] ?? href);
}

/** How many category tiles sit on each row of the home page's list, top to bottom. */
async function tilesPerRow(page: Page): Promise<number[]> {
  const tops = await page
    .locator('#categories li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

for (const path of ['/', '/ar']) {
  test(`${path}: "Most viewed" shows other products than "Popular now"`, async ({ page }) => {
    await gotoHydrated(page, path);
    const popular = await productIds(page.locator('#popular'));
    const trending = await productIds(page.locator('#trending'));
    expect(popular.length).toBeGreaterThan(0);
    expect(trending.length).toBe(popular.length);
    expect(trending.filter((id) => popular.includes(id))).toEqual([]);
  });

  for (const width of [1280, 1000]) {
    test(`${path}: no category alone on a row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, path);
      const rows = await tilesPerRow(page);
      expect(rows.reduce((sum, count) => sum + count, 0)).toBe(11);
      // The shop's 11 departments: two rows of 6 and 5, not 10 and 1 (or 7 and 4).
      expect(rows).toEqual([6, 5]);
    });
  }
}

test.describe('a cart line on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['en', 'ar'] as const) {
    test(
      `${lang}: the picture keeps its distance from the product name`,
      onPhonesOnly,
      async ({ page }) => {
        const prefix = lang === 'ar' ? '/ar' : '';
        await gotoHydrated(page, `${prefix}/product/2`);
        await page.getByRole('main').getByTestId('add-to-cart').first().click();
        await expect(page.getByTestId('bottom-nav-cart').getByTestId('cart-count')).toBeVisible();
        await gotoHydrated(page, `${prefix}/cart`);

        const line = page.getByTestId('cart-line').first();
        const picture = await line.locator('img').first().boundingBox();
        const name = await line.getByRole('link').first().boundingBox();
        if (!picture || !name) throw new Error('the line has no picture or name on screen');
        // Inline-start to inline-end: the picture, the gap, the name (mirrored in Arabic).
        const gap =
          lang === 'ar' ? picture.x - (name.x + name.width) : name.x - (picture.x + picture.width);
        expect(gap).toBeGreaterThanOrEqual(12);
        expect(picture.width).toBeLessThanOrEqual(64);
      },
    );
  }
});
