import type { Db } from '@/server/db/db-types';

export function branchRows(db: Db) {
  return db.selectFrom('branches').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/** The single row of the shop's facts (migration 0013). */
export function shopFactsRow(db: Db) {
  return db.selectFrom('shop_facts').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export function contactRows(db: Db) {
  return db.selectFrom('contacts').selectAll().orderBy('sort_order').orderBy('id').execute();
}
