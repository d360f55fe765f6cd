import { sql } from 'kysely';
import type { Db } from './database';
import { engineOf } from './engine-of';

/*
 * Locks for a check and the write it guards (a cap, a default, a "before" for the audit log),
 * so that another request's check cannot run between them. PostgreSQL takes them; SQLite
 * needs none: its one connection runs one transaction at a time (open-database.ts). Every
 * burst in `npm run test:bursts` depends on them, on the built server.
 */

/** `query` with FOR UPDATE on PostgreSQL: its rows are held until the transaction ends. */
export function forUpdate<Q extends { forUpdate(): Q }>(trx: Db, query: Q): Q {
  return engineOf(trx) === 'postgres' ? query.forUpdate() : query;
}

/**
 * Makes the writers of one user's rows (addresses, orders, PINs) take turns until this
 * transaction ends, by locking the user's row.
 */
export async function lockUser(trx: Db, userId: number): Promise<void> {
  await forUpdate(trx, trx.selectFrom('users').select('id').where('id', '=', userId)).execute();
}

/**
 * Makes writers of rows that may not exist yet take turns: a FOR UPDATE on no rows locks
 * nothing, so two requests adding the same weekday's first round would both add it. A
 * transaction-scoped advisory lock on (`scope`, `id`) serves instead.
 */
export async function lockKey(trx: Db, scope: string, id: number): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${scope}), ${id}::int)`.execute(trx);
}
