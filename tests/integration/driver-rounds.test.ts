import { beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { CashDay, DriverRound, Round } from '@/contracts/driver-rounds';
import type { Order, StaffOrder } from '@/contracts/order';
import { shopDate } from '@/lib/shop-calendar';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { openSlotId, setZoneMinimum, stockItem, stockOf } from './support/orders';
import { registerStaff } from './support/staff';

const ZONE = 1;
/** EGP as the API writes it: whole piastres, without the float's dust. */
const pounds = (value: number) => Math.round(value * 100) / 100;
const TODAY = shopDate(Date.now());

describeApi('drivers’ rounds and cash', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let driver: Customer;
  let otherDriver: Customer;

  beforeAll(async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    driver = await registerStaff(suite.api, suite.server.db, 'driver');
    otherDriver = await registerStaff(suite.api, suite.server.db, 'driver');
  });

  const db = () => suite.server.db;

  /** A new shopper's order of `qty` of `itemId` at 123.45 EGP each, moved on to `status`. */
  async function order(
    itemId: number,
    status: 'Pending' | 'Processing' | 'OutForDelivery' = 'Processing',
    qty = 2,
  ) {
    await stockItem(db(), itemId, { stock: 50, priceCents: 12_345 });
    const customer = await registerCustomer(suite.api);
    const address = await createAddress(suite.api, customer.token, ZONE);
    const placed = await suite.api.post<Order>(
      '/user/orders/add',
      {
        address_id: address.id,
        items: [{ item_id: itemId, qty }],
        slot_id: await openSlotId(suite.api, ZONE),
      },
      { token: customer.token },
    );
    expect(placed.status).toBe(200);
    const id = placed.body.results!.id;
    const steps = {
      Pending: [],
      Processing: ['Processing'],
      OutForDelivery: ['Processing', 'OutForDelivery'],
    };
    for (const step of steps[status]) await move(id, step);
    return { customer, order: placed.body.results! };
  }

  const move = async (id: number, status: string) => {
    const moved = await suite.api.post<StaffOrder>(
      `/admin/orders/${id}/status`,
      { status },
      { token: seller.token },
    );
    expect([id, moved.status]).toEqual([id, 200]);
  };

  const newRound = (body: Record<string, unknown>, token = seller.token) =>
    suite.api.post<Round>('/admin/rounds/new', { date: TODAY, ...body }, { token });
  const delivered = (orderId: number, cash: number, token = driver.token) =>
    suite.api.post<Order>(`/driver/stops/${orderId}/delivered`, { cash_received: cash }, { token });
  const failed = (orderId: number, body: Record<string, unknown>, token = driver.token) =>
    suite.api.post<Order>(`/driver/stops/${orderId}/failed`, body, { token });
  const cashOf = async (driverId: number) => {
    const answer = await suite.api.get<CashDay[]>(`/admin/cash?date=${TODAY}`, {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    return answer.body.results?.find((row) => row.driver.id === driverId);
  };

  it('builds a round of ready orders in driving order, and refuses what is not ready or taken', async () => {
    const first = await order(30);
    const second = await order(31);
    const pending = await order(32, 'Pending');

    const refused = await newRound({
      driver_id: driver.user.id,
      order_ids: [first.order.id, pending.order.id],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(String(pending.order.id));
    expect(
      (await suite.api.get<Round[]>('/admin/rounds', { token: seller.token })).body.results,
    ).toEqual([]);

    const made = await newRound({
      driver_id: driver.user.id,
      order_ids: [second.order.id, first.order.id],
    });
    expect(made.status).toBe(200);
    const round = made.body.results!;
    expect(round.driver).toEqual({ id: driver.user.id, name: driver.user.name });
    expect(round.stops.map((stop) => [stop.order_id, stop.position, stop.outcome])).toEqual([
      [second.order.id, 1, 'pending'],
      [first.order.id, 2, 'pending'],
    ]);
    expect(round.stops[0]?.amount_due).toBe(second.order.total);

    // An order is on one round only.
    const taken = await newRound({ driver_id: otherDriver.user.id, order_ids: [first.order.id] });
    expect(taken.status).toBe(409);

    // Reordered, and one dropped: it goes back among the ready orders.
    const reordered = await suite.api.post<Round>(
      `/admin/rounds/${round.id}`,
      { order_ids: [first.order.id] },
      { token: seller.token },
    );
    expect(reordered.body.results?.stops.map((stop) => [stop.order_id, stop.position])).toEqual([
      [first.order.id, 1],
    ]);
    expect(
      (await newRound({ driver_id: otherDriver.user.id, order_ids: [second.order.id] })).status,
    ).toBe(200);

    // Sellers pick the driver from the active drivers.
    const drivers = await suite.api.get<{ id: number }[]>('/admin/drivers', {
      token: seller.token,
    });
    expect(drivers.body.results?.map((row) => row.id)).toEqual(
      expect.arrayContaining([driver.user.id, otherDriver.user.id]),
    );
    expect(drivers.body.results?.map((row) => row.id)).not.toContain(seller.user.id);

    // Not a driver, or a driver switched off: a field error; and roles.
    const notDriver = await newRound({ driver_id: seller.user.id, order_ids: [pending.order.id] });
    expect(notDriver.status).toBe(400);
    expect(notDriver.body.errors?.driver_id).toBeTruthy();
    for (const token of [driver.token, first.customer.token]) {
      expect((await newRound({ driver_id: driver.user.id, order_ids: [1] }, token)).status).toBe(
        403,
      );
    }
    expect((await suite.api.get('/admin/cash', { token: seller.token })).status).toBe(403);
  });

  it('counts an order without a delivery slot on the day it was placed, in Cairo', async () => {
    const { order: placed } = await order(43);
    // As if its zone had no slots to book: placed at 23:30 in Cairo on 20 November (21:30 UTC).
    const at = Date.parse('2026-11-20T21:30:00.000Z');
    await sql`update orders set slot_id = null, slot_date = '', slot_from = '', slot_to = '', created_at = ${at} where id = ${placed.id}`.execute(
      db(),
    );
    const dayOf = async (date: string) =>
      (
        await suite.api.get<StaffOrder[]>(`/admin/orders?date=${date}`, { token: seller.token })
      ).body.results?.map((entry) => entry.id);
    expect(await dayOf('2026-11-20')).toContain(placed.id);
    expect(await dayOf('2026-11-21')).not.toContain(placed.id);
  });

  it('shows a driver their own round only, with each stop’s order, address and amount', async () => {
    const mine = await order(33, 'OutForDelivery');
    const theirs = await order(34, 'OutForDelivery');
    expect((await newRound({ driver_id: driver.user.id, order_ids: [mine.order.id] })).status).toBe(
      200,
    );
    expect(
      (await newRound({ driver_id: otherDriver.user.id, order_ids: [theirs.order.id] })).status,
    ).toBe(200);

    const seen = await suite.api.get<DriverRound[]>('/driver/round', { token: driver.token });
    expect(seen.status).toBe(200);
    const stops = (seen.body.results ?? []).flatMap((round) => round.stops);
    expect(stops.map((stop) => stop.order_id)).toContain(mine.order.id);
    expect(stops.map((stop) => stop.order_id)).not.toContain(theirs.order.id);
    const stop = stops.find((candidate) => candidate.order_id === mine.order.id)!;
    expect(stop.lines.map((line) => [line.name, line.qty])).toEqual([
      [mine.order.items[0]?.name, 2],
    ]);
    expect(stop.order.items.map((line) => line.qty)).toEqual([2]);
    expect(stop.landmark).toBe(mine.order.address.landmark);
    expect(stop.address.landmark).toBe(mine.order.address.landmark);
    expect(stop.phone).toBe(mine.order.address.phone);
    expect(stop.amount_due).toBe(mine.order.total);

    // Another driver's stop is not found; staff and shoppers are no drivers.
    expect((await delivered(theirs.order.id, 1000)).status).toBe(404);
    expect((await failed(theirs.order.id, { reason: 'not_home' })).status).toBe(404);
    for (const token of [seller.token, mine.customer.token]) {
      expect((await suite.api.get('/driver/round', { token })).status).toBe(403);
    }
  });

  it('delivers a stop once, moving the order through the workflow, and the shopper sees who and when', async () => {
    const a = await order(35, 'OutForDelivery');
    const b = await order(36, 'Processing');
    const made = await newRound({ driver_id: driver.user.id, order_ids: [a.order.id, b.order.id] });
    expect(made.status).toBe(200);

    const shopperView = await suite.api.get<Order>(`/user/orders/${a.order.id}`, {
      token: a.customer.token,
    });
    expect(shopperView.body.results?.driver).toEqual({
      first_name: 'Test',
      phone: driver.user.phone,
    });
    expect(shopperView.body.results?.stop).toEqual({ position: 1, of: 2 });

    // Still in the shop: the driver cannot deliver it yet.
    expect((await delivered(b.order.id, 1000)).status).toBe(409);

    const [one, two] = await Promise.all([delivered(a.order.id, 500), delivered(a.order.id, 500)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const done = [one, two].find((answer) => answer.status === 200)!;
    expect(done.body.results?.status).toBe('Delivered');

    const after = await suite.api.get<Order>(`/user/orders/${a.order.id}`, {
      token: a.customer.token,
    });
    expect(after.body.results?.history?.map((entry) => [entry.status, entry.by_role])).toEqual([
      ['Pending', 'customer'],
      ['Processing', 'seller'],
      ['OutForDelivery', 'seller'],
      ['Delivered', 'driver'],
    ]);
    expect(after.body.results?.driver).toBeUndefined();
    const told = await db()
      .selectFrom('outbox')
      .select('event')
      .where('order_id', '=', a.order.id)
      .where('event', '=', 'order_delivered')
      .execute();
    expect(told.length).toBeGreaterThan(0);
  });

  it('sends a failed stop back to the shop or cancels it by the shop’s rule, returning stock and slot once', async () => {
    const notHome = await order(37, 'OutForDelivery');
    const refused = await order(38, 'OutForDelivery', 3);
    expect(
      (
        await newRound({
          driver_id: driver.user.id,
          order_ids: [notHome.order.id, refused.order.id],
        })
      ).status,
    ).toBe(200);

    const noNote = await failed(notHome.order.id, { reason: 'other' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors?.note).toBeTruthy();

    const back = await failed(notHome.order.id, { reason: 'not_home' });
    expect(back.body.results?.status).toBe('Processing');
    const orderRow = await db()
      .selectFrom('orders')
      .select(['round_id', 'slot_id'])
      .where('id', '=', notHome.order.id)
      .executeTakeFirstOrThrow();
    expect(orderRow.round_id).toBeNull();
    const toldWhy = await db()
      .selectFrom('outbox')
      .select('event')
      .where('order_id', '=', notHome.order.id)
      .where('event', '=', 'order_delivery_failed')
      .execute();
    expect(toldWhy.length).toBeGreaterThan(0);
    // Back among the ready orders: it can go out on another round.
    expect(
      (await newRound({ driver_id: otherDriver.user.id, order_ids: [notHome.order.id] })).status,
    ).toBe(200);

    const slotId = refused.order.slot?.id;
    const bookedBefore = slotId ? await booked(slotId) : 0;
    expect(await stockOf(db(), 38)).toBe(47);
    const [first, again] = await Promise.all([
      failed(refused.order.id, { reason: 'refused', note: 'Changed their mind' }),
      failed(refused.order.id, { reason: 'refused' }),
    ]);
    expect([first.status, again.status].sort()).toEqual([200, 409]);
    const cancelled = await suite.api.get<Order>(`/user/orders/${refused.order.id}`, {
      token: refused.customer.token,
    });
    expect(cancelled.body.results?.status).toBe('Cancelled');
    expect(await stockOf(db(), 38)).toBe(50);
    if (slotId) expect(await booked(slotId)).toBe(bookedBefore - 1);
  });

  const booked = async (slotId: number) =>
    (
      await db()
        .selectFrom('delivery_slots')
        .select('booked')
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow()
    ).booked;

  it('adds up each driver’s cash to the piastre and closes the day once, for good', async () => {
    const cashier = await registerStaff(suite.api, db(), 'driver');
    const orders = [await order(39, 'OutForDelivery'), await order(40, 'OutForDelivery', 1)];
    const [paidMore, paidLess] = orders;
    const made = await newRound({
      driver_id: cashier.user.id,
      order_ids: orders.map((placed) => placed.order.id),
    });
    expect(made.status).toBe(200);

    // The first pays with a round note (change given back), the second short by 10.05.
    expect((await delivered(paidMore!.order.id, 1000, cashier.token)).status).toBe(200);
    expect(
      (await delivered(paidLess!.order.id, pounds(paidLess!.order.total - 10.05), cashier.token))
        .status,
    ).toBe(200);
    const expected = pounds(paidMore!.order.total + paidLess!.order.total);
    const open = await cashOf(cashier.user.id);
    expect(open).toMatchObject({
      expected,
      received: pounds(expected - 10.05),
      difference: -10.05,
      handed_over: null,
      delivered: 2,
      failed: 0,
      open_stops: 0,
      closed: false,
    });

    const close = (token = admin.token) =>
      suite.api.post<CashDay>(
        '/admin/cash/close',
        { date: TODAY, driver_id: cashier.user.id, handed_over: pounds(expected - 20) },
        { token },
      );
    expect((await close(seller.token)).status).toBe(403);
    const closed = await close();
    expect(closed.status).toBe(200);
    expect(closed.body.results).toMatchObject({
      closed: true,
      handed_over: pounds(expected - 20),
      difference: -20,
    });
    expect((await close()).status).toBe(409);
    expect(await cashOf(cashier.user.id)).toMatchObject({ closed: true, difference: -20 });

    // Nothing of the closed day changes: no new round for that driver.
    const late = await order(41, 'OutForDelivery');
    expect(
      (await newRound({ driver_id: cashier.user.id, order_ids: [late.order.id] })).status,
    ).toBe(409);
    const audit = await db()
      .selectFrom('staff_audit')
      .select(['action', 'user_id'])
      .where('action', '=', 'cash.close')
      .execute();
    expect(audit).toEqual([{ action: 'cash.close', user_id: admin.user.id }]);
  });

  it('refuses to close a day while a stop is still out, and not for a stop the shop cancelled', async () => {
    const busy = await registerStaff(suite.api, db(), 'driver');
    const otherBusy = await registerStaff(suite.api, db(), 'driver');
    const out = await order(42, 'OutForDelivery');
    expect((await newRound({ driver_id: busy.user.id, order_ids: [out.order.id] })).status).toBe(
      200,
    );
    const refused = await suite.api.post(
      '/admin/cash/close',
      { date: TODAY, driver_id: busy.user.id, handed_over: 0 },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1');
    expect((await cashOf(busy.user.id))?.open_stops).toBe(1);

    // The shop cancels a stop's order meanwhile: no longer out, the day can close.
    const gone = await order(44, 'Processing');
    const round = await newRound({ driver_id: otherBusy.user.id, order_ids: [gone.order.id] });
    expect(round.status).toBe(200);
    await move(gone.order.id, 'Cancelled');
    expect((await cashOf(otherBusy.user.id))?.open_stops).toBe(0);
    const closed = await suite.api.post(
      '/admin/cash/close',
      { date: TODAY, driver_id: otherBusy.user.id, handed_over: 0 },
      { token: admin.token },
    );
    expect(closed.status).toBe(200);
  });
});
