import { formatMoney } from '../../src/lib/format/money';
import {
  expect,
  gotoHydrated,
  shopWorkerInControl,
  test,
  WITH_SHOP_WORKER,
} from './support/fixtures';
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

// The shop's worker is on here (blocked elsewhere: playwright.config.ts).
test.use(WITH_SHOP_WORKER);

// Offline, every request the page still makes fails, and the browser says so in the console.
test.use({
  // One pattern: Playwright reads an array of two or more objects as [value, options].
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/],
});
test.describe.configure({ timeout: 120_000 });

const SAVED =
  'No connection. Your order is saved on this phone and will be sent when you are back online.';

test('an order placed offline is kept, survives a reload offline and is sent once back online', async ({
  page,
  context,
}) => {
  const { token } = await signedInShopper(page);
  await createAddress(page.request, token, { zone_id: ZONES.mansoura.id, recipient: 'Mona Ali' });
  const item = await shopItem(page.request, 2);
  await gotoHydrated(page, '/checkout');
  // The shop's worker takes the page once it has loaded; from then on the pages are kept.
  await shopWorkerInControl(page);
  await seedCart(page, [{ ...item, qty: 2 }]);
  await gotoHydrated(page, '/checkout');
  await expect(page.getByRole('radio', { name: /Mona Ali/ })).toBeChecked();
  await chooseFirstSlot(page);
  await page.getByLabel('Notes for the shop (optional)').fill('Ring twice');
  const total = item.price * 2 + ZONES.mansoura.fee;
  const money = formatMoney(total, 'en');
  await expect(page.getByTestId('checkout-total')).toHaveText(money);

  await context.setOffline(true);
  await page.getByTestId('place-order').click();
  const queued = page.getByTestId('queued-orders');
  await expect(queued).toContainText(SAVED);
  await expect(queued).toContainText(`2 × ${item.name}`);
  await expect(queued).toContainText(money);
  // A second tap is the same order: still one kept, and the cart stays until it is accepted.
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('place-order')).toBeEnabled();
  await expect(queued.getByText(SAVED)).toHaveCount(1);
  expect(await savedCart(page)).toHaveLength(1);

  // The worker serves the page; the cart, the choices and the queued order are all still here.
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(queued).toContainText(SAVED);
  await expect(page.getByText(/Your order goes to the address you chose: Mona Ali/)).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(money);
  await expect(page.getByLabel('Notes for the shop (optional)')).toHaveValue('Ring twice');
  expect(await ordersOf(page.request, token)).toEqual([]);

  await context.setOffline(false);
  const notice = page.getByRole('status').filter({ hasText: 'Your saved order was sent' });
  await expect(notice).toBeVisible();
  await expect(queued).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(await savedCart(page)).toEqual([]);
  const orders = await ordersOf(page.request, token);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ total, status: 'Pending' });
  await expect(notice).toContainText(orders[0]?.number ?? '-');
  await notice.getByRole('link', { name: 'Open the order' }).click();
  await page.waitForURL(new RegExp(`/orders/${orders[0]?.id ?? 0}$`));
  await expect(page.getByTestId('order-total')).toHaveText(money);
});
