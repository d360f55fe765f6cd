import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, gotoHydrated, onPhonesToo, seriousA11yViolations, test } from './support/fixtures';

// The cookie notice covers the bottom of a phone screen until answered (consent.spec.ts).
test.use({ consentPending: false });

type ApiItem = {
  weight_options: number[];
  options: unknown[];
  id: number;
  name: string;
  price: number;
  stock: number;
  image: string;
  unit: string;
};
type Zone = { id: number; area: string; fee: number; min_order: number; eta: string };

async function apiList<T>(request: APIRequestContext, path: string, lang: 'en' | 'ar') {
  const response = await request.get(path, { headers: { lang, limit: '10000' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: T[] }).results;
}

/** A product with stock to spare, cheaper than `below` (so one unit stays under a minimum). */
async function stockedItem(request: APIRequestContext, lang: 'en' | 'ar', below = Infinity) {
  const items = await apiList<ApiItem>(request, '/api/items/list', lang);
  // Sold by the piece, with no choices: these tests are about the cart, not weights.
  const item = items.find(
    (entry) =>
      entry.stock >= 5 &&
      entry.price < below &&
      entry.weight_options.length === 0 &&
      entry.options.length === 0,
  );
  expect(item, 'a stocked item').toBeTruthy();
  return item!;
}

const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** The cart control the shopper sees: the header's button on desktop, the bottom tab on phones. */
function cartControl(page: Page, info: TestInfo) {
  return isPhone(info) ? page.getByTestId('bottom-nav-cart') : page.getByTestId('cart-button');
}

/** Puts lines into the saved cart the way the shop does (localStorage `cart`), then reloads. */
async function seedCart(page: Page, path: string, lines: object[]) {
  await gotoHydrated(page, path);
  await page.evaluate((saved) => localStorage.setItem('cart', JSON.stringify(saved)), lines);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

const line = (item: ApiItem, qty: number) => ({
  id: item.id,
  name: item.name,
  price: item.price,
  image: item.image,
  unit: item.unit,
  qty,
});

test.describe('cart from a product page', () => {
  // On a phone the cart opens from the bottom navigation's tab.
  test(
    'add, badge count, mini cart, change quantity, remove, and it survives a reload',
    onPhonesToo,
    async ({ page, request }, info) => {
      const item = await stockedItem(request, 'en');
      await gotoHydrated(page, `/product/${item.id}`);
      const cart = cartControl(page, info);
      await expect(cart).toHaveAccessibleName('Cart, items: 0');

      await page.getByRole('button', { name: `Add to cart: ${item.name}` }).click();
      await expect(
        page.getByRole('button', { name: `One more ${item.name}` }).first(),
      ).toBeFocused();
      await expect(cart).toHaveAccessibleName('Cart, items: 1');
      await expect(cart.getByTestId('cart-count')).toHaveText('1');

      // A reload keeps the cart (localStorage `cart`).
      await page.reload();
      await expect(cart).toHaveAccessibleName('Cart, items: 1');

      await cart.click();
      const drawer = page.getByRole('dialog', { name: /Your cart/ });
      await expect(drawer).toBeVisible();
      const row = drawer.getByTestId('cart-line');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(item.name);

      await drawer.getByRole('button', { name: `One more ${item.name}` }).click();
      await expect(row.getByTestId('stepper-qty')).toContainText('2');
      await expect(drawer.getByTestId('mini-cart-subtotal')).toContainText(
        (item.price * 2).toLocaleString('en-US'),
      );
      // The page behind the modal drawer is hidden from assistive technology: the count shows
      // in the drawer's title meanwhile.
      await expect(drawer.getByRole('heading', { name: 'Your cart (2)' })).toBeVisible();

      await drawer.getByRole('button', { name: `Remove ${item.name}` }).click();
      await expect(drawer.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(cart).toHaveAccessibleName('Cart, items: 0');
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    },
  );

  test('the drawer leads on to the cart page', async ({ page, request }, info) => {
    const item = await stockedItem(request, 'en');
    await seedCart(page, '/', [line(item, 2)]);
    await cartControl(page, info).click();
    await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toContainText(item.name);
  });
});

test.describe('cart page', () => {
  test('delivery area: fee, time, minimum order message, total, and checkout with ?zone=', async ({
    page,
    request,
  }) => {
    const zones = await apiList<Zone>(request, '/api/app_settings/delivery_charges', 'en');
    const strict = zones.reduce((best, zone) => (zone.min_order > best.min_order ? zone : best));
    const open = zones.find((zone) => zone.min_order === 0)!;
    const item = await stockedItem(request, 'en', strict.min_order);
    await seedCart(page, '/cart', [line(item, 1)]);

    await expect(page.getByTestId('cart-subtotal')).toContainText(String(item.price));
    await expect(page.getByTestId('cart-delivery')).toHaveText('Choose your area');
    await expect(page.getByTestId('cart-total')).toHaveCount(0);

    const select = page.getByRole('combobox', { name: 'Delivery area', exact: true });
    await select.selectOption(String(strict.id));
    await expect(page).toHaveURL(new RegExp(`[?&]zone=${strict.id}`));
    const facts = page.getByTestId('zone-facts');
    await expect(facts).toContainText(`Delivery fee: EGP ${strict.fee}`);
    // The seeded zones deliver in rounds: the first open one is the promise, not the zone's
    // usual time, which the rounds may not keep.
    await expect(facts).toContainText(/Next delivery round: .+ [ap]m/);
    await expect(facts).not.toContainText(strict.eta);
    await expect(facts).toContainText(`Minimum order: EGP ${strict.min_order}`);
    await expect(page.getByTestId('cart-total')).toContainText(
      (item.price + strict.fee).toLocaleString('en-US'),
    );
    const short = (strict.min_order - item.price).toLocaleString('en-US');
    await expect(page.getByTestId('minimum-order')).toContainText(
      `The minimum order for ${strict.area} is EGP ${strict.min_order.toLocaleString('en-US')}. Add EGP ${short} more`,
    );
    await expect(page.getByTestId('cart-checkout')).toHaveAttribute('aria-disabled', 'true');

    // The choice is in the address: a reload keeps the zone and the cart.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Delivery area', exact: true })).toHaveValue(
      String(strict.id),
    );
    await expect(page.getByTestId('minimum-order')).toBeVisible();

    await page
      .getByRole('combobox', { name: 'Delivery area', exact: true })
      .selectOption(String(open.id));
    await expect(page.getByTestId('minimum-order')).toHaveCount(0);
    await expect(page.getByTestId('zone-facts')).toContainText('No minimum order');
    const checkout = page.getByTestId('cart-checkout');
    await expect(checkout).toHaveAttribute('href', `/checkout?zone=${open.id}`);
    await expect(
      page.getByText('Prices and delivery are confirmed when you place the order.'),
    ).toBeVisible();
  });

  test('lines: stepper, line total, remove, then the empty state', async ({ page, request }) => {
    const item = await stockedItem(request, 'en');
    await seedCart(page, '/cart', [line(item, 1)]);
    const row = page.getByTestId('cart-line');
    await row.getByRole('button', { name: `One more ${item.name}` }).click();
    await row.getByRole('button', { name: `One more ${item.name}` }).click();
    await expect(row.getByTestId('line-total')).toContainText(
      (item.price * 3).toLocaleString('en-US'),
    );
    await expect(page.getByTestId('cart-subtotal')).toContainText(
      (item.price * 3).toLocaleString('en-US'),
    );
    await row.getByRole('button', { name: `Remove ${item.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  test('Arabic: right to left, Arabic digits and names, the zone kept across the language switch', async ({
    page,
    request,
  }) => {
    const zones = await apiList<Zone>(request, '/api/app_settings/delivery_charges', 'ar');
    const zone = zones.find((entry) => entry.min_order > 0)!;
    const english = await stockedItem(request, 'en');
    const arabic = (await apiList<ApiItem>(request, '/api/items/list', 'ar')).find(
      (entry) => entry.id === english.id,
    )!;
    // Saved while shopping in English: the Arabic cart shows today's Arabic name.
    await seedCart(page, `/ar/cart?zone=${zone.id}`, [line(english, 2)]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toContainText(arabic.name);
    await expect(page.getByRole('combobox', { name: 'منطقة التوصيل', exact: true })).toHaveValue(
      String(zone.id),
    );
    await expect(page.getByTestId('zone-facts')).toContainText(/أقرب ميعاد توصيل: .*[٠-٩]/);
    const total = page.getByTestId('cart-total');
    await expect(total).toContainText('ج.م.');
    await expect(total).toHaveText(/[٠-٩]/);
    await expect(page.getByRole('button', { name: `احذف ${arabic.name}` })).toBeVisible();

    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(new RegExp(`/cart\\?zone=${zone.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toContainText(english.name);
  });

  for (const path of ['/cart', '/ar/cart']) {
    const details = path === '/ar/cart' ? onPhonesToo : {};
    test(
      `${path}: no serious accessibility violations, empty and with lines`,
      details,
      async ({ page, request }) => {
        await gotoHydrated(page, path);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);

        const item = await stockedItem(request, path.startsWith('/ar') ? 'ar' : 'en');
        const [zone] = await apiList<Zone>(request, '/api/app_settings/delivery_charges', 'en');
        await seedCart(page, `${path}?zone=${zone!.id}`, [line(item, 1)]);
        await expect(page.getByTestId('zone-facts')).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
    );
  }
});
