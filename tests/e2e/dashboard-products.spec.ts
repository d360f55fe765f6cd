import type { APIRequestContext, Locator } from '@playwright/test';
import sharp from 'sharp';
import arDashboard from '../../public/locales/ar/dashboard.json';
import enDashboard from '../../public/locales/en/dashboard.json';
import { formatMoney } from '../../src/lib/format/money';
import { formatNumber } from '../../src/lib/format/number';
import {
  expect,
  gotoHydrated,
  onPhonesOnly,
  seriousA11yViolations,
  test,
} from './support/fixtures';
import { fromShopPage } from './support/session';

// The seller keeps the shop's products on the dashboard; the shop shows each change at once.
test.describe.configure({ timeout: 90_000 });

/** A text field by the start of its label (a required one's label ends with an asterisk). */
const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[()]/g, (c) => `\\${c}`)}`),
  });

/**
 * What in `scope` a shopper could see lies, even in part, outside the screen's width, or what
 * scrolls sideways: each as its tag and first class, empty when the whole of it fits. (A
 * switch's input is invisible and wider than its switch on purpose: its touch target.)
 */
function beyondTheScreen(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.opacity === '0' || style.visibility === 'hidden') return false;
        const box = element.getBoundingClientRect();
        const outside = box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
        const scrolls = ['auto', 'scroll'].includes(style.overflowX);
        return outside || (scrolls && element.scrollWidth > element.clientWidth + 1);
      })
      .map((element) => `${element.tagName}.${element.classList[0] ?? ''}`),
  );
}

type ShopItem = { id: number; name: string; price: number; old_price: number | null };

/** The last of the shop's products in Arabic: no other journey buys or checks it. */
async function lastShopItem(request: APIRequestContext): Promise<ShopItem> {
  const response = await request.get('/api/items/list?limit=200', { headers: { lang: 'ar' } });
  const items = ((await response.json()) as { results: ShopItem[] }).results;
  const item = items.at(-1);
  if (!item) throw new Error('the shop has no products');
  return item;
}

test.describe('the seller’s products', () => {
  test.use({ signedInAs: 'seller' });

  test(
    'Arabic, on a phone: a price cut in the dashboard shows on the product page with the old price struck',
    onPhonesOnly,
    async ({ page }) => {
      const item = await lastShopItem(page.request);
      const newPrice = Math.max(1, Math.round(item.price * 0.9));
      await gotoHydrated(page, '/ar/dashboard/products');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        arDashboard.screens.products.title,
      );
      await page.getByRole('searchbox', { name: arDashboard.products.search }).fill(item.name);
      const row = page.getByTestId('product-row').filter({ hasText: item.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(formatMoney(item.price, 'ar'));
      expect(await seriousA11yViolations(page)).toEqual([]);

      try {
        await row.getByRole('button', { name: `تعديل ${item.name}` }).click();
        const dialog = page.getByRole('dialog', { name: `تعديل ${item.name}` });
        await expect(dialog).toBeVisible();
        // Nothing in the editor runs past a 360 px phone, a preparation choice's fields and
        // delete icon included (issue 38: 446 px of content on a 390 px phone cut them off).
        await page.setViewportSize({ width: 360, height: 780 });
        await dialog.getByRole('button', { name: arDashboard.productOptions.add }).click();
        const choice = dialog.getByTestId('option-row').last();
        await expect(choice.getByRole('button')).toBeVisible();
        expect(await beyondTheScreen(dialog)).toEqual([]);
        await choice.getByRole('button').click();
        // Typed as an Arabic phone keyboard types it.
        await field(dialog, arDashboard.products.form.price).fill(formatNumber(newPrice, 'ar'));
        await expect(field(dialog, arDashboard.products.form.old_price)).toHaveValue(
          String(item.price),
        );
        await dialog.getByRole('button', { name: arDashboard.products.form.save }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByText(`${item.name} اتحفظ.`)).toBeVisible();
        await expect(row).toContainText(formatMoney(newPrice, 'ar'));
        await expect(row.getByTestId('old-price')).toHaveText(formatMoney(item.price, 'ar'));

        // The product page was served before the change; it shows the new price all the same.
        await gotoHydrated(page, `/ar/product/${item.id}`);
        const main = page.getByRole('main');
        await expect(main.getByTestId('price').first()).toHaveText(formatMoney(newPrice, 'ar'));
        await expect(main.getByTestId('old-price').first()).toContainText(
          formatMoney(item.price, 'ar'),
        );
      } finally {
        // The price as it was, for the rest of the run.
        await page.request.post(`/api/admin/items/${item.id}`, {
          data: { price: item.price, old_price: item.old_price },
          headers: fromShopPage(page),
        });
      }
    },
  );
});

test.describe('a new product with its picture', () => {
  test.use({
    signedInAs: 'admin',
    // The 400 is the refused text file. The blob: one comes from Playwright's own trace
    // recorder copying the picture's preview (a blob: URL) into its snapshot, from inside the
    // page, where the shop's policy rightly blocks it; without a trace it never appears.
    // (One pattern: Playwright reads a two-element array as a value and its options.)
    allowedConsoleErrors: [/status of 400|^Connecting to 'blob:.*connect-src/],
  });

  test('English: added hidden with a photo, resized and served for good; a text file named .png is refused', async ({
    page,
  }) => {
    const name = `Test goose ${Date.now()}`;
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#c2701f' },
    })
      .jpeg()
      .toBuffer();
    await gotoHydrated(page, '/dashboard/products');
    await page.getByRole('button', { name: enDashboard.products.new }).click();
    const dialog = page.getByRole('dialog', { name: enDashboard.products.form.newTitle });
    const form = enDashboard.products.form;
    await field(dialog, form.name_ar).fill('وز تجربة');
    await field(dialog, form.name_en).fill(name);
    await dialog.getByLabel(form.category_id).selectOption({ label: 'Geese' });
    await dialog
      .getByLabel(form.unit_code)
      .selectOption({ label: enDashboard.products.units.bird });
    await field(dialog, form.price).fill('650');
    await field(dialog, form.stock).fill('3');
    // Hidden, so the shop's own lists stay as the other journeys expect them.
    await dialog.getByLabel(form.is_published).uncheck();
    await dialog
      .getByLabel(enDashboard.products.pictures.choose)
      .setInputFiles({ name: 'goose.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('button', { name: form.create }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`${name} was added to the shop.`)).toBeVisible();

    await page.getByRole('combobox', { name: enDashboard.products.shown }).selectOption({
      label: enDashboard.products.hiddenOnly,
    });
    await page.getByRole('searchbox', { name: enDashboard.products.search }).fill(name);
    const row = page.getByTestId('product-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const src = await row.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/api\/media\/items\/[0-9a-f]{32}\.webp$/);
    const picture = await page.request.get(src ?? '');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
    expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(await picture.body()).metadata()).toMatchObject({ width: 768, height: 768 });
    // next/image resizes it for a screen as it does the shop's own pictures.
    const resized = await page.request.get(
      `/_next/image?url=${encodeURIComponent(src ?? '')}&w=640&q=75`,
    );
    expect(resized.status()).toBe(200);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel(enDashboard.products.pictures.choose).setInputFiles({
      name: 'not-a-picture.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are words, not a picture\n'.repeat(10)),
    });
    await expect(edit.getByRole('alert')).toHaveText(
      'This file is not a JPEG, PNG or WebP picture.',
    );
  });
});
