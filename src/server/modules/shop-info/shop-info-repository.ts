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

/** Zones the shop delivers to now (inactive ones stay for old orders' snapshots). */
export function activeZoneRows(db: Db) {
  return db
    .selectFrom('delivery_zones')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** A zone whether or not it is active: order placement says which of the two refused it. */
export function findZone(db: Db, id: number) {
  return db.selectFrom('delivery_zones').selectAll().where('id', '=', id).executeTakeFirst();
}
