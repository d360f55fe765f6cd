// Drivers' rounds under requests sent all at once (ADR 0027): two rounds claiming one order, a
// driver's taps at one door, and two admins closing one driver's day.
import type { CashDay, Round } from '@/contracts/driver-rounds';
import type { Order } from '@/contracts/order';
import { shopDate } from '@/lib/shop-calendar';
import { call, type Shopper } from '../../resilience/shop-client';
import type { BurstCase } from '../burst-case';
import type { BurstShop } from '../burst-shop';
import { burstOf, countStatus, expectOk, statusProblems, tally, together } from '../burst';

const today = () => shopDate(Date.now());

/** A driver of the shop's own, signed in: the staff account an admin adds, then its token. */
async function newDriver(shop: BurstShop): Promise<{ id: number; token: string }> {
  const phone = `015${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = `driver-${phone}`;
  const made = expectOk(
    await call<{ id: number }>(shop.origin, '/admin/staff/new', {
      body: { name: 'Burst Driver', username: phone, phone, password, role: 'driver' },
      token: shop.adminToken,
      ip: shop.freshIp(),
    }),
    'driver account',
  );
  const login = expectOk(
    await call<{ token: string }>(shop.origin, '/user/login', {
      body: { username: phone, password },
      ip: shop.freshIp(),
    }),
    'driver sign-in',
  );
  return { id: made.id, token: login.token };
}

/** A new shopper's order of one cheap item, moved on by staff to `status`. */
async function orderAt(
  shop: BurstShop,
  status: 'Processing' | 'OutForDelivery',
): Promise<{ order: Order; shopper: Shopper }> {
  const shopper = await shop.newShopper();
  const order = expectOk(
    await call<Order>(shop.origin, '/user/orders/add', {
      body: { address_id: shopper.addressId, items: [{ item_id: shop.items.cheap, qty: 1 }] },
      token: shopper.token,
      ip: shopper.ip,
    }),
    'order',
  );
  for (const step of status === 'Processing' ? ['Processing'] : ['Processing', 'OutForDelivery']) {
    expectOk(
      await call(shop.origin, `/admin/orders/${order.id}/status`, {
        body: { status: step },
        token: shop.adminToken,
        ip: shop.freshIp(),
      }),
      `order to ${step}`,
    );
  }
  return { order, shopper };
}

async function roundOf(shop: BurstShop, driverId: number, orderIds: number[]): Promise<Round> {
  return expectOk(
    await call<Round>(shop.origin, '/admin/rounds/new', {
      body: { date: today(), driver_id: driverId, order_ids: orderIds },
      token: shop.adminToken,
      ip: shop.freshIp(),
    }),
    'round',
  );
}

const claims: BurstCase = {
  name: 'round claims',
  invariant: 'an order goes on one round only, however many rounds claim it at once',
  async run(shop) {
    const drivers = await Promise.all([newDriver(shop), newDriver(shop)]);
    const { order } = await orderAt(shop, 'Processing');
    const answers = await together(4, (index) =>
      call<Round>(shop.origin, '/admin/rounds/new', {
        body: { date: today(), driver_id: drivers[index % 2]?.id, order_ids: [order.id] },
        token: shop.adminToken,
        ip: shop.freshIp(),
      }),
    );
    const stops = await shop.db
      .selectFrom('round_stops')
      .select('round_id')
      .where('order_id', '=', order.id)
      .execute();
    const problems = statusProblems(answers, [200, 409]);
    if (countStatus(answers, 200) !== 1) problems.push(`${countStatus(answers, 200)} rounds made`);
    if (stops.length !== 1) problems.push(`the order is a stop ${stops.length} times`);
    return {
      observed: `4 rounds at once for one order: ${tally(answers)}; ${stops.length} stop`,
      problems,
    };
  },
};

const doorTaps: BurstCase = {
  name: 'driver at the door',
  invariant:
    'of a driver’s taps at once on one stop (delivered and failed), one counts: one move in the history, stock given back at most once',
  async run(shop) {
    const driver = await newDriver(shop);
    const { order } = await orderAt(shop, 'OutForDelivery');
    await roundOf(shop, driver.id, [order.id]);
    const stockBefore = await stockOf(shop);
    const answers = await together(6, (index) =>
      call<Order>(
        shop.origin,
        `/driver/stops/${order.id}/${index % 2 === 0 ? 'delivered' : 'failed'}`,
        {
          body: index % 2 === 0 ? { cash_received: 100 } : { reason: 'refused' },
          token: driver.token,
          ip: shop.freshIp(),
        },
      ),
    );
    const moves = await shop.db
      .selectFrom('order_history')
      .select('status')
      .where('order_id', '=', order.id)
      .where('status', 'in', ['Delivered', 'Cancelled'])
      .execute();
    const stockAfter = await stockOf(shop);
    const problems = statusProblems(answers, [200, 409]);
    if (countStatus(answers, 200) !== 1) problems.push(`${countStatus(answers, 200)} taps counted`);
    if (moves.length !== 1) problems.push(`${moves.length} final moves in the history`);
    const expectedStock = moves[0]?.status === 'Cancelled' ? stockBefore + 1 : stockBefore;
    if (stockAfter !== expectedStock) problems.push(`stock ${stockBefore} → ${stockAfter}`);
    return {
      observed: `6 taps at once (delivered and refused): ${tally(answers)}; ${moves[0]?.status ?? 'no move'}`,
      problems,
    };
  },
};

async function stockOf(shop: BurstShop): Promise<number> {
  const row = await shop.db
    .selectFrom('items')
    .select('stock')
    .where('id', '=', shop.items.cheap)
    .executeTakeFirstOrThrow();
  return row.stock;
}

const cashClose: BurstCase = {
  name: 'cash close',
  invariant: 'a driver’s day closes once, however many admins close it at once',
  async run(shop) {
    const driver = await newDriver(shop);
    const { order } = await orderAt(shop, 'OutForDelivery');
    await roundOf(shop, driver.id, [order.id]);
    expectOk(
      await call(shop.origin, `/driver/stops/${order.id}/delivered`, {
        body: { cash_received: order.total },
        token: driver.token,
        ip: shop.freshIp(),
      }),
      'delivery',
    );
    const answers = await burstOf<CashDay>(4, shop.origin, '/admin/cash/close', () => ({
      body: { date: today(), driver_id: driver.id, handed_over: order.total },
      token: shop.adminToken,
      ip: shop.freshIp(),
    }));
    const days = await shop.db
      .selectFrom('cash_days')
      .select('id')
      .where('driver_id', '=', driver.id)
      .execute();
    const problems = statusProblems(answers, [200, 409]);
    if (countStatus(answers, 200) !== 1) problems.push(`${countStatus(answers, 200)} closes`);
    if (days.length !== 1) problems.push(`${days.length} closed days`);
    return {
      observed: `4 closes at once: ${tally(answers)}; ${days.length} closed day`,
      problems,
    };
  },
};

export const roundCases: BurstCase[] = [claims, doorTaps, cashClose];
