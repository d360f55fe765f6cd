import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import webpush from 'web-push';
import type { Order } from '@/contracts/order';
import type { Locale } from '@/lib/i18n/locales';
import { setClockForTests } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { drainOutbox, messageCustomer } from '@/server/notify';
import { pushTag } from '@/server/notify/providers/push-provider';
import { renderMessage } from '@/server/notify/templates';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi, type ApiSuite } from './support/describe-api';
import { startFakePush, type FakePush } from './support/fake-push';
import { useNotifyEnv } from './support/notify-env';
import { openSlotId, setZoneMinimum, stockItem } from './support/orders';
import { registerStaff } from './support/staff';

const SUBJECT = 'mailto:shop@dakahlia-poultry.example';
const vapidKeys = webpush.generateVAPIDKeys();
const ZONE = 1;
const ITEM = 1;

type Browser = ReturnType<FakePush['newBrowser']>;

const subscribe = (suite: ApiSuite, token: string | undefined, body: unknown, lang = 'en') =>
  suite.api.post<{ id: number }>('/user/push/subscribe', body, { token, lang });

const subscriptionsOf = (db: Db, userId: number) =>
  db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth', 'topics'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/** A message to the shopper the way an order step writes one (ADR 0021). */
async function messageShopper(db: Db, customer: Customer, locale: Locale, number: string) {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'phone',
      'notify_sms',
      'notify_whatsapp',
      'notify_email',
      'notify_push',
    ])
    .where('id', '=', customer.user.id)
    .executeTakeFirstOrThrow();
  const vars = { number, total: '1,250', link: `https://shop.example/orders/${number}` };
  await messageCustomer(
    db,
    { ...user, locale },
    {
      event: 'order_out_for_delivery',
      scope: `order:${number}`,
      vars,
    },
  );
  return vars;
}

describeApi('web push', (suite) => {
  let push: FakePush;
  let restore: () => void;
  let clock = Date.now();

  beforeAll(async () => {
    push = await startFakePush({ publicKey: vapidKeys.publicKey, subject: SUBJECT });
    restore = useNotifyEnv({
      VAPID_PUBLIC_KEY: vapidKeys.publicKey,
      VAPID_PRIVATE_KEY: vapidKeys.privateKey,
      VAPID_SUBJECT: SUBJECT,
      PUSH_EXTRA_HOSTS: '127.0.0.1',
    });
  });
  beforeEach(() => {
    clock = Date.now();
    setClockForTests(() => clock);
  });
  afterAll(async () => {
    setClockForTests(undefined);
    restore();
    await push.close();
  });

  describe('subscribing', () => {
    let shopper: Customer;
    beforeAll(async () => {
      shopper = await registerCustomer(suite.api);
    });

    it('keeps a browser’s subscription, and the same endpoint again replaces it', async () => {
      const browser = push.newBrowser();
      const first = await subscribe(suite, shopper.token, browser);
      expect(first.status).toBe(200);
      expect(first.body.results).toEqual({ id: expect.any(Number) });
      const renewed = push.newBrowser();
      const again = await subscribe(suite, shopper.token, {
        ...renewed,
        endpoint: browser.endpoint,
      });
      expect(again.body.results?.id).toBe(first.body.results?.id);
      expect(await subscriptionsOf(suite.server.db, shopper.user.id)).toEqual([
        { endpoint: browser.endpoint, ...renewed.keys, topics: '' },
      ]);
    });

    it('moves a browser’s subscription to a new endpoint with its topics (issue 41)', async () => {
      const seller = await registerStaff(suite.api, suite.server.db, 'seller');
      const old = push.newBrowser();
      await subscribe(suite, seller.token, { ...old, topics: ['new_orders'] });
      const moved = push.newBrowser();
      const response = await subscribe(suite, seller.token, { ...moved, replaces: old.endpoint });
      expect(response.status).toBe(200);
      expect(await subscriptionsOf(suite.server.db, seller.user.id)).toEqual([
        { endpoint: moved.endpoint, ...moved.keys, topics: 'new_orders' },
      ]);
      // Another account's endpoint is neither taken over nor forgotten.
      const other = push.newBrowser();
      await subscribe(suite, seller.token, other);
      const theirs = await subscribe(suite, shopper.token, {
        ...push.newBrowser(),
        replaces: other.endpoint,
      });
      expect(theirs.status).toBe(200);
      const kept = await subscriptionsOf(suite.server.db, seller.user.id);
      expect(kept.map((row) => row.endpoint)).toContain(other.endpoint);
    });

    it('moves a browser to the account that subscribes it last', async () => {
      const browser = push.newBrowser();
      const other = await registerCustomer(suite.api);
      await subscribe(suite, shopper.token, browser);
      expect((await subscribe(suite, other.token, browser)).status).toBe(200);
      expect(await subscriptionsOf(suite.server.db, other.user.id)).toHaveLength(1);
      const mine = await subscriptionsOf(suite.server.db, shopper.user.id);
      expect(mine.map((row) => row.endpoint)).not.toContain(browser.endpoint);
    });

    it.each([
      ['an http endpoint', { endpoint: 'http://push.example/abc' }, 'endpoint'],
      ['a non-URL endpoint', { endpoint: 'not a url' }, 'endpoint'],
      [
        'an endpoint longer than 2048',
        { endpoint: `https://push.example/${'a'.repeat(2040)}` },
        'endpoint',
      ],
      ['a short p256dh', { keys: { p256dh: 'BAAA', auth: 'A'.repeat(22) } }, 'keys.p256dh'],
      ['an auth of 17 bytes', { keys: { auth: 'A'.repeat(23) } }, 'keys.auth'],
      ['keys that are not base64url', { keys: { auth: `${'A'.repeat(21)}+` } }, 'keys.auth'],
      ['an unknown topic', { topics: ['everything'] }, 'topics.0'],
      // The worker would POST there: only push services (and PUSH_EXTRA_HOSTS) are taken.
      ['an address that is no push service', { endpoint: 'https://10.0.0.5/admin' }, 'endpoint'],
      ['a look-alike host', { endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 'endpoint'],
    ])('refuses %s (400, localised)', async (_name, change, field) => {
      const browser = push.newBrowser();
      const body = {
        ...browser,
        ...change,
        keys: { ...browser.keys, ...(change as { keys?: object }).keys },
      };
      const response = await subscribe(suite, shopper.token, body, 'ar');
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toContain(field);
      if (field.startsWith('keys') || field === 'endpoint') {
        expect(response.body.errors?.[field]).toMatch(/[\u0600-\u06FF]/);
      }
    });

    it('keeps alerts of new orders for staff: 403 for a shopper, in their language', async () => {
      const response = await subscribe(
        suite,
        shopper.token,
        { ...push.newBrowser(), topics: ['new_orders'] },
        'ar',
      );
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('تنبيهات الطلبات الجديدة لفريق المتجر بس.');
      const english = await subscribe(suite, shopper.token, {
        ...push.newBrowser(),
        topics: ['new_orders'],
      });
      expect(english.body.message).toBe('Only the shop’s staff can get alerts of new orders.');
    });

    it('answers 401 to a caller who is not signed in', async () => {
      expect((await subscribe(suite, undefined, push.newBrowser())).status).toBe(401);
      const response = await suite.api.post('/user/push/unsubscribe', { endpoint: 'x' });
      expect(response.status).toBe(401);
    });

    it('unsubscribes only the caller’s own browser', async () => {
      const browser = push.newBrowser();
      const other = await registerCustomer(suite.api);
      await subscribe(suite, other.token, browser);
      const notMine = await suite.api.post(
        '/user/push/unsubscribe',
        { endpoint: browser.endpoint },
        { token: shopper.token },
      );
      expect(notMine.status).toBe(200);
      expect(notMine.body.results).toEqual({});
      expect(await subscriptionsOf(suite.server.db, other.user.id)).toHaveLength(1);
      const mine = await suite.api.post(
        '/user/push/unsubscribe',
        { endpoint: browser.endpoint },
        { token: other.token },
      );
      expect(mine.body.results).toEqual({});
      expect(await subscriptionsOf(suite.server.db, other.user.id)).toEqual([]);
    });
  });

  describe('sending', () => {
    async function subscribedShopper(): Promise<{ shopper: Customer; browser: Browser }> {
      const shopper = await registerCustomer(suite.api);
      const browser = push.newBrowser();
      expect((await subscribe(suite, shopper.token, browser)).status).toBe(200);
      return { shopper, browser };
    }

    it.each(['ar', 'en'] as const)(
      'brings a shopper an order update in %s, signed and encrypted as the standards say',
      async (locale) => {
        const { shopper, browser } = await subscribedShopper();
        const vars = await messageShopper(suite.server.db, shopper, locale, `7${locale.length}1`);
        await drainOutbox(suite.server.db);
        expect(push.refusals.filter((refusal) => refusal.endpoint === browser.endpoint)).toEqual(
          [],
        );
        const row = await suite.server.db
          .selectFrom('outbox')
          .select(['status', 'attempts', 'dedupe_key'])
          .where('recipient', '=', browser.endpoint)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: 'sent', attempts: 1 });
        const { subject, text } = renderMessage('order_out_for_delivery', locale, vars);
        const [delivery, ...more] = push.to(browser.endpoint);
        expect(more).toEqual([]);
        expect(delivery?.payload).toEqual({
          title: subject,
          body: text,
          url: vars.link,
          tag: pushTag(row.dedupe_key),
        });
        expect(delivery?.ttl).toBe(String(24 * 60 * 60));
        expect(delivery?.urgency).toBe('normal');
        if (locale === 'ar') expect(subject).toMatch(/[\u0600-\u06FF]/);
      },
    );

    it('tells a subscribed shopper of the order they place, and staff who follow new orders at once', async () => {
      const db = suite.server.db;
      await setZoneMinimum(db, ZONE, 0);
      await stockItem(db, ITEM, { stock: 500, priceCents: 10_000 });
      const seller = await registerStaff(suite.api, db, 'seller');
      const sellerBrowser = push.newBrowser();
      const followed = await subscribe(suite, seller.token, {
        ...sellerBrowser,
        topics: ['new_orders'],
      });
      expect(followed.status).toBe(200);
      // The same browser turned on again from the seller's profile (no topics) keeps following.
      const renewal = { endpoint: sellerBrowser.endpoint, keys: sellerBrowser.keys };
      expect((await subscribe(suite, seller.token, renewal)).status).toBe(200);
      expect((await subscriptionsOf(db, seller.user.id))[0]?.topics).toBe('new_orders');
      const { shopper, browser } = await subscribedShopper();
      const address = await createAddress(suite.api, shopper.token, ZONE);
      const placed = await suite.api.post<Order>(
        '/user/orders/add',
        {
          address_id: address.id,
          items: [{ item_id: ITEM, qty: 1 }],
          slot_id: await openSlotId(suite.api, ZONE),
        },
        { token: shopper.token, lang: 'ar' },
      );
      expect(placed.status).toBe(200);
      const order = placed.body.results!;
      await drainOutbox(db);
      const [receipt] = push.to(browser.endpoint);
      expect(receipt?.urgency).toBe('normal');
      expect(receipt?.payload.title).toMatch(/[\u0600-\u06FF]/);
      expect(receipt?.payload.url).toContain(`/orders/${order.id}`);
      const [alert, ...again] = push.to(sellerBrowser.endpoint);
      expect(again).toEqual([]);
      expect(alert?.urgency).toBe('high');
      expect(alert?.payload.url).toContain(`/dashboard/orders/${order.id}`);
    });

    it('drops a subscription the push service says is gone (410) and fails its message without retry', async () => {
      const { shopper, browser } = await subscribedShopper();
      push.gone(browser.endpoint);
      await messageShopper(suite.server.db, shopper, 'en', '8123');
      await drainOutbox(suite.server.db);
      clock += 24 * 60 * 60 * 1000;
      await drainOutbox(suite.server.db);
      const row = await suite.server.db
        .selectFrom('outbox')
        .select(['status', 'attempts', 'error'])
        .where('recipient', '=', browser.endpoint)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.error).toMatch(/410/);
      expect(row.error).not.toContain(browser.endpoint);
      expect(await subscriptionsOf(suite.server.db, shopper.user.id)).toEqual([]);
      expect(push.refusals.filter((refusal) => refusal.endpoint === browser.endpoint)).toHaveLength(
        1,
      );
    });
  });
});
