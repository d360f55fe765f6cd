// The shop a burst run fires at: the production build (src/server/start-server.mjs) on a fresh
// database of its own, with the shop's real limits, two staff accounts and the items the
// cases buy. The cases see it from outside, over HTTP, and read the database only to count
// what the API does not show (live PINs).
import type { AuthResult } from '@/contracts/account';
import type { Db } from '@/server/db/db-types';
import type { EngineKind } from '@/server/db/engine';
import { parseDatabaseUrl } from '@/server/db/engine';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { createUser } from '@/server/cli/create-user';
import { call, newShopper as newShopperOf, type Shopper } from '../resilience/shop-client';
import { startShop, type ShopProcess } from '../resilience/shop-process';
import { dropDatabase, freshDatabase, openSeeded } from '../resilience/test-databases';
import { expectOk } from './burst';

export interface BurstItems {
  /** 50 EGP a piece, plenty of stock: orders that only the budget can stop. */
  cheap: number;
  /** 9,315 EGP a piece: two fit under the 20,000 EGP open-value cap, a third does not. */
  dear: number;
  /** Staff edit its stock and pictures while others do the same. */
  edited: number;
  /** 10 live quail: one customer may hold at most half (ORDER_LIMIT_STOCK_SHARE). */
  scarce: number;
  /** Sold by the kg, birds of 1.5 kg, 3 kg left (kept as 3000 g): two birds, to the gram. */
  weighed: number;
}

export interface BurstShop {
  engine: EngineKind;
  origin: string;
  /** A second connection to the shop's database, for counts the API does not answer. */
  db: Db;
  adminToken: string;
  adminId: number;
  items: BurstItems;
  /** Delivery zones: the first for most shoppers, the second for the slot case. */
  zones: number[];
  /** A new customer with one address in `zone` (the first by default). */
  newShopper(zone?: number): Promise<Shopper>;
  /** A client address no other request of the run has used. */
  freshIp(): string;
  stop(): Promise<void>;
}

const ADMIN = {
  username: 'admin@bursts.example',
  password: 'bursts-admin-2026',
  phone: '01000000901',
};

/** The weighed item's stock as kept (ADR 0018): 3 kg in grams. */
export const WEIGHED_GRAMS = 3_000;

/** Published items sold by the piece, and one sold by the kg, to set up as the cases need. */
async function prepareItems(db: Db): Promise<BurstItems> {
  const rows = await db
    .selectFrom('items')
    .select('id')
    .where('published', '=', 1)
    .where('unit_code', '!=', 'kg')
    .orderBy('id')
    .limit(4)
    .execute();
  const [cheap, dear, edited, scarce] = rows.map((row) => row.id);
  if (cheap === undefined || dear === undefined || edited === undefined || scarce === undefined)
    throw new Error('The seed has fewer than 4 published items sold by the piece');
  const set = (id: number, price_cents: number, stock: number) =>
    db.updateTable('items').set({ price_cents, old_price_cents: null, stock }).where('id', '=', id);
  await set(cheap, 5_000, 1_000_000).execute();
  await set(dear, 931_500, 10).execute();
  await set(edited, 10_000, 100).execute();
  await set(scarce, 5_200, 10).execute();
  const weighed = await db
    .selectFrom('items')
    .select('id')
    .where('published', '=', 1)
    .where('unit_code', '=', 'kg')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('items')
    .set({
      price_cents: 15_000,
      old_price_cents: null,
      stock: WEIGHED_GRAMS,
      weight_options: JSON.stringify([1_500]),
      max_per_order: null,
    })
    .where('id', '=', weighed.id)
    .execute();
  // Orders in any area, of any size: minimums are not what these cases test.
  await db.updateTable('delivery_zones').set({ min_order_cents: 0, active: 1 }).execute();
  return { cheap, dear, edited, scarce, weighed: weighed.id };
}

async function setUp(url: string): Promise<{ items: BurstItems; zones: number[] }> {
  const setup: DatabaseHandle = await openSeeded(url);
  try {
    await createUser(setup.db, { role: 'admin', name: 'Burst Admin', ...ADMIN });
    const zones = await setup.db.selectFrom('delivery_zones').select('id').orderBy('id').execute();
    return { items: await prepareItems(setup.db), zones: zones.map((zone) => zone.id) };
  } finally {
    await setup.close();
  }
}

/** Starts the shop on `engine` with every limit at its default, on a fresh database. */
export async function startBurstShop(engine: EngineKind, port: number): Promise<BurstShop> {
  const name = `dp_bursts_${engine}`;
  const url = await freshDatabase(engine, name);
  const { items, zones } = await setUp(url);
  const shop: ShopProcess = await startShop({
    port,
    databaseUrl: url,
    env: {
      // The shop's own defaults, not the raised ones of the crash and load runs.
      ORDER_LIMIT_PER_HOUR: '6',
      ORDER_LIMIT_OPEN: '5',
      ORDER_LIMIT_OPEN_VALUE_EGP: '20000',
      ORDER_LIMIT_STOCK_SHARE: '50',
    },
  });
  const reader = openDatabase(parseDatabaseUrl(url), 2);
  let addresses = 0;
  const freshIp = () => {
    addresses += 1;
    return `10.66.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  const tag = String(Date.now()).slice(-4);
  let shoppers = 0;

  const adminIp = freshIp();
  const admin = expectOk(
    await call<AuthResult>(shop.origin, '/user/login', {
      body: { username: ADMIN.username, password: ADMIN.password },
      ip: adminIp,
    }),
    'admin sign-in',
  );

  const newShopper = (zone?: number): Promise<Shopper> =>
    newShopperOf(shop.origin, (shoppers += 1), tag, zone);

  return {
    engine,
    origin: shop.origin,
    db: reader.db,
    adminToken: admin.token,
    adminId: admin.user.id,
    items,
    zones,
    newShopper,
    freshIp,
    async stop() {
      await reader.close();
      const code = await shop.stop();
      if (code !== 0) throw new Error(`The shop exited with ${code}:\n${shop.output()}`);
      await dropDatabase(engine, name);
    },
  };
}
