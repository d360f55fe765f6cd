import type { Db } from '@/server/db/db-types';
import type { AddressRow } from '@/server/db/schema';

/** What a shopper writes of an address: the row without its keys, owner and bookkeeping. */
export type AddressValues = Omit<
  AddressRow,
  'id' | 'user_id' | 'is_default' | 'created_at' | 'updated_at'
>;

// Every address query is scoped by user: another user's address simply does not exist.
export function listAddressRows(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAddressRow(
  db: Db,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function activeZoneExists(db: Db, zoneId: number): Promise<boolean> {
  const row = await db
    .selectFrom('delivery_zones')
    .select('id')
    .where('id', '=', zoneId)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertAddressRow(
  db: Db,
  userId: number,
  values: AddressValues & { is_default: 0 | 1 },
  at: number,
): Promise<AddressRow> {
  return db
    .insertInto('addresses')
    .values({ ...values, user_id: userId, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAddressRow(
  db: Db,
  userId: number,
  id: number,
  values: AddressValues & { is_default?: 0 | 1 },
  at: number,
): Promise<AddressRow | undefined> {
  return db
    .updateTable('addresses')
    .set({ ...values, updated_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteAddressRow(
  db: Db,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  return db
    .deleteFrom('addresses')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Clears the user's default, but for `keep`. Run before a row is made the default: the
 * one-default index (migration 0005) is checked row by row, on both engines, so the old
 * default must be cleared before the new one is set, never in the same statement.
 */
export async function clearDefault(db: Db, userId: number, keep?: number): Promise<void> {
  let query = db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Makes `id` the only default address of the user. */
export async function makeDefault(db: Db, userId: number, id: number): Promise<void> {
  await clearDefault(db, userId, id);
  await db
    .updateTable('addresses')
    .set({ is_default: 1 })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** After the default was deleted, the newest remaining address takes its place. */
export async function promoteNewest(db: Db, userId: number): Promise<void> {
  const newest = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (newest) await makeDefault(db, userId, newest.id);
}
