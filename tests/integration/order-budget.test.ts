import { afterEach, beforeEach, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Order } from '@/contracts/order';
import { setClockForTests } from '@/server/clock';
import { createAddress, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { databaseFingerprint } from './support/snapshot';
import { setZoneMinimum, stockItem, stockOf } from './support/orders';
import { RELAXED_LIMITS } from './support/test-server';

const ZONE = 1;
const ITEM = 10;
const BUDGET = { perHour: 3, openOrders: 2, openValueEgp: 1_000 };

describeApi(
  'order budget per account',
  (suite) => {
    const db = () => suite.server.db;

    async function customer(role: 'customer' | 'seller' = 'customer') {
      const account = await registerCustomer(suite.api);
      if (role !== 'customer') {
        await db().updateTable('users').set({ role }).where('id', '=', account.user.id).execute();
      }
      const address = await createAddress(suite.api, account.token, ZONE);
      return { token: account.token, userId: account.user.id, addressId: address.id };
    }

    function order(
      who: { token: string; addressId: number },
      qty = 1,
      options: { lang?: string; key?: string } = {},
    ) {
      return suite.api.post<Order>(
        '/user/orders/add',
        { address_id: who.addressId, items: [{ item_id: ITEM, qty }] },
        {
          token: who.token,
          lang: options.lang,
          headers: options.key ? { 'Idempotency-Key': options.key } : {},
        },
      );
    }

    async function deliverAll(userId: number) {
      await db()
        .updateTable('orders')
        .set({ status: 'Delivered' })
        .where('user_id', '=', userId)
        .execute();
    }

    beforeEach(async () => {
      // 100 EGP an item: the open value (1,000 EGP) is reached in a few items, not orders.
      await stockItem(db(), ITEM, { stock: 500, priceCents: 10_000 });
      await setZoneMinimum(db(), ZONE, 0);
      await db()
        .updateTable('delivery_zones')
        .set({ fee_cents: 0 })
        .where('id', '=', ZONE)
        .execute();
    });

    afterEach(() => setClockForTests(undefined));

    it('refuses one order for the whole stock with a localised 409, and changes nothing', async () => {
      const shopper = await customer();
      const before = await databaseFingerprint(db());
      const whole = await order(shopper, 500, { lang: 'ar' });
      expect(whole.status).toBe(409);
      expect(whole.body.message).toContain('١٬٠٠٠');
      expect(whole.body.errors?.order).toMatch(/جنيه/);
      expect(await databaseFingerprint(db())).toEqual(before);
      expect(await stockOf(db(), ITEM)).toBe(500);

      // More than there is: the shopper first hears what is left, not the budget.
      const short = await order(shopper, 501);
      expect(short.status).toBe(409);
      expect(short.body.errors?.['items.0.qty']).toBeDefined();
      expect(short.body.errors?.order).toBeUndefined();

      // Up to the value is fine, the next item past it is not (English too).
      expect((await order(shopper, 10)).status).toBe(200);
      const past = await order(shopper, 1);
      expect(past.status).toBe(409);
      expect(past.body.message).toBe(
        'Orders not yet delivered may come to at most 1,000 EGP per account; with this one they would be 1,100 EGP. Please call the shop for a larger order.',
      );
    });

    it('counts open orders until they are delivered', async () => {
      const shopper = await customer();
      expect((await order(shopper)).status).toBe(200);
      expect((await order(shopper)).status).toBe(200);
      const third = await order(shopper);
      expect(third.status).toBe(409);
      expect(third.body.message).toMatch(/2 orders not yet delivered/);
      await deliverAll(shopper.userId);
      expect((await order(shopper)).status).toBe(200);
    });

    it('allows so many orders an hour, then 429 with the wait, and again an hour later', async () => {
      const shopper = await customer();
      const start = Date.now();
      setClockForTests(() => start);
      for (let placed = 0; placed < BUDGET.perHour; placed += 1) {
        expect((await order(shopper)).status).toBe(200);
        await deliverAll(shopper.userId);
      }
      setClockForTests(() => start + 20 * 60 * 1000);
      const fourth = await order(shopper);
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('retry-after')).toBe(String(40 * 60));
      expect(fourth.body.message).toMatch(/again in 40 minutes/);

      setClockForTests(() => start + 60 * 60 * 1000 + 1);
      expect((await order(shopper)).status).toBe(200);
    });

    it('holds under a burst of one account: no more open orders than the budget', async () => {
      const shopper = await customer();
      const answers = await Promise.all(Array.from({ length: 10 }, () => order(shopper)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(BUDGET.openOrders);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      const placed = await db()
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', shopper.userId)
        .execute();
      expect(placed).toHaveLength(BUDGET.openOrders);
      expect(await stockOf(db(), ITEM)).toBe(500 - BUDGET.openOrders);
    });

    it('answers a retry with its order even when the budget is spent, racing or not', async () => {
      const shopper = await customer();
      expect((await order(shopper)).status).toBe(200);
      // The second open order, sent three times at once with one key: one order, three answers.
      const retries = await Promise.all(
        [1, 2, 3].map(() => order(shopper, 1, { key: 'budget-retry-0001' })),
      );
      expect(retries.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const ids = new Set(retries.map((answer) => answer.body.results?.id));
      expect(ids.size).toBe(1);
      // The budget is spent for new orders, not for the order the key already made.
      expect((await order(shopper)).status).toBe(409);
      expect((await order(shopper, 1, { key: 'budget-retry-0001' })).status).toBe(200);
    });

    type Step =
      | { kind: 'order'; qty: number; atOnce: number }
      | { kind: 'deliver' }
      | { kind: 'wait'; minutes: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('order' as const),
        qty: fc.integer({ min: 1, max: 6 }),
        atOnce: fc.integer({ min: 1, max: 3 }),
      }),
      fc.constant({ kind: 'deliver' as const }),
      fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 70 }) }),
    );

    it('never lets an account past its budget, whatever it does in whatever order', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
          const shopper = await customer();
          let clock = Date.now();
          setClockForTests(() => clock);
          const placedAt: number[] = [];
          for (const next of steps) {
            if (next.kind === 'wait') clock += next.minutes * 60_000;
            if (next.kind === 'deliver') await deliverAll(shopper.userId);
            if (next.kind !== 'order') continue;
            const answers = await Promise.all(
              Array.from({ length: next.atOnce }, () => order(shopper, next.qty)),
            );
            for (const answer of answers) {
              expect([200, 409, 429]).toContain(answer.status);
              if (answer.status === 200) placedAt.push(clock);
            }
            const open = await db()
              .selectFrom('orders')
              .select(['total_cents'])
              .where('user_id', '=', shopper.userId)
              .where('status', '=', 'Pending')
              .execute();
            expect(open.length).toBeLessThanOrEqual(BUDGET.openOrders);
            const value = open.reduce((sum, row) => sum + row.total_cents, 0);
            expect(value).toBeLessThanOrEqual(BUDGET.openValueEgp * 100);
            const lastHour = placedAt.filter((at) => at > clock - 60 * 60_000);
            expect(lastHour.length).toBeLessThanOrEqual(BUDGET.perHour);
          }
        }),
        { numRuns: 12, seed: 20_261_125 },
      );
    });

    it('does not limit staff', async () => {
      const seller = await customer('seller');
      for (let placed = 0; placed < BUDGET.perHour + 1; placed += 1) {
        expect((await order(seller, 5)).status).toBe(200);
      }
    });
  },
  { limits: { ...RELAXED_LIMITS, orders: BUDGET } },
);
