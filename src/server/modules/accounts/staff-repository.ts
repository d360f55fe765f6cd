import type { Db } from '@/server/db/db-types';
import type { Role, UserRow } from '@/server/db/schema';

/* The staff accounts' rows: every account that is not a customer's. */

export function listStaffRows(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('role', '<>', 'customer').orderBy('id').execute();
}

export function findStaffRow(db: Db, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('role', '<>', 'customer')
    .executeTakeFirst();
}

/** How many admins can sign in, leaving out `exceptId`. */
export async function countActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface StaffPatch {
  name?: string;
  phone?: string;
  role?: Role;
  is_active?: 0 | 1;
  password_hash?: string;
}

/** Throws the engine's unique violation when the phone is another account's. */
export function updateStaffRow(
  db: Db,
  id: number,
  patch: StaffPatch,
  at: number,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...patch, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
