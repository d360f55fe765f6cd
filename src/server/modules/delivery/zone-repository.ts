import type { Selectable, Updateable } from 'kysely';
import type { Db } from '@/server/db/db-types';
import { forUpdate } from '@/server/db/row-lock';
import type { DeliveryZoneTable } from '@/server/db/schema';

export type ZoneRow = Selectable<DeliveryZoneTable>;
export type ZoneChanges = Omit<Updateable<DeliveryZoneTable>, 'id'>;

/** Every zone, active or not, in the shop's order. */
export function allZoneRows(db: Db): Promise<ZoneRow[]> {
  return db.selectFrom('delivery_zones').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/**
 * One zone, held until the transaction ends on PostgreSQL, so that the audit's "before" is
 * what this write replaces even when two admins save at once. SQLite runs one write
 * transaction at a time already (open-database.ts) and has no FOR UPDATE.
 */
export function lockZoneRow(trx: Db, id: number): Promise<ZoneRow | undefined> {
  const query = trx.selectFrom('delivery_zones').selectAll().where('id', '=', id);
  return forUpdate(trx, query).executeTakeFirst();
}

export async function updateZoneRow(trx: Db, id: number, changes: ZoneChanges): Promise<ZoneRow> {
  return trx
    .updateTable('delivery_zones')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
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
