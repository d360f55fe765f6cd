import type { Db } from '@/server/db/db-types';

/** A driver's account that can still sign in, or undefined for anyone else. */
export function activeDriver(
  db: Db,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('role', '=', 'driver')
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

/** The drivers who can sign in, by name. */
export function activeDrivers(db: Db): Promise<{ id: number; name: string; phone: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'phone'])
    .where('role', '=', 'driver')
    .where('is_active', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
