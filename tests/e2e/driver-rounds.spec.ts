import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_SELLER, newAccount, registerByApi } from './support/accounts';
import { expect, gotoHydrated, onPhonesOnly, test } from './support/fixtures';
import { secondBrowser } from './support/second-browser';
import { signInByApi } from './support/session';
import { createAddress, placeOrderByApi, ZONES, type ApiOrder } from './support/shopper-data';

// Four people (a seller, a driver, a shopper, the admin), three orders, one round.
test.describe.configure({ timeout: 150_000 });
// The cookie notice answered, as by anyone who works the shop every day.
test.use({ consentPending: false });

async function tokenOf(request: APIRequestContext, credentials: typeof DEMO_ADMIN) {
  const response = await request.post('/api/user/login', { data: credentials });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  return ((await response.json()) as { results: { token: string } }).results.token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A shopper's order, placed and moved on by the seller until it is being prepared. */
async function readyOrder(request: APIRequestContext, seller: string, landmark: string) {
  const shopper = newAccount();
  const token = await registerByApi(request, shopper);
  const address = await createAddress(request, token, { zone_id: ZONES.mansoura.id, landmark });
  const order = await placeOrderByApi(request, token, {
    address_id: address.id,
    items: [{ item_id: 3, qty: 1 }],
  });
  const moved = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: bearer(seller),
    data: { status: 'Processing' },
  });
  expect(moved.status()).toBe(200);
  return { order, shopper, token };
}

/** The page of a second person, signed in, in Arabic on the same phone profile. */
async function personPage(
  page: Page,
  baseURL: string,
  credentials: Parameters<typeof signInByApi>[1],
) {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await secondBrowser(browser, baseURL, {
    viewport: page.viewportSize() ?? undefined,
    isMobile: true,
    hasTouch: true,
  });
  const other = await context.newPage();
  await signInByApi(other, credentials);
  return other;
}

const amount = (order: ApiOrder, delta: number) =>
  String(Math.round((order.total + delta) * 100) / 100);

test(
  'staff build a round and print its sheet; the driver delivers two stops and fails one; the shopper and the admin see it, in Arabic on a phone',
  onPhonesOnly,
  async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const admin = await tokenOf(page.request, DEMO_ADMIN);
    const seller = await tokenOf(page.request, DEMO_SELLER);
    // A name of its own: a retry or an earlier run leaves other drivers' rounds on the screen.
    const account = newAccount();
    const driver = { ...account, name: `كريم ${account.phone.slice(-4)}` };
    const made = await page.request.post('/api/admin/staff/new', {
      headers: bearer(admin),
      data: { ...driver, username: driver.phone, role: 'driver' },
    });
    expect(made.status()).toBe(200);
    const [paid, short, away] = [
      await readyOrder(page.request, seller, 'جنب الجامع'),
      await readyOrder(page.request, seller, 'قصاد البنك'),
      await readyOrder(page.request, seller, 'ورا المدرسة'),
    ];

    // The seller builds the round from the ready orders and sends it out.
    await signInByApi(page, DEMO_SELLER);
    await gotoHydrated(page, '/ar/dashboard/rounds');
    const ready = page.getByRole('region', { name: 'جاهز يخرج ومش على جولة' });
    for (const { order } of [paid, short, away]) {
      await ready.getByRole('checkbox', { name: new RegExp(order.number) }).check();
    }
    await ready.getByRole('combobox', { name: 'المندوب' }).click();
    await page.getByRole('option', { name: driver.name }).click();
    await ready.getByRole('button', { name: /^سلّم .* للمندوب$/ }).click();
    const card = page.getByTestId('round-card').filter({ hasText: driver.name });
    await expect(card.getByTestId('round-stop')).toHaveCount(3);
    await card.getByRole('button', { name: /^طلّع \S+ طلبات$/ }).click();
    await expect(page.getByRole('status')).toContainText('خرجت للتوصيل');

    // Its sheet: every stop with its landmark and amount; on paper, only the sheet.
    await card.getByRole('link', { name: 'ورقة الجولة' }).click();
    const sheet = page.locator('#round-sheet');
    await expect(sheet.getByTestId('sheet-stop')).toHaveCount(3);
    await expect(sheet).toContainText('جنب الجامع');
    await expect(sheet).toContainText('إمضاء المندوب');
    await page
      .getByRole('radio', { name: 'رول ٨٠ مم' })
      .or(page.getByRole('button', { name: 'رول ٨٠ مم' }))
      .click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'اطبع' })).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The shopper sees who is coming and where they are on the round.
    const shopper = await personPage(page, origin, { token: paid.token });
    await gotoHydrated(shopper, `/ar/orders/${paid.order.id}`);
    const coming = shopper.getByTestId('order-driver');
    await expect(coming).toContainText('كريم جايبلك طلبك.');
    await expect(coming).toContainText(/الوقفة رقم [١-٣] من ٣/);

    // The driver: two delivered (one paid short by 10 EGP), one nobody was home for.
    const road = await personPage(page, origin, {
      username: driver.phone,
      password: driver.password,
    });
    await gotoHydrated(road, '/ar/dashboard/round');
    await expect(road.getByTestId('driver-stop')).toHaveCount(3);
    const deliver = async (order: ApiOrder, cash: string, said: RegExp) => {
      await road.getByRole('button', { name: `سجّل إن الطلب ${order.number} اتسلّم` }).click();
      const dialog = road.getByRole('dialog');
      await dialog.getByLabel('الفلوس اللي استلمتها').fill(cash);
      await expect(dialog.getByTestId('cash-balance')).toContainText(said);
      await dialog.getByRole('button', { name: 'سجّل إنه اتسلّم' }).click();
      await expect(dialog).toBeHidden();
    };
    await deliver(paid.order, amount(paid.order, 20), /الباقي/);
    await deliver(short.order, amount(short.order, -10), /ناقص/);
    await road.getByRole('button', { name: `سجّل إن الطلب ${away.order.number} ماتسلّمش` }).click();
    const failed = road.getByRole('dialog');
    await failed.getByRole('radio', { name: 'محدش في البيت' }).check();
    await failed.getByRole('button', { name: 'سجّل إنه ماتسلّمش' }).click();
    await expect(failed).toBeHidden();
    await expect(road.getByTestId('stop-outcome')).toHaveCount(3);

    // The shopper's order is delivered.
    await shopper.reload();
    await expect(shopper.getByTestId('order-delivered-at')).toContainText('اتسلّم');

    // The admin's cash screen: the driver's day, 10 EGP short.
    const office = await personPage(page, origin, DEMO_ADMIN);
    await gotoHydrated(office, '/ar/dashboard/cash');
    const day = office.getByTestId('cash-card').filter({ hasText: driver.name });
    await expect(day).toContainText('ناقص');
    await expect(day).toContainText('١٠');
  },
);
