import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

/**
 * Makes the writers of one user's rows (addresses, orders, PINs) take turns until this
 * transaction ends, so a check and the write it guards cannot interleave with another
 * request's. PostgreSQL locks the user's row; SQLite runs one write transaction at a time on
 * its one connection already (open-database.ts).
 */
export async function lockUser(trx: Db, userId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
