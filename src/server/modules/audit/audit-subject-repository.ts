import type { Db } from '@/server/db/db-types';

/*
 * The names of what the log speaks of, read at the time it is read: the log keeps ids, the
 * reader wants the order's public number and the product's name. Read-only look-ups by id of
 * the tables the audited writes changed; nothing here writes to another module's tables.
 */

export interface Named {
  id: number;
  name_en: string;
  name_ar: string;
}

export async function orderNumbers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('orders').select(['id', 'number']).where('id', 'in', ids).execute();
}

/**
 * The lines of these orders, in the order's own order (by id, as the order page lists them),
 * with the product names they keep of themselves (a snapshot, as the order was placed).
 */
export async function orderLineNames(
  db: Db,
  orderIds: number[],
): Promise<(Named & { order_id: number })[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'name_en', 'name_ar'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export async function itemNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('items')
    .select(['id', 'name_en', 'name_ar', 'unit_code'])
    .where('id', 'in', ids)
    .execute();
}

export async function categoryNames(db: Db, ids: number[]): Promise<Named[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('categories')
    .select(['id', 'name_en', 'name_ar'])
    .where('id', 'in', ids)
    .execute();
}

export async function zoneNames(db: Db, ids: number[]): Promise<Named[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('delivery_zones')
    .select(['id', 'area_en as name_en', 'area_ar as name_ar'])
    .where('id', 'in', ids)
    .execute();
}

export async function branchNames(db: Db, ids: number[]): Promise<Named[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('branches')
    .select(['id', 'name_en', 'name_ar'])
    .where('id', 'in', ids)
    .execute();
}

/** Staff accounts by their one name (people's names are not translated). */
export async function staffNames(db: Db, ids: number[]): Promise<Named[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name as name_en', 'name as name_ar'])
    .where('id', 'in', ids)
    .execute();
}
