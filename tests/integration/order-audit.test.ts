import { expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { stockTheShelves } from '../../scripts/resilience/catalogue';
import { auditOrders } from '../../scripts/resilience/order-audit';
import { OrderLedger, type Attempt } from '../../scripts/resilience/order-ledger';
import { newShopper } from '../../scripts/resilience/shop-client';
import { describeApi } from './support/describe-api';

// The checks `npm run test:crash` and `npm run test:load` rest on must be able to fail: each
// kind of damage a crash could do is made by hand here and must be reported.
describeApi('the order audit of the crash and load tests', (suite) => {
  // Each case registers its own shopper: a phone and an address of its own.
  let shoppers = 0;

  /**
   * What every case starts from, whatever ran before it: no orders (the stock check counts
   * every line sold of the stocked items, so another case's orders would be found wanting),
   * freshly stocked shelves, a new shopper and a ledger of their own.
   */
  async function openShop() {
    const { db } = suite.server;
    await db.deleteFrom('idempotency_keys').execute();
    await db.deleteFrom('order_lines').execute();
    await db.deleteFrom('orders').execute();
    const stocked = await stockTheShelves(db, [3]);
    const origin = new URL(suite.server.baseUrl).origin;
    shoppers += 1;
    const shopper = await newShopper(origin, shoppers, String(Date.now()));
    const ledger = new OrderLedger();
    return {
      stocked,
      ledger,
      buy: (item_id: number, qty: number) =>
        ledger.place(origin, shopper, { address_id: shopper.addressId, items: [{ item_id, qty }] }),
      retry: (attempt: Attempt) => ledger.send(origin, attempt),
      problems: async () => (await auditOrders(db, ledger, stocked.start)).problems,
    };
  }

  /**
   * A shop with two orders the shopper was told of, and an audit that finds nothing yet. The
   * audit looks only at the orders of the ledger's shoppers: the second order keeps this one
   * in view when a case takes the first out of the ledger.
   */
  async function ordersPlaced() {
    const shop = await openShop();
    for (const qty of [2, 1]) await shop.buy(shop.stocked.plenty[0] ?? 0, qty);
    const [placed] = shop.ledger.acknowledged();
    if (!placed || shop.ledger.count('acknowledged') !== 2) throw new Error('orders not placed');
    expect(await shop.problems()).toEqual([]);
    return { ...shop, placed };
  }

  it('finds nothing wrong after real orders, including a retried and a refused one', async () => {
    const { stocked, ledger, buy, retry, problems } = await openShop();
    const scarce = stocked.scarce[0] ?? 0;
    const plenty = stocked.plenty[0] ?? 0;
    for (let index = 0; index < 3; index += 1) await buy(plenty, 2);
    await buy(scarce, 3);
    const soldOut = await buy(scarce, 1);
    expect(soldOut.outcome).toEqual({ kind: 'refused', status: 409 });
    // A retry under the same key returns the same order rather than a second one.
    const first = ledger.attempts[0];
    if (!first) throw new Error('no attempt');
    await retry(first);
    expect(ledger.count('acknowledged')).toBe(4);
    expect(await problems()).toEqual([]);
  });

  it('reports an order a shopper was told of that is not in the database', async () => {
    const { ledger, placed: lost, problems } = await ordersPlaced();
    const id = lost.outcome.order.id;
    // What its lines took, as kept: 2 pieces, or 2000 g of an item sold by the kg (ADR 0018).
    const taken = await suite.server.db
      .selectFrom('order_lines')
      .select(['item_id', 'stock_taken'])
      .where('order_id', '=', id)
      .execute();
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
    for (const line of taken) {
      await suite.server.db
        .updateTable('items')
        .set({ stock: sql`stock + ${line.stock_taken}` })
        .where('id', '=', line.item_id)
        .execute();
    }
    expect(await problems()).toEqual([]);
  });

  it('reports an order nobody was told of, a changed line and a total that is not its lines', async () => {
    const { ledger, placed: told, problems } = await ordersPlaced();
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
    const { scarce } = await stockTheShelves(suite.server.db, [3]);
    const write = suite.server.db
      .updateTable('items')
      .set({ stock: -1 })
      .where('id', '=', scarce[0] ?? 0)
      .execute();
    await expect(write).rejects.toThrow(/stock/);
  });
});
