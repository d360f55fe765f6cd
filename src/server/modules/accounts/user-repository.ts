import type { Db } from '@/server/db/database';
import type { Role, UserRow } from '@/server/db/schema';

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  username: string;
  name: string;
  email: string | null;
  phone: string;
  role: Role;
  passwordHash: string;
  at: number;
}

/** Throws the engine's unique violation when the username exists (db-errors.ts). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      username: user.username,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      password_hash: user.passwordHash,
      created_at: user.at,
      updated_at: user.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUserProfile(
  db: Db,
  id: number,
  patch: { name?: string; email?: string | null; phone?: string },
  at: number,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...patch, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function updatePasswordHash(
  db: Db,
  id: number,
  hash: string,
  at: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: at })
    .where('id', '=', id)
    .execute();
}
