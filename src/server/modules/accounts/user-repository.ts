import type { Db } from '@/server/db/db-types';
import type { Role, UserRow } from '@/server/db/schema';

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The identifying fields no two accounts may share (username, phone, e-mail). */
export type IdentityField = 'username' | 'phone' | 'email';

/**
 * Which of `identity`'s values another account already holds: usernames and phones as stored
 * (both are folded by the contracts), e-mails without regard to case. The unique indexes of
 * migration 0006 hold the same rule when two requests race.
 */
export async function takenIdentityFields(
  db: Db,
  identity: { username?: string; phone?: string; email?: string | null },
  exceptUserId?: number,
): Promise<IdentityField[]> {
  const { username, phone } = identity;
  const email = identity.email?.toLowerCase();
  if (username === undefined && phone === undefined && !email) return [];
  const rows = await db
    .selectFrom('users')
    .select(['username', 'phone', 'email'])
    .where((eb) =>
      eb.and([
        ...(exceptUserId === undefined ? [] : [eb('id', '<>', exceptUserId)]),
        eb.or([
          ...(username === undefined ? [] : [eb('username', '=', username)]),
          ...(phone === undefined ? [] : [eb('phone', '=', phone)]),
          ...(email ? [eb(eb.fn<string>('lower', ['email']), '=', email)] : []),
        ]),
      ]),
    )
    .execute();
  const taken = new Set<IdentityField>();
  for (const row of rows) {
    if (username !== undefined && row.username === username) taken.add('username');
    if (phone !== undefined && row.phone === phone) taken.add('phone');
    if (email && row.email?.toLowerCase() === email) taken.add('email');
  }
  return (['username', 'phone', 'email'] as const).filter((field) => taken.has(field));
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

/** Throws the engine's unique violation when the username, phone or e-mail is taken. */
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

/** Throws the engine's unique violation when the phone or e-mail is another account's. */
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
