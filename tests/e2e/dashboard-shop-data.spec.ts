import type { APIRequestContext, Browser, Page } from '@playwright/test';
import arDashboard from '../../public/locales/ar/dashboard.json';
import enDashboard from '../../public/locales/en/dashboard.json';
import type { StaffDeliveryZone } from '../../src/contracts/delivery-zones';
import type { ShopSummary } from '../../src/contracts/shop-summary';
import { formatMoney } from '../../src/lib/format/money';
import { formatNumber } from '../../src/lib/format/number';
import { newAccount, registerByApi } from './support/accounts';
import { expect, gotoHydrated, onPhonesToo, seriousA11yViolations, test } from './support/fixtures';
import { secondBrowser } from './support/second-browser';
import { fromShopPage, signedInShopper } from './support/session';
import { createAddress, placeOrderByApi, seedCart, shopItem, ZONES } from './support/shopper-data';

// The overview, delivery zones and customers on the shop's real data (issue 23). A shopper
// orders through the API first; the seller and the admin work the dashboard.
test.describe.configure({ timeout: 90_000 });

/** Nabaroh: a seeded zone no other journey orders to, so its fee may change meanwhile. */
const NABAROH = 6;
const ADMIN_ONLY_AR = 'ده لمدير المتجر بس. اطلب من المدير يعمل التغيير.';

/** A new shopper with one order to Mansoura; returns the order and the shopper. */
async function shopperWithOrder(request: APIRequestContext) {
  const shopper = newAccount();
  const token = await registerByApi(request, shopper);
  const address = await createAddress(request, token, { zone_id: ZONES.mansoura.id });
  const order = await placeOrderByApi(request, token, {
    address_id: address.id,
    items: [{ item_id: 8, qty: 2 }],
  });
  return { shopper, order };
}

async function staffZone(page: Page, id: number): Promise<StaffDeliveryZone> {
  const answer = await page.request.get('/api/admin/delivery-zones');
  const zones = ((await answer.json()) as { results: StaffDeliveryZone[] }).results;
  const zone = zones.find((entry) => entry.id === id);
  if (!zone) throw new Error(`no zone ${id}`);
  return zone;
}

async function publicFee(request: APIRequestContext, id: number): Promise<number | undefined> {
  const answer = await request.get('/api/app_settings/delivery_charges');
  const zones = ((await answer.json()) as { results: { id: number; fee: number }[] }).results;
  return zones.find((zone) => zone.id === id)?.fee;
}

test.describe('a seller', () => {
  test.use({ signedInAs: 'seller' });

  test(
    'on a phone in Arabic, sees the overview with a new order’s real figures',
    onPhonesToo,
    async ({ page }) => {
      const { order } = await shopperWithOrder(page.request);
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/summary') && response.ok(),
      );
      await gotoHydrated(page, '/ar/dashboard');
      const summary = ((await (await answered).json()) as { results: ShopSummary }).results;
      // The answer the screen got counts the order: placed today, the newest but for a race.
      expect(summary.recent_orders.map((entry) => entry.number)).toContain(order.number);
      expect(summary.today.orders).toBeGreaterThanOrEqual(1);
      expect(summary.today.revenue).toBeGreaterThanOrEqual(order.total);

      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        arDashboard.screens.overview.title,
      );
      await expect(page.getByTestId('today-orders')).toHaveText(
        formatNumber(summary.today.orders, 'ar'),
      );
      await expect(page.getByTestId('today-revenue')).toHaveText(
        formatMoney(summary.today.revenue, 'ar'),
      );
      await expect(page.getByTestId('week-orders')).toHaveText(
        formatNumber(summary.week.orders, 'ar'),
      );
      const pending = page.getByTestId('waiting-Pending').getByRole('link');
      await expect(pending).toContainText(formatNumber(summary.waiting.pending, 'ar'));
      await expect(pending).toHaveAttribute('href', '/ar/dashboard/orders?status=Pending');
      const recent = page.getByTestId('recent-order').filter({ hasText: order.number });
      await expect(recent).toHaveCount(1);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The recent order opens the queue at that order.
      await recent.getByRole('link').click();
      await page.waitForURL(/\/ar\/dashboard\/orders\?q=DP-/);
      await expect(page.getByTestId('staff-order')).toHaveCount(1);
      await expect(page.getByTestId('staff-order')).toContainText(order.number);
    },
  );

  test(
    'in Arabic, reads the delivery zones but is told, and refused, that only an admin changes them',
    onPhonesToo,
    async ({ page }) => {
      await gotoHydrated(page, '/ar/dashboard/delivery-zones');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        arDashboard.screens['delivery-zones'].title,
      );
      await expect(page.getByTestId('zones-admin-only')).toHaveText(arDashboard.zones.adminOnly);
      await expect(page.getByTestId('zone-card').first()).toContainText(ZONES.mansoura.ar);
      await expect(page.getByRole('button', { name: /^تعديل/ })).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A write the screen does not offer, sent anyway with the seller's session: refused.
      const before = await publicFee(page.request, NABAROH);
      const refused = await page.request.post(`/api/admin/delivery-zones/${NABAROH}`, {
        headers: { ...fromShopPage(page), lang: 'ar' },
        data: { fee: 99 },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(ADMIN_ONLY_AR);
      expect(await publicFee(page.request, NABAROH)).toBe(before);
    },
  );

  test('finds a customer by phone, masked, and calls them from their latest order', async ({
    page,
  }) => {
    const { shopper, order } = await shopperWithOrder(page.request);
    await gotoHydrated(page, '/dashboard/customers');
    await page.getByRole('searchbox', { name: enDashboard.customers.search }).fill(shopper.phone);
    const card = page.getByTestId('customer-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(shopper.name);
    await expect(card).toContainText(`${enDashboard.customers.orders}1`);
    await expect(card).toContainText(`${shopper.phone.slice(0, 3)}•••••${shopper.phone.slice(-3)}`);
    await expect(card).not.toContainText(shopper.phone);
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card
      .getByRole('link', {
        name: enDashboard.customers.latestOrderLabel.replace('{{name}}', shopper.name),
      })
      .click();
    await page.waitForURL(`**/dashboard/orders/${order.id}`);
    await expect(page.getByRole('link', { name: `Call ${shopper.name}` })).toHaveAttribute(
      'href',
      `tel:${shopper.phone}`,
    );
  });
});

/** A shopper's own browser: signed in, an address in `zoneId`, the cart holding `qty` of item 1. */
async function shopperAtCheckout(browser: Browser, baseURL: string, zoneId: number) {
  const context = await secondBrowser(browser, baseURL);
  const page = await context.newPage();
  const { token } = await signedInShopper(page);
  await createAddress(page.request, token, { zone_id: zoneId });
  const item = await shopItem(page.request, 1);
  await gotoHydrated(page, '/checkout');
  await seedCart(page, [{ ...item, qty: 1 }]);
  await gotoHydrated(page, '/checkout');
  return { context, page };
}

test.describe('an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('changes a zone’s fee: the shop’s delivery charges and checkout show it at once, the activity log keeps it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const zone = await staffZone(page, NABAROH);
    const fee = zone.fee === 41.25 ? 42.75 : 41.25;
    // The public answer is read, and so cached, before the change.
    expect(await publicFee(page.request, NABAROH)).toBe(zone.fee);
    try {
      await gotoHydrated(page, '/dashboard/delivery-zones');
      await expect(page.getByTestId('zones-admin-only')).toHaveCount(0);
      await page.getByRole('button', { name: `Edit ${zone.area}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${zone.area}` });
      await dialog.getByRole('textbox', { name: enDashboard.zones.feeLabel }).fill(String(fee));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: enDashboard.zones.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText(`${zone.area} was saved.`);
      await expect(page.getByTestId('zone-card').filter({ hasText: zone.area })).toContainText(
        formatMoney(fee, 'en'),
      );

      expect(await publicFee(page.request, NABAROH)).toBe(fee);
      const shopper = await shopperAtCheckout(browser, baseURL ?? '', NABAROH);
      try {
        await expect(shopper.page.getByTestId('checkout-delivery')).toHaveText(
          formatMoney(fee, 'en'),
        );
      } finally {
        await shopper.context.close();
      }

      // The activity log names the change, its author and both fees.
      await gotoHydrated(page, '/dashboard/audit');
      await page.getByRole('combobox', { name: enDashboard.audit.kind }).click();
      await page.getByRole('option', { name: enDashboard.audit.kinds.zone }).click();
      const entry = page.getByTestId('audit-entry').first();
      await expect(entry).toContainText(`Edited delivery zone “${zone.area}”`);
      await expect(entry).toContainText(enDashboard.audit.roles.admin);
      await expect(entry).toContainText(
        `${formatMoney(zone.fee, 'en')} → ${formatMoney(fee, 'en')}`,
      );
    } finally {
      await page.request.post(`/api/admin/delivery-zones/${NABAROH}`, {
        headers: fromShopPage(page),
        data: { fee: zone.fee },
      });
    }
  });
});
