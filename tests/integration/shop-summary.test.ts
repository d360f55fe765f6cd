import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Order } from '@/contracts/order';
import type { ShopSummary } from '@/contracts/shop-summary';
import { setClockForTests } from '@/server/clock';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem } from './support/orders';
import { registerStaff } from './support/staff';

const ZONE = 1; // Mansoura: 15 EGP
const ITEM = 15;
/** Every order is one item at 100 EGP and Mansoura's 15 EGP delivery. */
const ORDER_TOTAL = 115;

// Wednesday 25 November 2026, 20:00 in Cairo (UTC+2). Its day began at 22:00 UTC on the 24th,
// its week on Saturday the 21st at midnight, 22:00 UTC on the 20th.
const NOW = '2026-11-25T18:00:00.000Z';

describeApi('the shop summary for staff', (suite) => {
  let seller: Customer;
  let customer: Customer;
  let addressId: number;
  const placed: Record<string, Order> = {};

  async function orderAt(iso: string, moves: readonly string[] = []): Promise<Order> {
    setClockForTests(() => Date.parse(iso));
    const answer = await suite.api.post<Order>(
      '/user/orders/add',
      { address_id: addressId, items: [{ item_id: ITEM, qty: 1 }] },
      { token: customer.token },
    );
    if (!answer.body.results) throw new Error(JSON.stringify(answer.body));
    for (const status of moves) {
      await suite.api.post(
        `/admin/orders/${answer.body.results.id}/status`,
        { status },
        { token: seller.token },
      );
    }
    return answer.body.results;
  }

  /** Posts as the customer at `iso` on the shop's clock, and insists it was taken. */
  async function customerPostAt(iso: string, path: string, body: object): Promise<number> {
    setClockForTests(() => Date.parse(iso));
    const answer = await suite.api.post<{ id: number }>(path, body, { token: customer.token });
    if (!answer.body.results) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.results.id;
  }
  const reviewAt = (iso: string, order: Order, rating: number, comment = '') =>
    customerPostAt(iso, `/user/orders/${order.id}/reviews`, { item_id: ITEM, rating, comment });
  const complainAt = (iso: string, order: Order) =>
    customerPostAt(iso, `/user/orders/${order.id}/complaints`, {
      lines: [{ line_id: order.items[0]?.id, reason: 'quality' }],
    });
  /** Staff's moves, answered 200 (a refusal would leave the figures below unexplained). */
  async function staffPost(path: string, body: object) {
    const answer = await suite.api.post(path, body, { token: seller.token });
    expect({ path, status: answer.status }).toEqual({ path, status: 200 });
  }
  let waitingReview = 0;

  beforeAll(async () => {
    const { db } = suite.server;
    await setZoneMinimum(db, ZONE, 0);
    await stockItem(db, ITEM, { stock: 100, priceCents: 10_000 });
    await stockItem(db, 40, { stock: 0 });
    await stockItem(db, 41, { stock: 3 });
    await stockItem(db, 42, { stock: 0 });
    await db.updateTable('items').set({ published: 0 }).where('id', '=', 42).execute();
    await stockItem(db, 43, { stock: 6 });
    seller = await registerStaff(suite.api, db, 'seller');
    customer = await registerCustomer(suite.api);
    addressId = (await createAddress(suite.api, customer.token, ZONE)).id;

    placed.eightDaysAgo = await orderAt('2026-11-17T10:00:00.000Z');
    // 23:30 on Friday in Cairo: the week before, though Saturday in no zone yet.
    placed.lastFriday = await orderAt('2026-11-20T21:30:00.000Z');
    placed.saturday = await orderAt('2026-11-21T09:00:00.000Z', [
      'Processing',
      'OutForDelivery',
      'Delivered',
    ]);
    // 23:30 on Tuesday in Cairo: this week, not today.
    placed.yesterday = await orderAt('2026-11-24T21:30:00.000Z', ['Cancelled']);
    // 00:30 on Wednesday in Cairo, still Tuesday in UTC: today.
    placed.pastMidnight = await orderAt('2026-11-24T22:30:00.000Z', ['Processing']);
    placed.thisMorning = await orderAt('2026-11-25T08:00:00.000Z');
    // Delivered before this week: what shoppers said of them counts by when they said it.
    const delivered = ['Processing', 'OutForDelivery', 'Delivered'];
    placed.older = await orderAt('2026-11-16T10:00:00.000Z', delivered);
    placed.delivered = await orderAt('2026-11-18T10:00:00.000Z', delivered);
    // Reviews: last week's (not this week's rating), this week's rating alone (published at
    // once), and this week's with a comment (waiting for staff, not counted until published).
    await reviewAt('2026-11-16T12:00:00.000Z', placed.older, 2);
    await reviewAt('2026-11-22T10:00:00.000Z', placed.delivered, 5);
    waitingReview = await reviewAt('2026-11-21T12:00:00.000Z', placed.saturday, 2, 'Smaller');
    // Complaints: one waiting, one taken up (both open whatever their day), one answered.
    await complainAt('2026-11-19T10:00:00.000Z', placed.delivered);
    const takenUp = await complainAt('2026-11-16T12:00:00.000Z', placed.older);
    const rejected = await complainAt('2026-11-21T12:00:00.000Z', placed.saturday);
    setClockForTests(() => Date.parse(NOW));
    await staffPost(`/admin/refund-requests/${takenUp}`, { status: 'Processing' });
    await staffPost(`/admin/refund-requests/${rejected}`, { status: 'Rejected', note: 'Weighed' });
  });
  afterAll(() => {
    setClockForTests(undefined);
  });

  const summary = async (lang = 'en') => {
    const answer = await suite.api.get<ShopSummary>('/admin/summary', {
      token: seller.token,
      lang,
    });
    expect(answer.status).toBe(200);
    return answer.body.results as ShopSummary;
  };
  const figures = (entries: ShopSummary['today']['by_status']) =>
    Object.fromEntries(entries.map((entry) => [entry.status, [entry.orders, entry.total]]));

  it('refuses no token with 401 and a customer with 403', async () => {
    expect((await suite.api.get('/admin/summary')).status).toBe(401);
    expect((await suite.api.get('/admin/summary', { token: customer.token })).status).toBe(403);
  });

  it('counts today’s orders from midnight in Cairo, by status, revenue without cancelled ones', async () => {
    const { at, today } = await summary();
    expect(at).toBe(NOW);
    expect(today.since).toBe('2026-11-24T22:00:00.000Z');
    expect(today.orders).toBe(2);
    expect(today.revenue).toBe(2 * ORDER_TOTAL);
    expect(figures(today.by_status)).toEqual({
      Pending: [1, ORDER_TOTAL],
      Processing: [1, ORDER_TOTAL],
      OutForDelivery: [0, 0],
      Delivered: [0, 0],
      Cancelled: [0, 0],
    });
  });

  it('counts this week’s from Saturday, leaving out last week and a week ago', async () => {
    const { week } = await summary();
    expect(week.since).toBe('2026-11-20T22:00:00.000Z');
    expect(week.orders).toBe(4);
    expect(week.revenue).toBe(3 * ORDER_TOTAL);
    expect(figures(week.by_status)).toEqual({
      Pending: [1, ORDER_TOTAL],
      Processing: [1, ORDER_TOTAL],
      OutForDelivery: [0, 0],
      Delivered: [1, ORDER_TOTAL],
      Cancelled: [1, ORDER_TOTAL],
    });
  });

  it('counts the orders waiting whatever their day, and lists the newest orders first', async () => {
    const { waiting, recent_orders: recent } = await summary();
    expect(waiting).toEqual({ pending: 3, processing: 1, out_for_delivery: 0 });
    expect(recent.map((order) => order.number)).toEqual(
      [
        placed.thisMorning,
        placed.pastMidnight,
        placed.yesterday,
        placed.saturday,
        placed.lastFriday,
        placed.delivered,
        placed.eightDaysAgo,
        placed.older,
      ].map((order) => order?.number),
    );
    expect(recent[0]?.customer.phone).toBe(customer.user.phone);
  });

  it('lists published items out of stock and low on stock, in the caller’s language', async () => {
    const { stock } = await summary('ar');
    expect(stock.low_threshold).toBe(5);
    const out = stock.out_of_stock.map((item) => item.id);
    const low = stock.low.map((item) => item.id);
    expect(out).toContain(40);
    expect(out).not.toContain(42);
    expect(low).toContain(41);
    expect(low).not.toContain(43);
    expect(stock.low.every((item) => item.stock >= 1 && item.stock <= 5)).toBe(true);
    expect(stock.out_of_stock.every((item) => item.stock <= 0)).toBe(true);
    expect(stock.out_of_stock_count).toBe(out.length);
    expect(stock.low_count).toBe(low.length);
    const lowItem = stock.low.find((item) => item.id === 41);
    expect(lowItem?.name).toBe(lowItem?.name_ar);
    expect(lowItem?.stock).toBe(3);
  });

  it('counts the complaints still owed an answer, whatever their day', async () => {
    expect((await summary()).open_complaints).toBe(2);
  });

  it('rates the week by the published reviews written since Saturday', async () => {
    expect((await summary()).week_rating).toEqual({ average: 5, count: 1 });
    // Published by staff, the waiting review of this week counts.
    await staffPost(`/admin/reviews/${waitingReview}`, { published: true });
    expect((await summary()).week_rating).toEqual({ average: 3.5, count: 2 });
  });
});
