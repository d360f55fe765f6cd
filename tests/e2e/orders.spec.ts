import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/format/money';
import { newAccount, registerByApi } from './support/accounts';
import { expect, gotoHydrated, onPhonesToo, seriousA11yViolations, test } from './support/fixtures';
import { signedInShopper } from './support/session';
import { createAddress, placeOrderByApi, shopItem, ZONES } from './support/shopper-data';

// Each journey signs up, signs in and opens several pages.
test.describe.configure({ timeout: 90_000 });

/** Axe once the route progress bar has gone (its markup is not what is being checked). */
async function a11yViolations(page: Page) {
  await expect(page.locator('#nprogress')).toHaveCount(0);
  return seriousA11yViolations(page);
}

const ASCII_DIGIT = /[0-9]/;
const ARABIC_INDIC_DIGIT = /[٠-٩]/;

test('signed out, the orders ask to sign in and come back', async ({ request }) => {
  const response = await request.get('/ar/orders/12', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers().location ?? '', 'http://shop');
  expect(location.searchParams.get('error')).toBe('SessionRequired');
  expect(location.searchParams.get('callbackUrl')).toBe('/ar/orders/12');
});

test(
  'in Arabic: the list, newest first, and an order page, right to left with Arabic digits',
  onPhonesToo,
  async ({ page }) => {
    const { token } = await signedInShopper(page);
    const address = await createAddress(page.request, token, {
      zone_id: ZONES.mansoura.id,
      recipient: 'منى علي',
    });
    const chicken = await shopItem(page.request, 1, 'ar');
    const duck = await shopItem(page.request, 2, 'ar');
    const first = await placeOrderByApi(page.request, token, {
      address_id: address.id,
      items: [{ item_id: chicken.id, qty: 1 }],
    });
    const second = await placeOrderByApi(page.request, token, {
      address_id: address.id,
      items: [
        { item_id: chicken.id, qty: 2 },
        { item_id: duck.id, qty: 1 },
      ],
      notes: 'من غير جلد',
    });

    await gotoHydrated(page, '/ar/orders');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('طلباتي');
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(second.number);
    await expect(rows.nth(1)).toContainText(first.number);
    await expect(rows.nth(0)).toContainText('قيد الانتظار');
    // Two lines, three units: the list counts products, not quantities.
    await expect(rows.nth(0)).toContainText('عدد المنتجات: ٢');
    const total = rows.nth(0).getByTestId('order-row-total');
    await expect(total).toHaveText(formatMoney(second.total, 'ar'));
    await expect(total).toHaveText(ARABIC_INDIC_DIGIT);
    await expect(total).not.toHaveText(ASCII_DIGIT);
    expect(await a11yViolations(page)).toEqual([]);

    await rows.nth(0).getByRole('link').click();
    await page.waitForURL(`**/ar/orders/${second.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`طلب رقم ${second.number}`);
    await expect(page.getByTestId('order-progress').locator('[aria-current="step"]')).toHaveText(
      /قيد الانتظار/,
    );
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    await expect(page.getByTestId('order-line').first()).toContainText(chicken.name);
    await expect(page.getByTestId('order-line').first()).toContainText(
      formatMoney(chicken.price * 2, 'ar'),
    );
    await expect(page.getByTestId('order-subtotal')).toHaveText(
      formatMoney(chicken.price * 2 + duck.price, 'ar'),
    );
    await expect(page.getByTestId('order-delivery')).toHaveText(
      formatMoney(ZONES.mansoura.fee, 'ar'),
    );
    await expect(page.getByTestId('order-total')).toHaveText(formatMoney(second.total, 'ar'));
    await expect(page.getByTestId('order-total')).not.toHaveText(ASCII_DIGIT);
    await expect(page.getByText('اتطلب في')).toHaveText(ARABIC_INDIC_DIGIT);
    await expect(page.getByText('منى علي')).toBeVisible();
    await expect(page.getByText('من غير جلد')).toBeVisible();
    await expect(page.getByText('الدفع: كاش عند الاستلام')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  },
);

test('in English: an order with its steps, lines and totals', async ({ page }) => {
  const { token } = await signedInShopper(page);
  const address = await createAddress(page.request, token, { zone_id: ZONES.mitGhamr.id });
  const item = await shopItem(page.request, 1);
  const order = await placeOrderByApi(page.request, token, {
    address_id: address.id,
    items: [{ item_id: item.id, qty: 2 }],
  });

  await gotoHydrated(page, '/orders');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText(`Order ${order.number}`);
  await expect(page.getByTestId('order-row-total')).toHaveText(formatMoney(order.total, 'en'));

  await gotoHydrated(page, `/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`);
  const steps = page.getByTestId('order-progress').getByRole('listitem');
  await expect(steps).toHaveText([/Pending/, /Processing/, /Out for delivery/, /Delivered/]);
  await expect(page.getByTestId('order-line')).toContainText(
    `2 × ${formatMoney(item.price, 'en')} / ${item.unit}`,
  );
  await expect(page.getByTestId('order-total')).toHaveText(
    formatMoney(item.price * 2 + ZONES.mitGhamr.fee, 'en'),
  );
  await expect(page.getByText('Payment: cash on delivery')).toBeVisible();
  expect(await a11yViolations(page)).toEqual([]);
});

test('a shopper without orders is pointed to the shop', async ({ page }) => {
  await signedInShopper(page);
  await gotoHydrated(page, '/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
});

test.describe('orders that are not there', () => {
  // The browser reports the API's 404 in the console.
  test.use({ allowedConsoleErrors: [/status of 404/], signedInAs: 'shopper' });

  test("another shopper's order, or an unknown one, is not found", async ({ page }) => {
    const theirToken = await registerByApi(page.request, newAccount());
    const address = await createAddress(page.request, theirToken, { zone_id: ZONES.mansoura.id });
    const theirs = await placeOrderByApi(page.request, theirToken, {
      address_id: address.id,
      items: [{ item_id: 1, qty: 1 }],
    });

    for (const path of [`/orders/${theirs.id}`, '/ar/orders/2000000000']) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.startsWith('/ar') ? 'الطلب مش موجود' : 'Order not found',
      );
      await expect(page.getByText(theirs.number)).toHaveCount(0);
    }
    expect(await a11yViolations(page)).toEqual([]);
    expect((await page.request.get('/orders/abc')).status()).toBe(404);
  });
});
