import { expect, it, jest } from '@jest/globals';
import pg from 'pg';
import type { Order } from '@/contracts/order';
import { createAddress, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { databaseFingerprint } from './support/snapshot';
import { testEngine } from './support/test-database';
import {
  nextOrderIdIs,
  orderCount,
  setZoneMinimum,
  stockItem,
  stockOf,
  zoneFeeCents,
} from './support/orders';

const ZONE = 1;

describeApi('orders', (suite) => {
  async function customerWithAddress() {
    const customer = await registerCustomer(suite.api);
    const address = await createAddress(suite.api, customer.token, ZONE);
    return { ...customer, address };
  }

  it('places an order at the database prices with the zone delivery charge, ignoring client money', async () => {
    await stockItem(suite.server.db, 10, { stock: 50, priceCents: 12_550 });
    await stockItem(suite.server.db, 11, { stock: 50, priceCents: 9_000 });
    await setZoneMinimum(suite.server.db, ZONE, 0);
    const fee = (await zoneFeeCents(suite.server.db, ZONE)) / 100;
    const customer = await customerWithAddress();
    const response = await suite.api.post<Order>(
      '/user/orders/add',
      {
        address_id: customer.address.id,
        items: [
          { item_id: 10, qty: 2, price: 1, line_total: 2 },
          { item_id: '11', qty: 1, price: 0.01 },
        ],
        notes: 'Please cut into 8 pieces',
        subtotal: 1,
        total: 1,
        delivery_charge: 0,
      },
      { token: customer.token },
    );
    expect(response.status).toBe(200);
    const order = response.body.results!;
    expect(order.number).toMatch(/^DP-\d{6}-\d{5,}$/);
    expect(order.status).toBe('Pending');
    expect(order.payment_method).toBe('cash_on_delivery');
    expect(
      order.items.map((line) => [line.item_id, line.price, line.qty, line.line_total]),
    ).toEqual([
      [10, 125.5, 2, 251],
      [11, 90, 1, 90],
    ]);
    expect(order.subtotal).toBe(341);
    expect(order.delivery_charge).toBe(fee);
    expect(order.total).toBe(341 + fee);
    expect(order.notes).toBe('Please cut into 8 pieces');
    expect(order.address).toMatchObject({
      id: customer.address.id,
      street: customer.address.street,
      area: 'Mansoura',
    });
    expect(response.body.message).toContain(order.number);
    expect(await stockOf(suite.server.db, 10)).toBe(48);
    expect(await stockOf(suite.server.db, 11)).toBe(49);

    // The order keeps its copy of the address; later edits and deletes do not touch it.
    await suite.api.post(
      `/user/address/delete/${customer.address.id}`,
      {},
      { token: customer.token },
    );
    const again = await suite.api.get<Order>(`/user/orders/${order.id}`, {
      token: customer.token,
      lang: 'ar',
    });
    expect(again.body.results?.address.street).toBe(customer.address.street);
    expect(again.body.results?.address.area).toBe('المنصورة');
    expect(again.body.results?.items[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a new order exactly as reading it back does, its number past five digits whole', async () => {
    // The answer is built from the rows as written (docs/performance.md): it must not differ
    // from the order page's read in any field, in the language of the request.
    await setZoneMinimum(suite.server.db, ZONE, 0);
    await stockItem(suite.server.db, 13, { stock: 40 });
    await stockItem(suite.server.db, 14, { stock: 40 });
    await nextOrderIdIs(suite.server.db, 123_456);
    const customer = await customerWithAddress();
    const place = () =>
      suite.api.post<Order>(
        '/user/orders/add',
        {
          address_id: customer.address.id,
          items: [
            { item_id: 14, qty: 1 },
            { item_id: 13, qty: 3 },
          ],
          notes: 'الباب الأخضر',
        },
        { token: customer.token, lang: 'ar', headers: { 'Idempotency-Key': 'read-back-0001' } },
      );
    const placed = await place();
    expect(placed.status).toBe(200);
    const order = placed.body.results!;
    expect(order.id).toBe(123_456);
    expect(order.number).toMatch(/^DP-\d{6}-123456$/);
    expect(order.history).toEqual([expect.objectContaining({ status: 'Pending' })]);
    expect(order.can_cancel).toBe(true);
    const read = await suite.api.get<Order>(`/user/orders/${order.id}`, {
      token: customer.token,
      lang: 'ar',
    });
    // One order's details add what its shopper may still do about it: none of it yet.
    expect(read.body.results).toEqual({
      ...order,
      delivered_at: null,
      complaint_until: null,
      reviews: [],
      complaints: [],
    });
    // A retry of the key reads the order back: the same answer again.
    expect((await place()).body.results).toEqual(order);
  });

  // Each statement is a round trip, and on PostgreSQL the round trips are most of an order's
  // CPU (docs/performance.md, "Where an order's CPU goes"): the list is the budget, and a new
  // read or write in it is a decision to make here, not a drift.
  (testEngine() === 'postgres' ? it : it.skip)(
    'places an order in one read of each thing it checks and one write of each thing it keeps',
    async () => {
      await setZoneMinimum(suite.server.db, ZONE, 0);
      await stockItem(suite.server.db, 15, { stock: 40 });
      await stockItem(suite.server.db, 16, { stock: 40 });
      const customer = await customerWithAddress();
      const body = {
        address_id: customer.address.id,
        items: [
          { item_id: 15, qty: 1 },
          { item_id: 16, qty: 1 },
        ],
      };
      // The first order also keeps the shopper's language; the second finds it kept.
      const first = await suite.api.post('/user/orders/add', body, { token: customer.token });
      expect(first.status).toBe(200);
      const query = jest.spyOn(pg.Client.prototype, 'query');
      try {
        const second = await suite.api.post('/user/orders/add', body, { token: customer.token });
        expect(second.status).toBe(200);
        const statements = query.mock.calls.map(([text]) => {
          const sql = typeof text === 'string' ? text : '';
          const table = /^(?:with .*?\) )?(?:select .*? from|insert into|update) "(\w+)"/.exec(sql);
          return table ? `${sql.split(' ')[0]} ${table[1]}` : sql;
        });
        expect(statements).toEqual([
          'select sessions', // who is calling
          'begin',
          'select users', // the shopper's row locked, with what the receipt needs
          'select orders', // the order budget, in one count
          'select addresses', // the address with its zone
          'select delivery_rounds', // whether the zone needs a slot
          'select items', // the lines' items and prices
          'update items', // stock, one guarded update per line, in item order
          'update items',
          // The credit and cash the shop owes the shopper (issue 45), read under the lock
          // above so that two orders cannot both spend it; no write when there is none.
          'select credit_entries',
          'with orders', // the order, numbered in the same statement
          'insert order_history',
          'insert order_lines',
          'insert outbox', // the receipt
          'commit',
        ]);
      } finally {
        query.mockRestore();
      }
    },
  );

  it('lists only the caller’s orders, newest first, and hides others behind 404', async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    await stockItem(suite.server.db, 12, { stock: 100 });
    const buyer = await customerWithAddress();
    const other = await customerWithAddress();
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const placed = await suite.api.post<Order>(
        '/user/orders/add',
        { address_id: buyer.address.id, items: [{ item_id: 12, qty: 1 }] },
        { token: buyer.token },
      );
      ids.push(placed.body.results!.id);
    }
    const list = await suite.api.get<Order[]>('/user/orders/list', {
      token: buyer.token,
      headers: { limit: '10000' },
    });
    expect(list.body.results?.map((order) => order.id)).toEqual([...ids].reverse());
    expect(list.body.total).toBe(3);
    const theirs = await suite.api.get<Order[]>('/user/orders/list', { token: other.token });
    expect(theirs.body.results).toEqual([]);
    expect((await suite.api.get(`/user/orders/${ids[0]}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await suite.api.get('/user/orders/999999', { token: buyer.token })).status).toBe(404);
    expect((await suite.api.get(`/user/orders/${ids[0]}`)).status).toBe(401);
    const withOthersAddress = await suite.api.post(
      '/user/orders/add',
      { address_id: buyer.address.id, items: [{ item_id: 12, qty: 1 }] },
      { token: other.token },
    );
    expect(withOthersAddress.status).toBe(400);
    expect(withOthersAddress.body.errors).toHaveProperty('address_id');
  });

  it('refuses an order below the zone minimum, with the amount in the message, changing nothing', async () => {
    await stockItem(suite.server.db, 13, { stock: 20, priceCents: 5_000 });
    await setZoneMinimum(suite.server.db, ZONE, 30_000);
    const customer = await customerWithAddress();
    const before = await databaseFingerprint(suite.server.db);
    const response = await suite.api.post(
      '/user/orders/add',
      { address_id: customer.address.id, items: [{ item_id: 13, qty: 2 }] },
      { token: customer.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('300');
    expect(response.body.errors).toHaveProperty('items');
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);
    await setZoneMinimum(suite.server.db, ZONE, 0);
  });

  it('refuses 409 when stock is short, naming the line, and rolls back the other lines', async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    await stockItem(suite.server.db, 14, { stock: 10 });
    await stockItem(suite.server.db, 15, { stock: 1 });
    const customer = await customerWithAddress();
    const before = await databaseFingerprint(suite.server.db);
    const response = await suite.api.post(
      '/user/orders/add',
      {
        address_id: customer.address.id,
        items: [
          { item_id: 14, qty: 3 },
          { item_id: 15, qty: 2 },
        ],
      },
      { token: customer.token },
    );
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual({ 'items.1.qty': expect.stringContaining('1') });
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);
    expect(await stockOf(suite.server.db, 14)).toBe(10);
  });

  it('refuses unknown, unpublished and duplicate items with 400', async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    const customer = await customerWithAddress();
    await suite.server.db.updateTable('items').set({ published: 0 }).where('id', '=', 16).execute();
    const cases = [
      { items: [{ item_id: 999999, qty: 1 }], field: 'items.0.item_id' },
      { items: [{ item_id: 16, qty: 1 }], field: 'items.0.item_id' },
      {
        items: [
          { item_id: 17, qty: 1 },
          { item_id: 17, qty: 2 },
        ],
        field: 'items.1.item_id',
      },
      { items: [{ item_id: 17, qty: 0 }], field: 'items.0.qty' },
      { items: [{ item_id: 17, qty: 1.5 }], field: 'items.0.qty' },
      { items: [], field: 'items' },
    ];
    for (const { items, field } of cases) {
      const response = await suite.api.post(
        '/user/orders/add',
        { address_id: customer.address.id, items },
        { token: customer.token },
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toHaveProperty([field]);
    }
    await suite.server.db.updateTable('items').set({ published: 1 }).where('id', '=', 16).execute();
    expect(await orderCount(suite.server.db)).toBeGreaterThanOrEqual(0);
  });

  // Issue 21, finding 9: `qty: 1e308` was told the limit is 9,007,199,254,740,991.
  it('tells a huge quantity the same limit, 999, as any quantity over it, in both languages', async () => {
    const customer = await customerWithAddress();
    const before = await databaseFingerprint(suite.server.db);
    for (const lang of ['en', 'ar']) {
      const reasonFor = async (qty: number) => {
        const response = await suite.api.post(
          '/user/orders/add',
          { address_id: customer.address.id, items: [{ item_id: 17, qty }] },
          { token: customer.token, lang },
        );
        expect(response.status).toBe(400);
        return response.body.errors?.['items.0.qty'];
      };
      const overLimit = await reasonFor(1000);
      expect(overLimit).toMatch(lang === 'en' ? /\b999\b/ : /٩٩٩|999/);
      for (const huge of [1e308, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e6]) {
        expect({ huge, reason: await reasonFor(huge) }).toEqual({ huge, reason: overLimit });
      }
    }
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);
  });

  it('returns the first order for a retried Idempotency-Key, and never makes a second one', async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    await stockItem(suite.server.db, 18, { stock: 100 });
    const customer = await customerWithAddress();
    const body = { address_id: customer.address.id, items: [{ item_id: 18, qty: 2 }] };
    const headers = { 'Idempotency-Key': 'checkout-7f3a9c2e' };
    const ordersBefore = await orderCount(suite.server.db);
    const first = await suite.api.post<Order>('/user/orders/add', body, {
      token: customer.token,
      headers,
    });
    const retry = await suite.api.post<Order>('/user/orders/add', body, {
      token: customer.token,
      headers,
    });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.results?.id).toBe(first.body.results?.id);

    // A double tap: the same key many times at once still makes one order.
    const racing = await Promise.all(
      Array.from({ length: 12 }, () =>
        suite.api.post<Order>('/user/orders/add', body, {
          token: customer.token,
          headers: { 'Idempotency-Key': 'double-tap-0001' },
        }),
      ),
    );
    expect(racing.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect(new Set(racing.map((response) => response.body.results?.id)).size).toBe(1);
    expect(await orderCount(suite.server.db)).toBe(ordersBefore + 2);
    expect(await stockOf(suite.server.db, 18)).toBe(96);

    const reused = await suite.api.post(
      '/user/orders/add',
      { ...body, items: [{ item_id: 18, qty: 5 }] },
      { token: customer.token, headers },
    );
    expect(reused.status).toBe(409);
    const otherUser = await customerWithAddress();
    const sameKeyOtherUser = await suite.api.post<Order>(
      '/user/orders/add',
      { address_id: otherUser.address.id, items: [{ item_id: 18, qty: 1 }] },
      { token: otherUser.token, headers },
    );
    expect(sameKeyOtherUser.status).toBe(200);
    expect(sameKeyOtherUser.body.results?.id).not.toBe(first.body.results?.id);
    const badKey = await suite.api.post('/user/orders/add', body, {
      token: customer.token,
      headers: { 'Idempotency-Key': 'x' },
    });
    expect(badKey.status).toBe(400);
  });

  it('sells exactly the stock when 200 orders race for 100 units', async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    await stockItem(suite.server.db, 20, { stock: 100 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => customerWithAddress()));
    const ordersBefore = await orderCount(suite.server.db);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const buyer = buyers[index % buyers.length]!;
        return suite.api.post<Order>(
          '/user/orders/add',
          { address_id: buyer.address.id, items: [{ item_id: 20, qty: 1 }] },
          { token: buyer.token },
        );
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(100);
    expect(await stockOf(suite.server.db, 20)).toBe(0);
    expect(await orderCount(suite.server.db)).toBe(ordersBefore + 100);
  }, 60_000);
});
