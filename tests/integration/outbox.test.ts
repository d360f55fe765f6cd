import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import type { Order } from '@/contracts/order';
import type { HandMessage, OutboxMessage } from '@/contracts/outbox';
import { setClockForTests } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { waitingOrdersJob } from '@/server/modules/orders';
import { drainOutbox, messageAddress, resetNotifyEnvForTests } from '@/server/notify';
import { claimDueMessages } from '@/server/notify/outbox-repository';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { openSlotId, setZoneMinimum, stockItem } from './support/orders';
import { recordingProviders } from './support/recording-provider';
import { registerStaff } from './support/staff';
import { testEngine } from './support/test-database';

const ZONE = 1;
const ITEM = 1;

function rowsOf(db: Db, filter: { orderId?: number; userId?: number }) {
  let query = db.selectFrom('outbox').selectAll().orderBy('id');
  if (filter.orderId !== undefined) query = query.where('order_id', '=', filter.orderId);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  return query.execute();
}

function withEnv(values: Record<string, string>) {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  resetNotifyEnvForTests();
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
    resetNotifyEnvForTests();
  };
}

describeApi('the outbox', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withEnv({ QUIET_HOURS: 'off' });
    await setZoneMinimum(suite.server.db, ZONE, 0);
    await stockItem(suite.server.db, ITEM, { stock: 500, priceCents: 10_000 });
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
  });
  afterAll(() => restoreEnv());
  afterEach(() => setClockForTests(undefined));

  async function placeOrder(customer: Customer, lang = 'ar', key?: string) {
    const address = await createAddress(suite.api, customer.token, ZONE);
    const body = {
      address_id: address.id,
      items: [{ item_id: ITEM, qty: 1 }],
      slot_id: await openSlotId(suite.api, ZONE),
    };
    const headers = key ? { 'idempotency-key': key } : undefined;
    const placed = await suite.api.post<Order>('/user/orders/add', body, {
      token: customer.token,
      lang,
      headers,
    });
    expect(placed.status).toBe(200);
    return { order: placed.body.results!, body, headers };
  }

  describe('with no provider configured', () => {
    it('keeps the shopper’s message for staff to send by hand, once however often the order is replayed', async () => {
      const customer = await registerCustomer(suite.api);
      const { order, body, headers } = await placeOrder(customer, 'ar', 'replayed-order-1');
      const replay = await suite.api.post<Order>('/user/orders/add', body, {
        token: customer.token,
        headers,
      });
      expect(replay.body.results?.id).toBe(order.id);
      const rows = await rowsOf(suite.server.db, { orderId: order.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        event: 'order_placed',
        channel: 'sms',
        recipient: customer.user.phone,
        by_hand: 1,
        status: 'pending',
        locale: 'ar',
      });
      expect(rows[0]?.body).toContain(order.number);
      expect(rows[0]?.body).toContain(`/ar/orders/${order.id}`);

      const list = await suite.api.get<HandMessage[]>('/admin/messages/by-hand', {
        token: seller.token,
      });
      const waiting = list.body.results?.find((message) => message.order_id === order.id);
      expect(waiting?.recipient).not.toContain(customer.user.phone);
      expect(waiting?.send_link).toContain(`https://wa.me/20${customer.user.phone.slice(1)}?text=`);

      const sent = await suite.api.post<OutboxMessage>(
        `/admin/messages/${waiting?.id}/sent`,
        {},
        { token: seller.token },
      );
      expect(sent.body.results).toMatchObject({ status: 'sent', by_hand: true });
      const again = await suite.api.post(
        `/admin/messages/${waiting?.id}/sent`,
        {},
        { token: seller.token },
      );
      expect(again.status).toBe(404);
    });
  });

  describe('with providers', () => {
    const providers = recordingProviders();
    beforeAll(() => providers.install());
    afterAll(() => providers.uninstall());

    it('tells the shopper each step in their language and the staff who asked of the new order', async () => {
      await suite.server.db
        .updateTable('users')
        .set({ notify_whatsapp: 1 })
        .where('id', '=', seller.user.id)
        .execute();
      const customer = await registerCustomer(suite.api, {
        email: `step-${Date.now()}@example.com`,
      });
      const { order } = await placeOrder(customer, 'en');
      await drainOutbox(suite.server.db);
      const toShopper = providers.sent.filter((message) => message.vars.number === order.number);
      expect(toShopper.map((message) => [message.template, message.channel])).toEqual(
        expect.arrayContaining([
          ['order_placed', 'email'],
          ['new_order', 'whatsapp'],
        ]),
      );
      const receipt = toShopper.find((message) => message.template === 'order_placed');
      expect(receipt).toMatchObject({ locale: 'en', to: customer.user.email });
      expect(String(receipt?.vars.link)).toMatch(new RegExp(`[^r]/orders/${order.id}$`));
      const alert = toShopper.find((message) => message.template === 'new_order');
      expect(alert).toMatchObject({ to: seller.user.phone });

      const cancelled = await suite.api.post(
        `/admin/orders/${order.id}/status`,
        { status: 'Cancelled', note: 'no chickens left today' },
        { token: seller.token },
      );
      expect(cancelled.status).toBe(200);
      await drainOutbox(suite.server.db);
      const cancel = providers.sent.find(
        (message) => message.template === 'order_cancelled' && message.vars.number === order.number,
      );
      expect(cancel?.vars.reason).toBe('no chickens left today');
    });

    // A round trip per row made a shop with more staff and channels slower at every order.
    (testEngine() === 'postgres' ? it : it.skip)(
      'writes a new order’s receipt and its staff alerts in one statement each, whatever the count',
      async () => {
        const staffIds = [seller.user.id, admin.user.id];
        const before = await suite.server.db
          .selectFrom('users')
          .select(['id', 'notify_whatsapp', 'notify_sms'])
          .where('id', 'in', staffIds)
          .execute();
        await suite.server.db
          .updateTable('users')
          .set({ notify_whatsapp: 1, notify_sms: 1 })
          .where('id', 'in', staffIds)
          .execute();
        const customer = await registerCustomer(suite.api, {
          email: `rows-${Date.now()}@example.com`,
        });
        await suite.server.db
          .updateTable('users')
          .set({ notify_whatsapp: 1, notify_sms: 1, notify_email: 1 })
          .where('id', '=', customer.user.id)
          .execute();
        const query = jest.spyOn(pg.Client.prototype, 'query');
        let order: Order;
        try {
          ({ order } = await placeOrder(customer, 'en'));
          const writes = query.mock.calls.filter(
            ([text]) => typeof text === 'string' && text.startsWith('insert into "outbox"'),
          );
          expect(writes).toHaveLength(2);
        } finally {
          query.mockRestore();
        }
        const rows = await rowsOf(suite.server.db, { orderId: order.id });
        const receipt = rows.filter((row) => row.event === 'order_placed');
        const alerts = rows.filter((row) => row.event === 'new_order');
        expect(receipt.map((row) => row.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
        expect(alerts.map((row) => `${row.user_id}:${row.channel}`).sort()).toEqual(
          [
            `${admin.user.id}:sms`,
            `${admin.user.id}:whatsapp`,
            `${seller.user.id}:sms`,
            `${seller.user.id}:whatsapp`,
          ].sort(),
        );
        // The next tests count the staff's alerts and the rows due: as they were.
        for (const { id, ...flags } of before) {
          await suite.server.db.updateTable('users').set(flags).where('id', '=', id).execute();
        }
        await drainOutbox(suite.server.db);
      },
    );

    it('retries a failing provider with back-off, then fails for good and sends again when an admin asks', async () => {
      const db = suite.server.db;
      const start = Date.now();
      setClockForTests(() => start);
      providers.failNext(1, true, 120_000);
      const [id] = await messageAddress(
        db,
        { channel: 'sms', to: '01000000001', userId: admin.user.id },
        {
          event: 'contact_changed',
          scope: `retry:${start}`,
          locale: 'ar',
          vars: { name: 'x', change: 'phone', value: '010' },
        },
      );
      await drainOutbox(db);
      const retried = await db
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', id!)
        .executeTakeFirstOrThrow();
      expect(retried).toMatchObject({ status: 'pending', attempts: 1, error: 'provider down' });
      expect(retried.next_attempt_at).toBeGreaterThanOrEqual(start + 120_000);
      expect(await drainOutbox(db)).toBe(0);

      providers.failNext(1, false);
      setClockForTests(() => start + 10 * 60_000);
      await drainOutbox(db);
      const failed = await suite.api.get<OutboxMessage[]>(
        '/admin/outbox?status=failed&channel=sms',
        {
          token: admin.token,
        },
      );
      const row = failed.body.results?.find((message) => message.id === id);
      expect(row).toMatchObject({ status: 'failed', attempts: 2, recipient: '010•••••001' });

      expect((await suite.api.get('/admin/outbox', { token: seller.token })).status).toBe(403);
      const retry = await suite.api.post<OutboxMessage>(
        `/admin/outbox/${id}/retry`,
        {},
        { token: admin.token },
      );
      expect(retry.body.results).toMatchObject({ status: 'pending', attempts: 0 });
      await drainOutbox(db);
      const sent = await db
        .selectFrom('outbox')
        .select(['status'])
        .where('id', '=', id!)
        .executeTakeFirstOrThrow();
      expect(sent.status).toBe('sent');
      const twice = await suite.api.post(`/admin/outbox/${id}/retry`, {}, { token: admin.token });
      expect(twice.status).toBe(409);
      expect(
        (await suite.api.post('/admin/outbox/999999/retry', {}, { token: admin.token })).status,
      ).toBe(404);
    });

    it('sends each message once when instances drain together, and takes over a dead instance’s claim after its lease', async () => {
      const db = suite.server.db;
      const scope = `many:${Date.now()}`;
      for (let i = 0; i < 25; i += 1) {
        await messageAddress(
          db,
          { channel: 'sms', to: `0100000${String(i).padStart(4, '0')}`, userId: admin.user.id },
          {
            event: 'contact_changed',
            scope,
            locale: 'en',
            vars: { name: 'n', change: 'phone', value: 'v' },
          },
        );
      }
      const before = providers.sent.length;
      await Promise.all(['a', 'b', 'c'].map((owner) => drainOutbox(db, owner)));
      const references = providers.sent.slice(before).map((message) => message.reference);
      expect(references).toHaveLength(25);
      expect(new Set(references).size).toBe(25);

      const [lost] = await messageAddress(
        db,
        { channel: 'sms', to: '01099999999', userId: admin.user.id },
        {
          event: 'contact_changed',
          scope: `${scope}:lost`,
          locale: 'en',
          vars: { name: 'n', change: 'phone', value: 'v' },
        },
      );
      const at = Date.now();
      const claimed = await claimDueMessages(db, {
        owner: 'killed',
        at,
        leaseUntil: at + 60_000,
        limit: 10,
        channels: ['sms'],
      });
      expect(claimed.map((row) => row.id)).toContain(lost);
      expect(await drainOutbox(db, 'survivor')).toBe(0);
      setClockForTests(() => at + 61_000);
      expect(await drainOutbox(db, 'survivor')).toBe(1);
      expect(providers.sent.filter((message) => message.to === '01099999999')).toHaveLength(1);
    });

    it('alerts staff once about an order still pending after the shop’s limit', async () => {
      const customer = await registerCustomer(suite.api);
      const { order } = await placeOrder(customer);
      setClockForTests(() => Date.now() + 16 * 60_000);
      await waitingOrdersJob.run(suite.server.db);
      await waitingOrdersJob.run(suite.server.db);
      const rows = await rowsOf(suite.server.db, { orderId: order.id });
      const alerts = rows.filter((row) => row.event === 'order_waiting');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ channel: 'whatsapp', recipient: seller.user.phone });
    });

    it('holds a message that can wait until the end of quiet hours', async () => {
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Africa/Cairo',
          hour: '2-digit',
          hourCycle: 'h23',
        }).format(new Date()),
      );
      const restore = withEnv({ QUIET_HOURS: `${hour}-${(hour + 1) % 24}` });
      try {
        const customer = await registerCustomer(suite.api);
        const { order } = await placeOrder(customer);
        await suite.api.post(
          `/admin/orders/${order.id}/status`,
          { status: 'Processing' },
          { token: seller.token },
        );
        const rows = await rowsOf(suite.server.db, { orderId: order.id });
        const placed = rows.find((row) => row.event === 'order_placed');
        const processing = rows.find((row) => row.event === 'order_processing');
        expect(placed!.next_attempt_at).toBeLessThanOrEqual(Date.now());
        expect(processing!.next_attempt_at).toBeGreaterThan(Date.now());
        expect(processing!.next_attempt_at - Date.now()).toBeLessThanOrEqual(60 * 60_000);
      } finally {
        restore();
      }
    });
  });
});
