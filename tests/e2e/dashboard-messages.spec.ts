import Database from 'libsql';
import type { APIRequestContext } from '@playwright/test';
import enDashboard from '../../public/locales/en/dashboard.json';
import buildConfig from './support/build-config.json';
import { newAccount, registerByApi } from './support/accounts';
import { expect, gotoHydrated, test } from './support/fixtures';
import { createAddress, placeOrderByApi, ZONES, type ApiOrder } from './support/shopper-data';

// Issue 40 on the dashboard: a new order is noticed at once, and the messages the shop could
// not send itself wait for staff (by hand) or for an admin's "Send again".
const text = enDashboard.messages;

/** A phone-only shopper asks for a reset PIN: no provider is configured here, so it waits. */
async function pinWaitingFor(request: APIRequestContext): Promise<string> {
  const shopper = newAccount();
  await registerByApi(request, shopper);
  const asked = await request.post('/api/user/forget_password', {
    data: { username: shopper.phone },
    headers: { device_info: 'web' },
  });
  expect(asked.ok()).toBe(true);
  return shopper.phone;
}

/** wa.me wants the number with the country code and without its leading zero. */
const international = (phone: string) => `20${phone.slice(1)}`;

test.describe('the seller’s dashboard hears of new orders', () => {
  test.use({ signedInAs: 'seller' });

  test('a new order is counted in the title, marked in the queue and chimed within 2 s of checkout', async ({
    page,
  }) => {
    // In the page, the moment each sign of a new order first shows: the chime tried (allowed
    // by the browser or not), the count in the title, each order's card marked new.
    await page.addInitScript(() => {
      const signs = { chimes: 0, chimedAt: 0, titledAt: 0, marked: {} as Record<string, number> };
      Object.assign(window, { signs });
      const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')?.value as (
        this: HTMLMediaElement,
      ) => Promise<void>;
      HTMLMediaElement.prototype.play = function chime(this: HTMLMediaElement) {
        signs.chimes += 1;
        signs.chimedAt = Date.now();
        return play.call(this);
      };
      new MutationObserver(() => {
        if (/^\(\d+\)/.test(document.title)) signs.titledAt ||= Date.now();
        for (const card of document.querySelectorAll(
          '[data-new="true"] h2, [data-new="true"] h3',
        )) {
          signs.marked[card.textContent] ||= Date.now();
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    type Signs = {
      chimes: number;
      chimedAt: number;
      titledAt: number;
      marked: Record<string, number>;
    };
    const signs = () => page.evaluate(() => (window as unknown as { signs: Signs }).signs);
    const token = await registerByApi(page.request, newAccount());
    const address = await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });

    await gotoHydrated(page, '/dashboard/orders');
    const sound = page.getByRole('button', { name: enDashboard.alerts.sound });
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    // The first pulse remembers the newest order: what was there before is not news.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('dashboard_new_orders')))
      .not.toBeNull();
    const before = await signs();

    const order = (await placeOrderByApi(page.request, token, {
      address_id: address.id,
      items: [{ item_id: 15, qty: 1 }],
    })) as ApiOrder & { created_at: string };
    const createdAt = Date.parse(order.created_at);
    // Other tests may place orders meanwhile: at least this one is counted.
    await expect(page).toHaveTitle(/^\(\d+\) Orders/);
    const card = page.locator('[data-testid="staff-order"][data-new="true"]', {
      hasText: order.number,
    });
    await expect(card).toBeVisible();
    const after = await signs();
    expect(after.chimes).toBeGreaterThan(before.chimes);
    // The same machine's clock: each sign within 2 s of the order's creation.
    const late = Object.entries({
      chime: after.chimedAt - createdAt,
      title: after.titledAt - createdAt,
      row: (after.marked[order.number] ?? Infinity) - createdAt,
    }).filter(([, ms]) => ms > 2_000);
    expect(late, 'signs later than 2 s after the order').toEqual([]);
    // Seen: no longer marked, and the count leaves the title once nothing new is left.
    await page.getByRole('button', { name: enDashboard.alerts.markAllSeen }).click();
    await expect(
      page.locator('[data-testid="staff-order"]', { hasText: order.number }),
    ).not.toHaveAttribute('data-new', 'true');
  });

  test('a phone-only shopper’s reset PIN waits to be sent from the shop’s WhatsApp; Mark sent takes it off', async ({
    page,
  }) => {
    const phone = await pinWaitingFor(page.request);
    await gotoHydrated(page, '/dashboard/messages');
    const link = page.locator(`a[href^="https://wa.me/${international(phone)}?text="]`);
    const row = page.getByRole('row').filter({ has: link });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('message-text')).toContainText(/\b\d{6}\b/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(row).toContainText(`${phone.slice(0, 3)}•••••${phone.slice(-3)}`);
    await row.getByRole('button', { name: text.markSent }).click();
    await expect(row).toHaveCount(0);
  });
});

test.describe('an admin sends a failed message again', () => {
  test.use({ signedInAs: 'admin' });
  // The failure is written into the server's own database file (playwright.config.ts).
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the test server’s SQLite file');

  test('the failed message shows its reason, and Send again makes it pending', async ({ page }) => {
    const phone = await pinWaitingFor(page.request);
    const file = `data/e2e/shop-${buildConfig.ports.default}.db`;
    const db = new Database(file);
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      db.prepare(
        `update outbox set status = 'failed', by_hand = 0, attempts = 5,
           error = 'sms provider answered 503' where recipient = ? and event = 'pin'`,
      ).run(phone);
    } finally {
      db.close();
    }

    await gotoHydrated(page, '/dashboard/messages');
    await page.getByRole('tab', { name: text.panels.outbox }).click();
    await page.getByRole('combobox', { name: new RegExp(`^${text.filters.status}`) }).click();
    await page.getByRole('option', { name: text.status.failed }).click();
    const masked = `${phone.slice(0, 3)}•••••${phone.slice(-3)}`;
    const row = page.getByRole('row').filter({ hasText: masked });
    await expect(row).toContainText('sms provider answered 503');
    await row.getByRole('button', { name: text.sendAgain }).click();
    // Still listed as failed? No: the list is asked again and the row is waiting now.
    await page.getByRole('combobox', { name: new RegExp(`^${text.filters.status}`) }).click();
    await page.getByRole('option', { name: text.status.pending }).click();
    await expect(
      page.getByRole('row').filter({ hasText: masked }).getByTestId('outbox-status'),
    ).toContainText(text.status.pending);
  });
});
