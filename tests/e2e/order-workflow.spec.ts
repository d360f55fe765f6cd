import type { APIRequestContext } from '@playwright/test';
import { DEMO_SELLER } from './support/accounts';
import { expect, gotoHydrated, onPhonesToo, test } from './support/fixtures';
import { signedInShopper } from './support/session';
import { createAddress, placeOrderByApi, ZONES } from './support/shopper-data';

// Each journey signs up, places an order and opens its page more than once.
test.describe.configure({ timeout: 90_000 });

/** The demo seller's backend token (what the dashboard's calls carry). */
async function sellerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', { data: DEMO_SELLER });
  if (!response.ok()) throw new Error(`seller sign-in failed: ${response.status()}`);
  return ((await response.json()) as { results: { token: string } }).results.token;
}

async function moveOrder(request: APIRequestContext, token: string, id: number, status: string) {
  const response = await request.post(`/api/admin/orders/${id}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(response.status()).toBe(200);
}

async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.get(`/api/item/details/${id}`);
  return ((await response.json()) as { results: { stock: number } }).results.stock;
}

test('the shopper sees each step with its time as the shop moves the order on', async ({
  page,
}) => {
  const { token } = await signedInShopper(page);
  const address = await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });
  const order = await placeOrderByApi(page.request, token, {
    address_id: address.id,
    items: [{ item_id: 3, qty: 1 }],
  });
  const seller = await sellerToken(page.request);
  const progress = page.getByTestId('order-progress');
  const current = progress.locator('[aria-current="step"]');

  await gotoHydrated(page, `/orders/${order.id}`);
  await expect(current).toHaveText(/Pending/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // Issue 38: the open page catches up by itself when the tab comes back into view, no reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await moveOrder(page.request, seller, order.id, 'Processing');
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(current).toHaveText(/Processing/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // The shop has started on it: the shopper can no longer cancel.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await moveOrder(page.request, seller, order.id, 'OutForDelivery');
  await moveOrder(page.request, seller, order.id, 'Delivered');
  await page.reload();
  const steps = progress.getByRole('listitem');
  await expect(steps).toHaveText([/Pending/, /Processing/, /Out for delivery/, /Delivered/]);
  // Every step reached shows when (a time such as 10:42 AM, in Cairo).
  for (const step of await steps.all()) await expect(step).toHaveText(/\d{1,2}:\d{2}/);
});

test(
  'a shopper cancels a pending order in Arabic and its stock comes back',
  onPhonesToo,
  async ({ page }, testInfo) => {
    // An item no other test orders, one per project (desktop and phone run side by side), so
    // the stock counted here moves only with this order.
    const itemId = testInfo.project.name === 'phone' ? 18 : 17;
    const { token } = await signedInShopper(page);
    const address = await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });
    const before = await stockOf(page.request, itemId);
    const order = await placeOrderByApi(page.request, token, {
      address_id: address.id,
      items: [{ item_id: itemId, qty: 2 }],
    });
    expect(await stockOf(page.request, itemId)).toBe(before - 2);

    await gotoHydrated(page, `/ar/orders/${order.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'إلغاء الطلب' }).click();
    const dialog = page.getByRole('dialog', { name: 'تلغي الطلب ده؟' });
    await expect(dialog).toContainText(order.number);
    await dialog.getByRole('button', { name: 'أيوه، الغي الطلب' }).click();
    await expect(page.getByTestId('order-cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'إلغاء الطلب' })).toHaveCount(0);
    await expect.poll(() => stockOf(page.request, itemId)).toBe(before);
  },
);
