import type { Db } from './db-types';

/**
 * Runs `work` in one transaction: all of it commits or none of it does. Inside, use only the
 * `trx` it receives: on SQLite the one connection is held by the transaction, so a query on
 * the outer handle would wait for it forever.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
