import Database from 'libsql';
import type { APIRequestContext } from '@playwright/test';
import enDashboard from '../../public/locales/en/dashboard.json';
import buildConfig from './support/build-config.json';
import { newAccount, registerByApi } from './support/accounts';
import { expect, gotoHydrated, test } from './support/fixtures';
import { createAddress, placeOrderByApi, ZONES } from './support/shopper-data';

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
    await page.addInitScript(() => {
      const counter = window as unknown as { chimes: number };
      counter.chimes = 0;
      // Counts every attempt to play, allowed by the browser or not, then plays as before.
      const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')?.value as (
        this: HTMLMediaElement,
      ) => Promise<void>;
      HTMLMediaElement.prototype.play = function chime(this: HTMLMediaElement) {
        counter.chimes += 1;
        return play.call(this);
      };
    });
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
    const chimesBefore = await page.evaluate(
      () => (window as unknown as { chimes: number }).chimes,
    );

    const placedAt = Date.now();
    const order = await placeOrderByApi(page.request, token, {
      address_id: address.id,
      items: [{ item_id: 15, qty: 1 }],
    });
    const left = () => ({ timeout: Math.max(1, placedAt + 2_000 - Date.now()) });
    // Other tests may place orders meanwhile: at least this one is counted.
    await expect(page).toHaveTitle(/^\(\d+\) Orders/, left());
    const card = page.locator('[data-testid="staff-order"][data-new="true"]', {
      hasText: order.number,
    });
    await expect(card).toBeVisible(left());
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { chimes: number }).chimes), left())
      .toBeGreaterThan(chimesBefore);

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
