import { expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { stockTheShelves, type Stocked } from '../../scripts/resilience/catalogue';
import { auditOrders } from '../../scripts/resilience/order-audit';
import { OrderLedger } from '../../scripts/resilience/order-ledger';
import { newShopper, type Shopper } from '../../scripts/resilience/shop-client';
import { describeApi } from './support/describe-api';

// The checks `npm run test:crash` and `npm run test:load` rest on must be able to fail: each
// kind of damage a crash could do is made by hand here and must be reported.
describeApi('the order audit of the crash and load tests', (suite) => {
  let origin = '';
  let stocked: Stocked;
  let shopper: Shopper;
  const ledger = new OrderLedger();

  const problems = async () => (await auditOrders(suite.server.db, ledger, stocked.start)).problems;

  it('finds nothing wrong after real orders, including a retried and a refused one', async () => {
    origin = new URL(suite.server.baseUrl).origin;
    stocked = await stockTheShelves(suite.server.db, [3]);
    shopper = await newShopper(origin, 1, String(Date.now()));
    const scarce = stocked.scarce[0] ?? 0;
    const plenty = stocked.plenty[0] ?? 0;
    for (let index = 0; index < 3; index += 1) {
      await ledger.place(origin, shopper, {
        address_id: shopper.addressId,
        items: [{ item_id: plenty, qty: 2 }],
      });
    }
    await ledger.place(origin, shopper, {
      address_id: shopper.addressId,
      items: [{ item_id: scarce, qty: 3 }],
    });
    const soldOut = await ledger.place(origin, shopper, {
      address_id: shopper.addressId,
      items: [{ item_id: scarce, qty: 1 }],
    });
    expect(soldOut.outcome).toEqual({ kind: 'refused', status: 409 });
    // A retry under the same key returns the same order rather than a second one.
    const first = ledger.attempts[0];
    if (!first) throw new Error('no attempt');
    await ledger.send(origin, first);
    expect(ledger.count('acknowledged')).toBe(4);
    expect(await problems()).toEqual([]);
  });

  it('reports an order a shopper was told of that is not in the database', async () => {
    const [lost] = ledger.acknowledged();
    if (!lost) throw new Error('no order');
    const id = lost.outcome.order.id;
    await suite.server.db.deleteFrom('idempotency_keys').where('order_id', '=', id).execute();
    await suite.server.db.deleteFrom('order_lines').where('order_id', '=', id).execute();
    await suite.server.db.deleteFrom('orders').where('id', '=', id).execute();
    const found = await problems();
    expect(found).toContainEqual(
      expect.stringContaining(`${lost.outcome.order.number} (key ${lost.key}) is missing`),
    );
    // The stock that order took was never given back: the stock check sees it too.
    expect(found).toContainEqual(expect.stringMatching(/item \d+: stock \d+, expected/));
    ledger.attempts.splice(ledger.attempts.indexOf(lost), 1);
    await suite.server.db
      .updateTable('items')
      .set({ stock: sql`stock + 2` })
      .where('id', '=', stocked.plenty[0] ?? 0)
      .execute();
    expect(await problems()).toEqual([]);
  });

  it('reports an order nobody was told of, a changed line and a total that is not its lines', async () => {
    const told = ledger.acknowledged()[0];
    if (!told) throw new Error('no order');
    ledger.attempts.splice(ledger.attempts.indexOf(told), 1);
    expect(await problems()).toContainEqual(expect.stringContaining('no shopper was told of it'));
    ledger.attempts.push(told);
    const id = told.outcome.order.id;
    await suite.server.db
      .updateTable('order_lines')
      .set({ qty: 1 })
      .where('order_id', '=', id)
      .execute();
    await suite.server.db
      .updateTable('orders')
      .set({ total_cents: 1 })
      .where('id', '=', id)
      .execute();
    const found = await problems();
    expect(found).toContainEqual(expect.stringContaining('differ from the answer'));
    expect(found).toContainEqual(expect.stringContaining('total changed'));
    expect(found).toContainEqual(expect.stringContaining('not price x qty'));
    expect(found).toContainEqual(expect.stringContaining('total != subtotal + delivery'));
  });

  it('cannot even be handed stock below zero: the database refuses it', async () => {
    const write = suite.server.db
      .updateTable('items')
      .set({ stock: -1 })
      .where('id', '=', stocked.scarce[0] ?? 0)
      .execute();
    await expect(write).rejects.toThrow(/stock/);
  });
});
