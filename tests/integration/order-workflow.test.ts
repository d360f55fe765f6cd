import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import type { Order, StaffOrder } from '@/contracts/order';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { openSlotId, setZoneMinimum, stockItem, stockOf } from './support/orders';
import { registerStaff } from './support/staff';

const ZONE = 1;

describeApi('the order workflow', (suite) => {
  let seller: Customer;
  let admin: Customer;

  beforeAll(async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
  });

  /** A new customer with one Pending order of `qty` of item `itemId` (stock 50 before it). */
  async function pendingOrder(itemId: number, qty = 2) {
    await stockItem(suite.server.db, itemId, { stock: 50, priceCents: 10_000 });
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
    return { customer, order: placed.body.results! };
  }

  const move = (id: number, status: string, token: string, note?: string) =>
    suite.api.post<StaffOrder>(`/admin/orders/${id}/status`, { status, note }, { token });

  it('takes an order through Pending, Processing, OutForDelivery and Delivered, keeping each move', async () => {
    const { customer, order } = await pendingOrder(20);
    expect(order.history?.map((entry) => [entry.status, entry.by_role])).toEqual([
      ['Pending', 'customer'],
    ]);
    for (const [status, token] of [
      ['Processing', seller.token],
      ['OutForDelivery', seller.token],
      ['Delivered', admin.token],
    ] as const) {
      const moved = await move(order.id, status, token, `to ${status}`);
      expect(moved.status).toBe(200);
      expect(moved.body.results?.status).toBe(status);
    }
    const seen = await suite.api.get<Order>(`/user/orders/${order.id}`, { token: customer.token });
    expect(seen.body.results?.status).toBe('Delivered');
    expect(seen.body.results?.can_cancel).toBe(false);
    expect(
      seen.body.results?.history?.map((entry) => [entry.status, entry.by_role, entry.note]),
    ).toEqual([
      ['Pending', 'customer', ''],
      ['Processing', 'seller', 'to Processing'],
      ['OutForDelivery', 'seller', 'to OutForDelivery'],
      ['Delivered', 'admin', 'to Delivered'],
    ]);
    const times = seen.body.results?.history?.map((entry) => Date.parse(entry.at)) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('refuses every move the workflow does not allow with a 409 that changes nothing', async () => {
    const { order } = await pendingOrder(21);
    for (const status of ['OutForDelivery', 'Delivered', 'Pending']) {
      const refused = await move(order.id, status, seller.token);
      expect([status, refused.status]).toEqual([status, 409]);
      expect(refused.body.message).toMatch(/cannot be moved/);
    }
    const arabic = await suite.api.post(
      `/admin/orders/${order.id}/status`,
      { status: 'Delivered' },
      { token: seller.token, lang: 'ar' },
    );
    expect(arabic.body.message).toContain('قيد الانتظار');
    await move(order.id, 'Processing', seller.token);
    await move(order.id, 'OutForDelivery', seller.token);
    expect((await move(order.id, 'Cancelled', seller.token)).status).toBe(409);
    const details = await suite.api.get<StaffOrder>(`/admin/orders/${order.id}`, {
      token: seller.token,
    });
    expect(details.body.results?.status).toBe('OutForDelivery');
    expect(details.body.results?.history).toHaveLength(3);
    expect(details.body.results?.next_statuses).toEqual(['Delivered']);
  });

  it('gives the stock back when staff cancel, in the same step', async () => {
    const { order } = await pendingOrder(22, 3);
    expect(await stockOf(suite.server.db, 22)).toBe(47);
    await move(order.id, 'Processing', seller.token);
    const cancelled = await move(order.id, 'Cancelled', seller.token, 'Customer called');
    expect(cancelled.body.results?.status).toBe('Cancelled');
    expect(await stockOf(suite.server.db, 22)).toBe(50);
    expect((await move(order.id, 'Processing', seller.token)).status).toBe(409);
    expect(await stockOf(suite.server.db, 22)).toBe(50);
  });

  it('lets the customer cancel their own pending order, and nobody else’s, and not once it moved', async () => {
    const { customer, order } = await pendingOrder(23, 4);
    const stranger = await registerCustomer(suite.api);
    const notTheirs = await suite.api.post(`/user/orders/${order.id}/cancel`, undefined, {
      token: stranger.token,
    });
    expect(notTheirs.status).toBe(404);
    expect(await stockOf(suite.server.db, 23)).toBe(46);

    const cancelled = await suite.api.post<Order>(`/user/orders/${order.id}/cancel`, undefined, {
      token: customer.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.results?.status).toBe('Cancelled');
    expect(cancelled.body.results?.history?.at(-1)?.by_role).toBe('customer');
    expect(await stockOf(suite.server.db, 23)).toBe(50);
    const again = await suite.api.post(`/user/orders/${order.id}/cancel`, undefined, {
      token: customer.token,
    });
    expect(again.status).toBe(409);
    expect(await stockOf(suite.server.db, 23)).toBe(50);

    const other = await pendingOrder(24);
    await move(other.order.id, 'Processing', seller.token);
    const late = await suite.api.post(`/user/orders/${other.order.id}/cancel`, undefined, {
      token: other.customer.token,
    });
    expect(late.status).toBe(409);
    expect(await stockOf(suite.server.db, 24)).toBe(48);
  });

  it('lets exactly one of moves made at once happen', async () => {
    const { order } = await pendingOrder(25);
    await move(order.id, 'Processing', seller.token);
    // From Processing each of these is allowed, and after any of them none of the others is.
    const answers = await Promise.all([
      move(order.id, 'OutForDelivery', seller.token),
      move(order.id, 'Cancelled', admin.token),
      move(order.id, 'Cancelled', seller.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const details = await suite.api.get<StaffOrder>(`/admin/orders/${order.id}`, {
      token: admin.token,
    });
    expect(details.body.results?.history).toHaveLength(3);
    const cancelled = details.body.results?.status === 'Cancelled';
    expect(await stockOf(suite.server.db, 25)).toBe(cancelled ? 50 : 48);
  });

  describe('who may call', () => {
    it('refuses no token with 401, a customer with 403, an unknown order with 404', async () => {
      const { customer, order } = await pendingOrder(26);
      expect((await suite.api.get('/admin/orders')).status).toBe(401);
      expect((await suite.api.get('/admin/orders', { token: customer.token })).status).toBe(403);
      expect((await move(order.id, 'Processing', customer.token)).status).toBe(403);
      expect((await suite.api.post(`/user/orders/${order.id}/cancel`)).status).toBe(401);
      expect((await move(999_999, 'Processing', seller.token)).status).toBe(404);
      expect((await suite.api.get('/admin/orders/999999', { token: seller.token })).status).toBe(
        404,
      );
      const bad = await move(order.id, 'Shipped', seller.token);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors ?? {})).toEqual(['status']);
    });
  });

  it('lists every customer’s orders for staff, newest first, by status and by number or phone', async () => {
    const first = await pendingOrder(27);
    const second = await pendingOrder(28);
    await move(second.order.id, 'Processing', seller.token);

    const all = await suite.api.get<StaffOrder[]>('/admin/orders', { token: seller.token });
    const ids = all.body.results?.map((order) => order.id) ?? [];
    expect(ids.indexOf(second.order.id)).toBeLessThan(ids.indexOf(first.order.id));
    const mine = all.body.results?.find((order) => order.id === first.order.id);
    expect(mine?.customer).toEqual({ name: 'Test Customer', phone: first.customer.user.phone });
    expect(mine?.next_statuses).toEqual(['Processing', 'Cancelled']);

    const processing = await suite.api.get<StaffOrder[]>('/admin/orders?status=Processing', {
      token: seller.token,
    });
    expect(processing.body.results?.every((order) => order.status === 'Processing')).toBe(true);
    expect(processing.body.results?.map((order) => order.id)).toContain(second.order.id);

    const byNumber = await suite.api.get<StaffOrder[]>(
      `/admin/orders?q=${encodeURIComponent(first.order.number.toLowerCase())}`,
      { token: seller.token },
    );
    expect(byNumber.body.results?.map((order) => order.id)).toEqual([first.order.id]);

    // The phone as a shopper might type it, in Arabic-Indic digits.
    const arabicDigits = first.customer.user.phone.replace(/\d/g, (d) =>
      String.fromCharCode(0x0660 + Number(d)),
    );
    const byPhone = await suite.api.get<StaffOrder[]>(
      `/admin/orders?status=&q=${encodeURIComponent(arabicDigits)}`,
      { token: seller.token },
    );
    expect(byPhone.body.results?.map((order) => order.id)).toEqual([first.order.id]);

    const wildcard = await suite.api.get<StaffOrder[]>('/admin/orders?q=%25', {
      token: seller.token,
    });
    expect(wildcard.body.results).toEqual([]);
  });

  it('keeps every staff move in the audit log, which only admins read', async () => {
    const { customer, order } = await pendingOrder(29);
    await move(order.id, 'Processing', seller.token, 'Weighed and packed');
    await suite.api.post(`/user/orders/${order.id}/cancel`, undefined, { token: customer.token });
    const refused = await move(order.id, 'Delivered', seller.token);
    expect(refused.status).toBe(409);

    const log = await suite.api.get<AuditEntry[]>(
      `/admin/audit?entity=order&entity_id=${order.id}`,
      { token: admin.token },
    );
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(1);
    expect(log.body.results).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        user: { id: seller.user.id, name: 'Test seller', role: 'seller' },
        action: 'order.status',
        entity: 'order',
        entity_id: order.id,
        // Named as the shopper knows it, not by its row id.
        subject: { label: order.number, unit_code: null, lines: {} },
        before: { status: 'Pending' },
        after: { status: 'Processing', note: 'Weighed and packed' },
      },
    ]);
    expect((await suite.api.get('/admin/audit', { token: seller.token })).status).toBe(403);
    expect((await suite.api.get('/admin/audit', { token: customer.token })).status).toBe(403);
  });
});
