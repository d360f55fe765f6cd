import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';
import type { EngineKind } from '@/server/db/engine';
import { inTransaction } from '@/server/db/transaction';
import { catalogueChanged } from '@/server/cache';
import { log } from '@/server/log';
import { seedDemoAccounts } from './demo-accounts';
import { seedCatalog } from './seed-catalog';

/**
 * A database with no categories gets the shop's catalogue (and, in development or a demo,
 * the demo accounts), all in one transaction. On PostgreSQL a table lock makes a second
 * instance starting at the same moment wait, see the seed, and leave it alone.
 */
export async function seedIfEmpty(
  db: Db,
  engine: EngineKind,
  options: { demoAccounts: boolean },
): Promise<boolean> {
  const seeded = await inTransaction(db, async (trx) => {
    if (engine === 'postgres') await sql`LOCK TABLE categories IN EXCLUSIVE MODE`.execute(trx);
    const row = await trx
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (row.count > 0) return false;
    await seedCatalog(trx);
    if (options.demoAccounts) await seedDemoAccounts(trx);
    return true;
  });
  if (seeded) {
    catalogueChanged();
    log.info('db.seeded', { engine, demo_accounts: options.demoAccounts });
  }
  return seeded;
}
