import { beforeAll, expect, it } from '@jest/globals';
import type { Profile } from '@/contracts/account';
import type { CashDay, DriverRound, Round } from '@/contracts/driver-rounds';
import type { Order, StaffOrder } from '@/contracts/order';
import { shopDate } from '@/lib/shop-calendar';
import type { Customer } from './support/accounts';
import {
  answerComplaint,
  complain,
  deliveredOrder,
  grantRemedy,
  moveOrder,
  placeOrder,
  type Shopper,
} from './support/delivered-orders';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem } from './support/orders';
import { registerStaff } from './support/staff';

const ZONE = 1;
const FEE_CENTS = 2_500;
/** By the piece at 100 EGP; by the piece at 1000 EGP; the seed's broiler, by the kg at 150. */
const PIECE = 30;
const BIG = 31;
const CHICKEN = 1;
const TODAY = shopDate(Date.now());

describeApi('credits: what an accepted complaint leaves, on the next orders', (suite) => {
  let seller: Customer;
  let admin: Customer;

  beforeAll(async () => {
    const db = suite.server.db;
    await setZoneMinimum(db, ZONE, 0);
    await db
      .updateTable('delivery_zones')
      .set({ fee_cents: FEE_CENTS })
      .where('id', '=', ZONE)
      .execute();
    await stockItem(db, PIECE, { stock: 500, priceCents: 10_000 });
    await stockItem(db, BIG, { stock: 500, priceCents: 100_000 });
    await stockItem(db, CHICKEN, { stock: 500, priceCents: 15_000, weights: [1000, 1500, 2000] });
    seller = await registerStaff(suite.api, db, 'seller');
    admin = await registerStaff(suite.api, db, 'admin');
  });

  const creditOf = async (shopper: Shopper) => {
    const answer = await suite.api.get<Profile>('/user/profile', { token: shopper.token });
    expect(answer.status).toBe(200);
    return answer.body.results!.credit;
  };
  const order = async (shopper: Shopper, items: Parameters<typeof placeOrder>[2]) => {
    const placed = await placeOrder(suite.api, shopper, items);
    expect(placed.status).toBe(200);
    return placed.body.results!;
  };
  const money = (placed: Order) => ({
    subtotal: placed.subtotal,
    delivery_charge: placed.delivery_charge,
    credit: placed.credit,
    cash_back: placed.cash_back,
    total: placed.total,
  });
  /** A delivered order of `items` whose first line's complaint left `remedy` of `amount`. */
  async function withRemedy(
    items: Parameters<typeof placeOrder>[2],
    remedy: 'credit' | 'cash_refund',
    amount: number,
  ) {
    const { shopper, order: first } = await deliveredOrder(suite.api, seller.token, items);
    await grantRemedy(suite.api, seller.token, shopper, first, remedy, amount);
    return { shopper, first };
  }

  it('takes a 12.34 EGP credit off the next order exactly, and then none', async () => {
    const { shopper } = await withRemedy([{ item_id: PIECE, qty: 1 }], 'credit', 12.34);
    expect(await creditOf(shopper)).toBe(12.34);
    const next = await order(shopper, [{ item_id: PIECE, qty: 3 }]);
    expect(money(next)).toEqual({
      subtotal: 300,
      delivery_charge: 25,
      credit: 12.34,
      cash_back: 0,
      total: 312.66,
    });
    expect(await creditOf(shopper)).toBe(0);
    const details = await suite.api.get<Order>(`/user/orders/${next.id}`, { token: shopper.token });
    expect(money(details.body.results!)).toEqual(money(next));
    const after = await order(shopper, [{ item_id: PIECE, qty: 1 }]);
    expect([after.credit, after.total]).toEqual([0, 125]);
  });

  it('makes an order cheaper than the credit free, and keeps the rest for the next', async () => {
    const { shopper } = await withRemedy([{ item_id: BIG, qty: 1 }], 'credit', 400);
    const free = await order(shopper, [{ item_id: PIECE, qty: 1 }]);
    expect([free.credit, free.total]).toEqual([125, 0]);
    expect(await creditOf(shopper)).toBe(275);
    const rest = await order(shopper, [{ item_id: PIECE, qty: 3 }]);
    expect([rest.credit, rest.total]).toEqual([275, 50]);
    expect(await creditOf(shopper)).toBe(0);
  });

  it('gives back what a lighter weighed order cannot use', async () => {
    const { shopper } = await withRemedy([{ item_id: BIG, qty: 1 }], 'credit', 449);
    const placed = await order(shopper, [{ item_id: CHICKEN, qty: 2, weight: 1.5 }]);
    expect(money(placed)).toEqual({
      subtotal: 450,
      delivery_charge: 25,
      credit: 449,
      cash_back: 0,
      total: 26,
    });
    await moveOrder(suite.api, seller.token, placed.id, 'Processing');
    const weighed = await suite.api.post<StaffOrder>(
      `/admin/orders/${placed.id}/weights`,
      { lines: [{ line_id: placed.items[0]!.id, weight: 2.5 }], confirm: true },
      { token: seller.token },
    );
    expect(weighed.status).toBe(200);
    expect(money(weighed.body.results!)).toEqual({
      subtotal: 375,
      delivery_charge: 25,
      credit: 400,
      cash_back: 0,
      total: 0,
    });
    expect(await creditOf(shopper)).toBe(49);
    // Weighed heavier again: the credit stays what the order holds, the total follows.
    const heavier = await suite.api.post<StaffOrder>(
      `/admin/orders/${placed.id}/weights`,
      { lines: [{ line_id: placed.items[0]!.id, weight: 2.8 }], confirm: true },
      { token: seller.token },
    );
    expect(money(heavier.body.results!)).toMatchObject({ subtotal: 420, credit: 400, total: 45 });
    // Cancelled, the order gives back what it still holds: 400, with the 49 already back.
    const cancelled = await suite.api.post(
      `/admin/orders/${placed.id}/status`,
      { status: 'Cancelled' },
      { token: seller.token },
    );
    expect(cancelled.status).toBe(200);
    expect(await creditOf(shopper)).toBe(449);
  });

  it('gives the credit and the cash back when an order is cancelled, once', async () => {
    const { shopper, order: first } = await deliveredOrder(suite.api, seller.token, [
      { item_id: BIG, qty: 1 },
      { item_id: PIECE, qty: 1 },
    ]);
    await grantRemedy(suite.api, seller.token, shopper, first, 'credit', 200);
    const cash = await complain(suite.api, shopper.token, first.id, {
      lines: [{ line_id: first.items[1]!.id, reason: 'missing' }],
    });
    const paid = await answerComplaint(suite.api, seller.token, cash.body.results!.id, {
      status: 'Accepted',
      remedy: 'cash_refund',
      amount: 50,
    });
    expect(paid.status).toBe(200);

    const placed = await order(shopper, [{ item_id: PIECE, qty: 1 }]);
    expect([placed.credit, placed.cash_back, placed.total]).toEqual([125, 50, 0]);
    expect(await creditOf(shopper)).toBe(75);
    const cancel = () =>
      suite.api.post<Order>(`/user/orders/${placed.id}/cancel`, {}, { token: shopper.token });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    expect(await creditOf(shopper)).toBe(200);

    const again = await order(shopper, [{ item_id: PIECE, qty: 2 }]);
    expect([again.credit, again.cash_back, again.total]).toEqual([200, 50, 25]);
  });

  it('has the driver hand back a cash refund: the amount due is the total less the cash back', async () => {
    const driver = await registerStaff(suite.api, suite.server.db, 'driver');
    const out = async (placed: Order) => {
      await moveOrder(suite.api, seller.token, placed.id, 'Processing');
      const round = await suite.api.post<Round>(
        '/admin/rounds/new',
        { date: TODAY, driver_id: driver.user.id, order_ids: [placed.id] },
        { token: seller.token },
      );
      expect(round.status).toBe(200);
      await moveOrder(suite.api, seller.token, placed.id, 'OutForDelivery');
    };
    const stopOf = async (orderId: number) => {
      const rounds = await suite.api.get<DriverRound[]>(`/driver/round?date=${TODAY}`, {
        token: driver.token,
      });
      return rounds.body.results!.flatMap((r) => r.stops).find((s) => s.order_id === orderId)!;
    };
    const deliver = (orderId: number, cash: number) =>
      suite.api.post<Order>(
        `/driver/stops/${orderId}/delivered`,
        { cash_received: cash },
        { token: driver.token },
      );

    const owed = await withRemedy([{ item_id: PIECE, qty: 1 }], 'cash_refund', 30.5);
    expect(await creditOf(owed.shopper)).toBe(0);
    const placed = await order(owed.shopper, [{ item_id: PIECE, qty: 2 }]);
    expect([placed.cash_back, placed.total]).toEqual([30.5, 225]);
    await out(placed);
    expect((await stopOf(placed.id)).amount_due).toBe(194.5);
    expect((await deliver(placed.id, 200)).status).toBe(200);
    expect((await stopOf(placed.id)).amount_due).toBe(194.5);

    // More owed than the order costs: the driver pays the difference out.
    const more = await withRemedy([{ item_id: BIG, qty: 1 }], 'cash_refund', 300);
    const small = await order(more.shopper, [{ item_id: PIECE, qty: 1 }]);
    expect([small.cash_back, small.total]).toEqual([300, 125]);
    await out(small);
    expect((await stopOf(small.id)).amount_due).toBe(-175);
    expect((await deliver(small.id, 0)).status).toBe(200);

    const cash = await suite.api.get<CashDay[]>(`/admin/cash?date=${TODAY}`, {
      token: admin.token,
    });
    const day = cash.body.results!.find((entry) => entry.driver.id === driver.user.id)!;
    expect([day.expected, day.received, day.difference]).toEqual([19.5, 19.5, 0]);
    // The next order carries no cash back: it was handed over.
    const later = await order(more.shopper, [{ item_id: PIECE, qty: 1 }]);
    expect(later.cash_back).toBe(0);
  });
});
