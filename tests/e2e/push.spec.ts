import Database from 'libsql';
import type { Page } from '@playwright/test';
import buildConfig from './support/build-config.json';
import { expect, gotoHydrated, test, WITH_SHOP_WORKER } from './support/fixtures';
import { signedInShopper } from './support/session';
import { createAddress, placeOrderByApi, ZONES } from './support/shopper-data';

// The shop's worker is on here (blocked elsewhere: playwright.config.ts).
test.use(WITH_SHOP_WORKER);

// Issue 41: push through the shop's one service worker. Headless Chromium reaches no push
// service, so PushManager is stood in for in the page (subscriptions on 127.0.0.1, which the
// default server's PUSH_EXTRA_HOSTS lets through, playwright.config.ts); the worker, the
// permission, the switches and the server are the real ones.
test.skip(Boolean(process.env.E2E_BASE_URL), 'reads the test server’s SQLite file');

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

/** The stand-in: one subscription per browser profile, kept in localStorage across loads. */
async function standInPushManager(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(
    ({ p256dh, auth }) => {
      // The headless shell says "denied" whatever the context granted (its requestPermission
      // answers "granted"): the page is told what a real browser would say.
      Object.defineProperty(Notification, 'permission', {
        configurable: true,
        get: () => 'granted',
      });
      const KEY = 'e2e-push-subscription';
      const made = (endpoint: string) => ({
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => {
          localStorage.removeItem(KEY);
          return Promise.resolve(true);
        },
      });
      // Which worker a subscription was asked of: the test checks it is the shop's /sw.js.
      async function scriptOf(manager: PushManager): Promise<string | undefined> {
        const registrations = await navigator.serviceWorker.getRegistrations();
        return registrations.find((r) => r.pushManager === manager)?.active?.scriptURL;
      }
      PushManager.prototype.getSubscription = function () {
        const endpoint = localStorage.getItem(KEY);
        return Promise.resolve(endpoint ? (made(endpoint) as unknown as PushSubscription) : null);
      };
      PushManager.prototype.subscribe = async function (this: PushManager) {
        const endpoint = `https://127.0.0.1:9/push/${crypto.randomUUID()}`;
        localStorage.setItem(KEY, endpoint);
        localStorage.setItem(`${KEY}-worker`, (await scriptOf(this)) ?? 'none');
        return made(endpoint) as unknown as PushSubscription;
      };
    },
    { p256dh: P256DH, auth: AUTH },
  );
}

/** The push subscriptions the server keeps for an account, read from its database file. */
function storedSubscriptions(userId: number): { endpoint: string; topics: string }[] {
  const db = new Database(`data/e2e/shop-${buildConfig.ports.default}.db`, { readonly: true });
  try {
    return db
      .prepare('select endpoint, topics from push_subscriptions where user_id = ?')
      .all(userId) as { endpoint: string; topics: string }[];
  } finally {
    db.close();
  }
}

const browserEndpoint = (page: Page) =>
  page.evaluate(() => localStorage.getItem('e2e-push-subscription'));

test('after an order, “Tell me about my order” subscribes this device; the profile shows it and turns it off', async ({
  page,
}) => {
  await standInPushManager(page);
  const { token } = await signedInShopper(page);
  const address = await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });
  const order = await placeOrderByApi(page.request, token, {
    address_id: address.id,
    items: [{ item_id: 1, qty: 1 }],
  });
  const me = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { id: number };
  };

  await gotoHydrated(page, `/orders/${order.id}?placed=1`);
  const updates = page.getByRole('switch', { name: 'Tell me about my order' });
  await expect(updates).toBeEnabled();
  await expect(updates).not.toBeChecked();
  await updates.click();
  await expect(page.getByText('Done: this device will tell you about your orders.')).toBeVisible();
  await expect(updates).toBeChecked();
  const endpoint = await browserEndpoint(page);
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription-worker'))).toMatch(
    /\/sw\.js$/,
  );
  expect(storedSubscriptions(me.user.id)).toEqual([{ endpoint, topics: '' }]);

  // The shop's worker turns a push into a notification: a push event dispatched inside it.
  // The headless shell refuses to show notifications (its permission reads "denied" there
  // too), so the worker's showNotification is listened to instead of the screen.
  const worker = page
    .context()
    .serviceWorkers()
    .find((w) => w.url().endsWith('/sw.js'));
  const shown = await worker?.evaluate(() => {
    // The page's type library has no worker types: the two this needs, by shape.
    const scope = self as unknown as {
      dispatchEvent(event: Event): boolean;
      registration: ServiceWorkerRegistration;
      PushEvent: new (type: string, init: { data: string }) => Event;
    };
    const calls: { title: string; options?: NotificationOptions }[] = [];
    Object.defineProperty(scope.registration, 'showNotification', {
      configurable: true,
      value: (title: string, options?: NotificationOptions) => {
        calls.push({ title, options });
        return Promise.resolve();
      },
    });
    const data = JSON.stringify({
      title: 'Order 12 is on its way',
      body: 'Soon',
      url: '/orders/12',
    });
    try {
      scope.dispatchEvent(new scope.PushEvent('push', { data }));
    } catch {
      // waitUntil refuses a script's own event: the notification was asked for before it.
    }
    return calls.map(({ title, options }) => ({
      title,
      body: options?.body,
      data: options?.data as unknown,
    }));
  });
  expect(shown).toEqual([
    { title: 'Order 12 is on its way', body: 'Soon', data: { url: '/orders/12' } },
  ]);

  // The profile's switch is about this device: on here, and off drops it on both sides.
  await gotoHydrated(page, '/profile');
  const device = page.getByRole('switch', { name: 'Notifications on this device' });
  await expect(device).toBeChecked();
  await device.click();
  await expect(device).not.toBeChecked();
  await expect.poll(() => storedSubscriptions(me.user.id)).toEqual([]);
  expect(await browserEndpoint(page)).toBeNull();
});

test.describe('staff', () => {
  test.use({ signedInAs: 'seller' });

  test('a seller turns on new-order alerts in this browser, and off again', async ({ page }) => {
    await standInPushManager(page);
    const me = (await (await page.request.get('/api/auth/session')).json()) as {
      user: { id: number };
    };
    await gotoHydrated(page, '/dashboard');
    const card = page.getByRole('region', { name: 'New-order alerts' });
    const alerts = card.getByRole('switch', { name: 'Notifications in this browser' });
    await expect(alerts).toBeEnabled();
    await alerts.click();
    await expect(alerts).toBeChecked();
    const endpoint = await browserEndpoint(page);
    await expect
      .poll(() => storedSubscriptions(me.user.id))
      .toContainEqual({ endpoint, topics: 'new_orders' });
    await alerts.click();
    await expect(alerts).not.toBeChecked();
    await expect
      .poll(() => storedSubscriptions(me.user.id).map((row) => row.endpoint))
      .not.toContain(endpoint);
  });
});
