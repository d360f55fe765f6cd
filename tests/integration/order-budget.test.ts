import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { AuditEntry } from '@/contracts/audit';
import type { Item } from '@/contracts/catalog';
import type { Order } from '@/contracts/order';
import type { StaffItem } from '@/contracts/staff-catalog';
import { setClockForTests } from '@/server/clock';
import { resetLimits } from '@/server/rate-limit/attempt-limits';
import { createAddress, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { databaseFingerprint } from './support/snapshot';
import { setZoneMinimum, stockItem, stockOf } from './support/orders';
import { RELAXED_LIMITS } from './support/test-server';

const ZONE = 1;
const ITEM = 10;
const BUDGET = { perHour: 3, openOrders: 2, openValueEgp: 1_000, stockSharePercent: 100 };

describeApi(
  'order budget per account',
  (suite) => {
    const db = () => suite.server.db;

    async function customer(role: 'customer' | 'seller' | 'admin' = 'customer') {
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
      options: { lang?: string; key?: string; weight?: number } = {},
    ) {
      return suite.api.post<Order>(
        '/user/orders/add',
        { address_id: who.addressId, items: [{ item_id: ITEM, qty, weight: options.weight }] },
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

    describe('scarce stock', () => {
      /** The value limit of a real shop: 100 quail at 52 EGP stay far below it. */
      const SCARCE = { ...BUDGET, perHour: 100, openOrders: 100, openValueEgp: 20_000 };
      const lineError = (answer: { body: { errors?: Record<string, string> } }) =>
        answer.body.errors?.['items.0.qty'];

      beforeEach(async () => {
        resetLimits({ ...RELAXED_LIMITS, orders: { ...SCARCE, stockSharePercent: 50 } });
        await db()
          .updateTable('items')
          .set({
            unit_code: 'bird',
            name_en: 'Live quail',
            name_ar: 'سمان حي',
            max_per_order: null,
          })
          .where('id', '=', ITEM)
          .execute();
        // After the unit: the stock counts birds (a kg item's would be kept in grams).
        await stockItem(db(), ITEM, { stock: 100, priceCents: 5_200 });
      });
      afterEach(() => resetLimits({ ...RELAXED_LIMITS, orders: BUDGET }));

      it('keeps half of an item from one customer’s open orders, naming the line, changing nothing', async () => {
        const shopper = await customer();
        const before = await databaseFingerprint(db());
        const whole = await order(shopper, 100, { lang: 'ar' });
        expect(whole.status).toBe(409);
        expect(lineError(whole)).toBe(
          'تقدر تطلب ٥٠ طائر بالكتير من سمان حي في الطلب الواحد. كلمنا لو عايز أكتر.',
        );
        expect(whole.body.errors?.order).toBeUndefined();
        expect(await databaseFingerprint(db())).toEqual(before);
        expect(await stockOf(db(), ITEM)).toBe(100);
        expect(lineError(await order(shopper, 51))).toBe(
          'You can order at most 50 birds of Live quail at a time. Call us for more.',
        );

        expect((await order(shopper, 50)).status).toBe(200);
        const more = await order(shopper, 1);
        expect(more.status).toBe(409);
        expect(more.body.message).toMatch(/more than one customer can order/);
        expect(lineError(more)).toBe(
          'Your orders not yet delivered already have 50 birds of Live quail, as much as one customer can have. Wait for a delivery, or call us for more.',
        );

        // Another account: half of the 50 left, then what its own open orders leave of that.
        const other = await customer();
        expect(lineError(await order(other, 26))).toMatch(/at most 25 birds/);
        expect((await order(other, 20)).status).toBe(200);
        expect(lineError(await order(other, 6))).toBe(
          'Your orders not yet delivered already have 20 birds of Live quail: this order can add at most 5 birds. Call us for more.',
        );
        expect((await order(other, 5)).status).toBe(200);
        // Delivered orders stop counting: half of the 25 left, rounded up.
        await deliverAll(shopper.userId);
        expect(lineError(await order(shopper, 14))).toMatch(/at most 13 birds/);
        expect((await order(shopper, 13)).status).toBe(200);
        expect(await stockOf(db(), ITEM)).toBe(12);
      });

      it('takes the most per order staff set, in kg for a weighed line; not from staff', async () => {
        const admin = await customer('admin');
        const shopper = await customer();
        const set = (body: unknown, lang?: string) =>
          suite.api.post<StaffItem>(`/admin/items/${ITEM}`, body, { token: admin.token, lang });
        for (const wrong of [0, -1, 1.5, 'x']) {
          const refused = await set({ max_per_order: wrong });
          expect(refused.status).toBe(400);
          expect(refused.body.errors).toEqual({
            max_per_order: 'Enter a whole number, 1 or more, or leave it empty for no limit.',
          });
        }
        expect((await set({ max_per_order: 0 }, 'ar')).body.errors?.max_per_order).toBe(
          'اكتب عدد صحيح من ١ وطالع، أو سيبه فاضي من غير حد.',
        );

        expect((await set({ max_per_order: '١٠' })).body.results?.max_per_order).toBe(10);
        const shown = await suite.api.get<Item>(`/item/details/${ITEM}`);
        expect(shown.body.results?.max_per_order).toBe(10);
        expect(lineError(await order(shopper, 11))).toBe(
          'You can order at most 10 birds of Live quail at a time. Call us for more.',
        );
        expect((await order(shopper, 10)).status).toBe(200);
        expect((await order(admin, 30)).status).toBe(200);

        // Sold by the kg with weights: 7 birds of 1.5 kg take 11 kg, 6 take 9.
        await stockItem(db(), ITEM, { stock: 60, weights: [1_500] });
        await set({ unit_code: 'kg' });
        const heavy = await order(shopper, 7, { weight: 1.5, lang: 'ar' });
        expect(lineError(heavy)).toMatch(/^تقدر تطلب ١٠ كجم بالكتير من سمان حي/);
        expect((await order(shopper, 6, { weight: 1.5 })).status).toBe(200);

        expect((await set({ max_per_order: null })).body.results?.max_per_order).toBeNull();
        expect((await order(shopper, 7, { weight: 1.5 })).status).toBe(200);
        const audit = await suite.api.get<AuditEntry[]>(
          `/admin/audit?entity=item&entity_id=${ITEM}`,
          { token: admin.token },
        );
        const limitsSet = (audit.body.results ?? []).filter(
          (entry) => 'max_per_order' in entry.after,
        );
        expect(
          limitsSet.map((entry) => [entry.before.max_per_order, entry.after.max_per_order]),
        ).toEqual([
          [10, null],
          [null, 10],
        ]);

        const created = await suite.api.post<StaffItem>(
          '/admin/items/new',
          {
            name_en: 'Quail eggs tray',
            name_ar: 'طبق بيض سمان',
            category_id: 9,
            unit_code: 'tray',
            price: 60,
            stock: 40,
            max_per_order: '4',
          },
          { token: admin.token },
        );
        expect(created.body.results?.max_per_order).toBe(4);
      });
    });
  },
  { limits: { ...RELAXED_LIMITS, orders: BUDGET } },
);
