import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { keptStock } from '@/contracts/stock-units';
import { now } from '@/server/clock';
import { parseDatabaseUrl } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { openDatabase } from '@/server/db/open-database';
import { refreshPlannerStats } from '@/server/db/planner-stats';
import { seedItems } from '@/server/db/seed/data/items';
import { reseed } from '@/server/db/seed/reseed';
import { itemRow } from '@/server/db/seed/seed-catalog';

/** The bench's PostgreSQL database, created on first use (reseeding empties it later). */
async function createPostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`Unusual database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * Plenty for every order the benchmark places, so orders/add measures orders, not 409s: in the
 * sale unit (a million pieces, or kg), kept as grams for an item sold by the kg (ADR 0018),
 * which stays within PostgreSQL's integer.
 */
const BENCH_STOCK = 1_000_000;

/**
 * A fresh database with the shop's catalogue grown to `target` items: the real seed items,
 * then copies of them with their own slugs, prices and view counts. Copies keep the real
 * names, so a search for a common word matches hundreds of rows, as a big catalogue would.
 */
export async function buildBenchDatabase(url: string, target: number): Promise<void> {
  const config = parseDatabaseUrl(url);
  if (config.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(`${config.file}${suffix}`, { force: true });
    fs.mkdirSync(path.dirname(config.file), { recursive: true });
  } else {
    await createPostgresDatabase(config.url);
  }
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.engine);
    await reseed(handle.db, handle.engine, { demoAccounts: false });
    const categories = await handle.db.selectFrom('categories').select(['id', 'slug']).execute();
    const categoryIds = new Map(categories.map((row) => [row.slug, row.id]));
    const at = now();
    const copies = Math.max(0, target - seedItems.length);
    const rows = Array.from({ length: copies }, (_, index) => {
      const base = seedItems[index % seedItems.length];
      const categoryId = base && categoryIds.get(base.category);
      if (!base || categoryId === undefined) throw new Error('The seed catalogue is empty');
      // Deterministic spread: prices within ±15 %, views and orders varied per copy.
      const factor = 0.85 + ((index * 37) % 31) / 100;
      const item = {
        ...base,
        price: Math.round(base.price * factor),
        old_price: undefined,
        stock: BENCH_STOCK,
        views: (index * 7919) % 5000,
        orders_count: (index * 104_729) % 900,
      };
      return itemRow(item, categoryId, at - index, `${base.slug}-bench-${index}`);
    });
    for (let start = 0; start < rows.length; start += 500) {
      await handle.db
        .insertInto('items')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    // orders/add measures placing orders, not a round filling up: zones without rounds take
    // orders without a slot (the slots suite measures booking under contention).
    await handle.db.deleteFrom('delivery_rounds').execute();
    for (const unit of ['kg', 'other'] as const) {
      const kept = unit === 'kg' ? keptStock('kg', BENCH_STOCK) : BENCH_STOCK;
      await handle.db
        .updateTable('items')
        .set({ stock: kept })
        .where('unit_code', unit === 'kg' ? '=' : '!=', 'kg')
        .where('stock', '<', kept)
        .execute();
    }
    // A steady-state table, as a running shop's would be after autovacuum: without this the
    // rows just rewritten above leave PostgreSQL scanning their dead versions too.
    if (handle.engine === 'postgres') await sql`VACUUM ANALYZE`.execute(handle.db);
    else await refreshPlannerStats(handle.db);
  } finally {
    await handle.close();
  }
}
