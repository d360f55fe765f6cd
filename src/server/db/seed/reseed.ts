import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';
import type { EngineKind } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import { refreshPlannerStats } from '@/server/db/planner-stats';
import { catalogueChanged } from '@/server/cache';
import { inTransaction } from '@/server/db/transaction';
import { seedDemoAccounts } from './demo-accounts';
import { seedCatalog } from './seed-catalog';

/**
 * Children before parents, so deletes never trip a foreign key. `media` is emptied too: the
 * items that showed its pictures are seeded anew with the shop's drawings, and the staff
 * accounts that uploaded them are gone, so its rows would be bytes nothing points to.
 */
const TABLES: ReadonlyArray<keyof Database> = [
  'idempotency_keys',
  'media',
  'item_price_history',
  'staff_audit',
  'search_synonyms',
  'order_history',
  'order_lines',
  'orders',
  'delivery_slots',
  'delivery_rounds',
  'favorites',
  'addresses',
  'outbox',
  'password_resets',
  'sessions',
  'users',
  'item_options',
  'items',
  'categories',
  'banners',
  'features',
  'branches',
  'contacts',
  'shop_facts',
  'delivery_zones',
];

/**
 * Empties every table (ids start again at 1) and seeds the catalogue, and the demo accounts
 * when asked. For development databases only: `npm run db:seed` refuses production.
 */
export async function reseed(
  db: Db,
  engine: EngineKind,
  options: { demoAccounts: boolean },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (engine === 'postgres') {
      await sql`TRUNCATE ${sql.join(TABLES.map((table) => sql.table(table)))} RESTART IDENTITY CASCADE`.execute(
        trx,
      );
    } else {
      for (const table of TABLES) await trx.deleteFrom(table).execute();
      await sql`DELETE FROM sqlite_sequence`.execute(trx);
    }
    await seedCatalog(trx);
    if (options.demoAccounts) await seedDemoAccounts(trx);
  });
  // In this process; a server running beside `npm run db:seed` sees it within the cache's TTL.
  catalogueChanged();
  await refreshPlannerStats(db);
}
