// The order budget of one customer account (docs/security.md, "Order budget"), under orders
// sent all at once: the budget is read inside each order's transaction after the account is
// locked, so however they interleave, the orders placed are the orders allowed.
import { randomUUID } from 'node:crypto';
import type { Order } from '@/contracts/order';
import { IDEMPOTENCY_KEY_HEADER } from '@/contracts/order';
import { call, type Answer, type Shopper } from '../../resilience/shop-client';
import type { BurstCase } from '../burst-case';
import { WEIGHED_GRAMS, type BurstShop } from '../burst-shop';
import { burstOf, countStatus, expectOk, statusProblems, tally, together } from '../burst';

/** `count` orders of one `qty` of `itemId`, each under its own Idempotency-Key, at once. */
function ordersAtOnce(
  shop: BurstShop,
  shopper: Shopper,
  count: number,
  itemId: number,
  qty = 1,
): Promise<Answer<Order>[]> {
  return burstOf<Order>(count, shop.origin, '/user/orders/add', () => ({
    body: { address_id: shopper.addressId, items: [{ item_id: itemId, qty }] },
    token: shopper.token,
    ip: shopper.ip,
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  }));
}

async function ordersOf(shop: BurstShop, shopper: Shopper): Promise<Order[]> {
  return expectOk(
    await call<Order[]>(shop.origin, '/user/orders/list', {
      token: shopper.token,
      ip: shopper.ip,
    }),
    'orders list',
  );
}

const openOrders: BurstCase = {
  name: 'open orders',
  invariant: 'a customer has at most 5 orders open, however many are sent at once',
  async run(shop) {
    const shopper = await shop.newShopper();
    const answers = await ordersAtOnce(shop, shopper, 12, shop.items.cheap);
    const kept = (await ordersOf(shop, shopper)).length;
    const problems = statusProblems(answers, [200, 409, 429]);
    if (countStatus(answers, 200) !== 5)
      problems.push(`${countStatus(answers, 200)} placed, not 5`);
    if (kept !== countStatus(answers, 200)) problems.push(`${kept} orders kept`);
    return { observed: `12 orders at once: ${tally(answers)}; ${kept} kept`, problems };
  },
};

const hourlyOrders: BurstCase = {
  name: 'orders per hour',
  invariant: 'a customer places at most 6 orders an hour, cancelled ones included',
  async run(shop) {
    const shopper = await shop.newShopper();
    for (let index = 0; index < 5; index += 1) {
      const [placed] = await ordersAtOnce(shop, shopper, 1, shop.items.cheap);
      const order = expectOk(placed ?? { status: 0 }, 'order');
      const cancelled = await call<Order>(shop.origin, `/user/orders/${order.id}/cancel`, {
        body: {},
        token: shopper.token,
        ip: shopper.ip,
      });
      expectOk(cancelled, 'cancel');
    }
    const answers = await ordersAtOnce(shop, shopper, 12, shop.items.cheap);
    const orders = await ordersOf(shop, shopper);
    const problems = statusProblems(answers, [200, 409, 429]);
    if (countStatus(answers, 200) !== 1)
      problems.push(`${countStatus(answers, 200)} placed, not 1`);
    if (orders.length !== 6) problems.push(`${orders.length} orders in the hour, not 6`);
    return {
      observed: `5 placed and cancelled, then 12 at once: ${tally(answers)}; ${orders.length} in the hour`,
      problems,
    };
  },
};

const openValue: BurstCase = {
  name: 'open order value',
  invariant: 'a customer’s open orders come to at most 20,000 EGP; stock falls by what was sold',
  async run(shop) {
    const shopper = await shop.newShopper();
    const stockOf = async () =>
      (
        await shop.db
          .selectFrom('items')
          .select('stock')
          .where('id', '=', shop.items.dear)
          .executeTakeFirstOrThrow()
      ).stock;
    const before = await stockOf();
    const answers = await ordersAtOnce(shop, shopper, 4, shop.items.dear);
    const orders = await ordersOf(shop, shopper);
    const open = orders.reduce((sum, order) => sum + order.total, 0);
    const after = await stockOf();
    const placed = countStatus(answers, 200);
    const problems = statusProblems(answers, [200, 409, 429]);
    if (placed !== 2) problems.push(`${placed} placed, not 2`);
    if (open > 20_000) problems.push(`${open} EGP open`);
    if (before - after !== orders.length)
      problems.push(`stock fell by ${before - after} for ${orders.length} sold`);
    return {
      observed: `4 orders of 9,315 EGP at once: ${tally(answers)}; ${open} EGP open; stock ${before} → ${after}`,
      problems,
    };
  },
};

const stockShare: BurstCase = {
  name: 'share of scarce stock',
  invariant:
    'a customer’s open orders hold at most half of an item’s stock (ORDER_LIMIT_STOCK_SHARE)',
  async run(shop) {
    const shopper = await shop.newShopper();
    const answers = await ordersAtOnce(shop, shopper, 4, shop.items.scarce, 2);
    const held = (await ordersOf(shop, shopper))
      .flatMap((order) => order.items)
      .filter((line) => line.item_id === shop.items.scarce)
      .reduce((sum, line) => sum + line.qty, 0);
    const problems = statusProblems(answers, [200, 409]);
    if (held > 5) problems.push(`${held} of 10 held by one customer`);
    if (countStatus(answers, 200) !== 2)
      problems.push(`${countStatus(answers, 200)} placed, not 2`);
    return { observed: `4 orders of 2 of 10 at once: ${tally(answers)}; ${held} held`, problems };
  },
};

const weighedStock: BurstCase = {
  name: 'weighed stock',
  invariant:
    'birds of 1.5 kg from 3 kg: exactly two sold, to the gram, never oversold; a cancel gives 1.5 kg back',
  async run(shop) {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shop.newShopper()));
    const answers = await together(6, (index) => {
      const shopper = shoppers[index];
      if (!shopper) throw new Error('no shopper');
      return call<Order>(shop.origin, '/user/orders/add', {
        body: {
          address_id: shopper.addressId,
          items: [{ item_id: shop.items.weighed, qty: 1, weight: 1.5 }],
        },
        token: shopper.token,
        ip: shopper.ip,
        headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      });
    });
    const grams = async () =>
      (
        await shop.db
          .selectFrom('items')
          .select('stock')
          .where('id', '=', shop.items.weighed)
          .executeTakeFirstOrThrow()
      ).stock;
    const left = await grams();
    const problems = statusProblems(answers, [200, 409]);
    const placed = countStatus(answers, 200);
    if (placed !== 2) problems.push(`${placed} placed, not 2`);
    if (left !== WEIGHED_GRAMS - placed * 1_500) problems.push(`${left} g left after ${placed}`);
    const index = answers.findIndex((answer) => answer.status === 200);
    const buyer = shoppers[index];
    const order = answers[index]?.results;
    if (!buyer || !order) throw new Error('no order placed');
    const cancelled = await call<Order>(shop.origin, `/user/orders/${order.id}/cancel`, {
      body: {},
      token: buyer.token,
      ip: buyer.ip,
    });
    expectOk(cancelled, 'cancel');
    const back = await grams();
    if (back !== left + 1_500) problems.push(`a cancel left ${back} g, not ${left + 1_500}`);
    return {
      observed: `6 birds of 1.5 kg at once from 3 kg: ${tally(answers)}; ${left} g left, ${back} g after a cancel`,
      problems,
    };
  },
};

export const orderCases: BurstCase[] = [
  openOrders,
  hourlyOrders,
  openValue,
  stockShare,
  weighedStock,
];
