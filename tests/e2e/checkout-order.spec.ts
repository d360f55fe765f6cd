import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/format/money';
import { expect, gotoHydrated, onPhonesToo, seriousA11yViolations, test } from './support/fixtures';
import { signedInShopper } from './support/session';
import {
  chooseFirstSlot,
  createAddress,
  ordersOf,
  savedCart,
  seedCart,
  shopItem,
  ZONES,
} from './support/shopper-data';

// Each journey signs up, signs in and opens several pages.
test.describe.configure({ timeout: 90_000 });

const placeOrder = (page: Page) => page.getByTestId('place-order');
const summary = (page: Page) => page.getByRole('region', { name: /Order summary|ملخص الطلب/ });

/** Axe once the route progress bar has gone (its markup is not what is being checked). */
async function a11yViolations(page: Page) {
  await expect(page.locator('#nprogress')).toHaveCount(0);
  return seriousA11yViolations(page);
}

/** Fills the checkout's inline address form (the shopper's first address) and saves it. */
async function addAddressInline(page: Page, zoneId: number, saveLabel: RegExp) {
  const form = page.locator('main form');
  await form.locator('input[name="recipient"]').fill('Mona Ali');
  await form.locator('input[name="phone"]').fill('01012345678');
  await form.locator('select[name="zone_id"]').selectOption(String(zoneId));
  await form.locator('input[name="city"]').fill('Mansoura');
  await form.locator('input[name="street"]').fill('El Gomhoreya St.');
  await form.locator('input[name="building"]').fill('12');
  await form.getByRole('button', { name: saveLabel }).click();
  await expect(page.getByRole('radio', { name: /Mona Ali/ })).toBeChecked();
}

test.describe('checkout', () => {
  for (const [path, callback] of [
    ['/checkout', '/checkout'],
    ['/ar/checkout?zone=3', '/ar/checkout?zone=3'],
  ] as const) {
    test(`${path} signed out asks to sign in and comes back`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location ?? '', 'http://shop');
      expect(location.pathname).toMatch(/\/login$/);
      expect(location.searchParams.get('error')).toBe('SessionRequired');
      expect(location.searchParams.get('callbackUrl')).toBe(callback);
    });
  }

  test.describe('signed in', () => {
    // The cart lives in the browser: any signed-in shopper's empty cart will do.
    test.use({ signedInAs: 'shopper' });

    test('an empty cart gets a friendly way back to the shop', async ({ page }) => {
      await gotoHydrated(page, '/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
        'href',
        '/',
      );
    });
  });
});

test('the zone chosen on the cart page is preselected for a first address', async ({ page }) => {
  await signedInShopper(page);
  const item = await shopItem(page.request, 1);
  await gotoHydrated(page, '/checkout');
  await seedCart(page, [{ ...item, qty: 1 }]);
  await gotoHydrated(page, `/checkout?zone=${ZONES.mitGhamr.id}`);
  await expect(page.locator('main select[name="zone_id"]')).toHaveValue(String(ZONES.mitGhamr.id));
  await expect(page.getByTestId('checkout-delivery')).toHaveText(
    formatMoney(ZONES.mitGhamr.fee, 'en'),
  );
  await expect(page.getByTestId('checkout-total')).toHaveText(
    formatMoney(item.price + ZONES.mitGhamr.fee, 'en'),
  );
  // Nothing is ordered before the address is saved.
  await expect(placeOrder(page)).toBeDisabled();
});

test.describe('placing an order', () => {
  test('add to cart → checkout → add an address → order page shows Pending with the right totals; the cart is empty', async ({
    page,
  }) => {
    const { token, account } = await signedInShopper(page);
    const item = await shopItem(page.request, 1);

    await gotoHydrated(page, `/product/${item.id}`);
    await page.getByRole('button', { name: `Add to cart: ${item.name}` }).click();
    await expect.poll(() => savedCart(page)).toHaveLength(1);
    await gotoHydrated(page, '/cart');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(/\/checkout/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

    await expect(placeOrder(page)).toBeDisabled();
    await expect(page.getByText('Choose or save a delivery address')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    // A first address is most often the shopper's own: the account's name and phone are in.
    await expect(page.locator('main form input[name="recipient"]')).toHaveValue(account.name);
    await expect(page.locator('main form input[name="phone"]')).toHaveValue(account.phone);
    await addAddressInline(page, ZONES.mansoura.id, /Save and deliver here/);

    // A whole chicken is sold by weight: the product page picks 1.5 kg unless told otherwise.
    const subtotal = item.price * 1.5;
    const total = subtotal + ZONES.mansoura.fee;
    await expect(page.getByTestId('checkout-subtotal')).toHaveText(formatMoney(subtotal, 'en'));
    await expect(page.getByTestId('checkout-delivery')).toHaveText(
      formatMoney(ZONES.mansoura.fee, 'en'),
    );
    await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(total, 'en'));
    await page.getByLabel('Notes for the shop (optional)').fill('Ring twice, please');
    await chooseFirstSlot(page);
    expect(await a11yViolations(page)).toEqual([]);
    await placeOrder(page).click();

    await page.waitForURL(/\/orders\/\d+\?placed=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your order is placed.',
    );
    await expect(page.getByTestId('placed-number')).toHaveText(/^DP-\d{6}-\d{5}$/);
    const number = await page.getByTestId('placed-number').textContent();
    await expect(page.getByTestId('order-progress').locator('[aria-current="step"]')).toHaveText(
      /Pending/,
    );
    await expect(page.getByTestId('order-subtotal')).toHaveText(formatMoney(subtotal, 'en'));
    await expect(page.getByTestId('order-delivery')).toHaveText(
      formatMoney(ZONES.mansoura.fee, 'en'),
    );
    await expect(page.getByTestId('order-total')).toHaveText(formatMoney(total, 'en'));
    await expect(page.getByText('Ring twice, please')).toBeVisible();

    const whatsapp = await page.getByTestId('order-whatsapp').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/201001234567\?text=/);
    const message = decodeURIComponent(new URL(whatsapp!).searchParams.get('text') ?? '');
    expect(message).toContain(number!);
    expect(message).toContain(item.name);
    expect(message).toContain(
      `Estimated total (final after weighing): ${formatMoney(total, 'en')}`,
    );
    expect(await a11yViolations(page)).toEqual([]);

    expect(await savedCart(page)).toEqual([]);
    const orders = await ordersOf(page.request, token);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ number, status: 'Pending', total });

    await gotoHydrated(page, '/checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  // Checking out on a phone, in Arabic, is how most orders arrive.
  test(
    'in Arabic: right to left, a saved address chosen, Arabic digits in the totals',
    onPhonesToo,
    async ({ page }) => {
      const { token } = await signedInShopper(page);
      await createAddress(page.request, token, {
        zone_id: ZONES.mansoura.id,
        recipient: 'منى علي',
      });
      const item = await shopItem(page.request, 2, 'ar');
      await gotoHydrated(page, '/ar/checkout');
      await seedCart(page, [{ ...item, qty: 2 }]);
      await gotoHydrated(page, '/ar/checkout');

      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'إتمام الطلب' })).toBeVisible();
      await expect(page.getByRole('radio', { name: /منى علي/ })).toBeChecked();
      const total = item.price * 2 + ZONES.mansoura.fee;
      await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(total, 'ar'));
      await expect(page.getByTestId('checkout-total')).not.toHaveText(/[0-9]/);
      // Issue 38: without a round, the tap seemed to do nothing on a phone (the reason sat
      // 455 px above the screen). Focus goes to the first open round, on the screen.
      await placeOrder(page).click();
      const firstOpen = page.getByTestId('slot').and(page.locator(':enabled')).first();
      await expect(firstOpen).toBeFocused();
      await expect(firstOpen).toBeInViewport({ ratio: 1 });
      await chooseFirstSlot(page);
      expect(await a11yViolations(page)).toEqual([]);

      await placeOrder(page).click();
      await page.waitForURL(/\/ar\/orders\/\d+\?placed=1$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('شكرًا! طلبك اتسجل.');
      await expect(page.getByTestId('order-total')).toHaveText(formatMoney(total, 'ar'));
      await expect(page.getByTestId('order-progress').locator('[aria-current="step"]')).toHaveText(
        /قيد الانتظار/,
      );
      expect(await a11yViolations(page)).toEqual([]);
      expect(await savedCart(page)).toEqual([]);
    },
  );
});

test.describe('one order, however often it is asked for', () => {
  // The lost answer below is a reset connection, which the browser reports in the console.
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_RESET/] });

  async function readyToOrder(page: Page) {
    const { token } = await signedInShopper(page);
    await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });
    const item = await shopItem(page.request, 1);
    await gotoHydrated(page, '/checkout');
    await seedCart(page, [{ ...item, qty: 1 }]);
    await gotoHydrated(page, '/checkout');
    await chooseFirstSlot(page);
    await expect(placeOrder(page)).toBeEnabled();
    return token;
  }

  test('a double tap on "Place order" makes exactly one order', async ({ page }) => {
    const token = await readyToOrder(page);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/orders/add')) {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    // Two clicks in the same task (faster than any re-render), then a real double click.
    await placeOrder(page).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await placeOrder(page)
      .dblclick({ timeout: 1_000 })
      .catch(() => undefined);

    await page.waitForURL(/\/orders\/\d+\?placed=1$/);
    expect(await ordersOf(page.request, token)).toHaveLength(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^order-[0-9a-f]{32}$/);
  });

  test('an answer lost on the way: it says it is checking, asks again with the same key and shows the one order', async ({
    page,
  }) => {
    const token = await readyToOrder(page);
    const keys: string[] = [];
    await page.route('**/api/user/orders/add', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) {
        // The replay takes its time, so the shopper is seen being told what is going on.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return route.continue();
      }
      // The order reaches the backend and is made, but its answer never arrives.
      await route.fetch();
      return route.abort('connectionreset');
    });

    await placeOrder(page).click();
    // Issue 38: never "nothing was ordered" (it was): it checks, and finds the order.
    await expect(page.getByTestId('order-checking')).toHaveText(
      'We are checking whether your order arrived…',
    );
    await expect(summary(page).getByRole('alert')).toHaveCount(0);
    await page.waitForURL(/\/orders\/\d+\?placed=1$/);
    await expect(page.getByTestId('order-placed')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf(page.request, token)).toHaveLength(1);
  });
});

test.describe('what the backend refuses is shown where it belongs', () => {
  test('below the zone minimum: a clear message and no way to order', async ({ page }) => {
    const { token } = await signedInShopper(page);
    await createAddress(page.request, token, { zone_id: ZONES.gamasa.id });
    const item = await shopItem(page.request, 1);
    await gotoHydrated(page, '/checkout');
    await seedCart(page, [{ ...item, qty: 1 }]);
    await gotoHydrated(page, '/checkout');

    const short = ZONES.gamasa.minOrder - item.price;
    await expect(page.getByTestId('minimum-order')).toContainText(
      `The minimum order for Gamasa is ${formatMoney(ZONES.gamasa.minOrder, 'en')}. Add ${formatMoney(short, 'en')} more`,
    );
    await expect(placeOrder(page)).toBeDisabled();
    expect(await a11yViolations(page)).toEqual([]);

    await gotoHydrated(page, '/ar/checkout');
    await expect(page.getByTestId('minimum-order')).toContainText(
      `الحد الأدنى للطلب في جمصة هو ${formatMoney(ZONES.gamasa.minOrder, 'ar')}`,
    );
    await expect(placeOrder(page)).toBeDisabled();
  });
});

test.describe('a refused line', () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('short stock is named on its line and the cart is kept', async ({ page }) => {
    const { token } = await signedInShopper(page);
    await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });
    const item = await shopItem(page.request, 3);
    await gotoHydrated(page, '/checkout');
    await seedCart(page, [{ ...item, qty: 999 }]);
    await gotoHydrated(page, '/checkout');

    await chooseFirstSlot(page);
    await placeOrder(page).click();
    // Item 3 is sold by the kg: what is left says so (ADR 0018).
    await expect(page.getByTestId('line-error')).toHaveText(/^Only [\d.]+ kg left in stock\.$/);
    await expect(summary(page).getByRole('alert')).toHaveText(
      'Some items do not have enough stock.',
    );
    expect(await savedCart(page)).toHaveLength(1);
    expect(await ordersOf(page.request, token)).toHaveLength(0);
  });
});
