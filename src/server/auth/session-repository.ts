import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';

export interface SessionUser {
  sessionId: number;
  userId: number;
  role: Role;
}

export async function insertSession(
  db: Db,
  row: { userId: number; tokenHash: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/**
 * The live session of a token hash: not revoked, not expired, of an active account. Switching
 * an account off revokes its sessions too; this is the second lock on the same door.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  at: number,
): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'users.id as userId', 'users.role as role'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', at)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  return row;
}

export async function revokeSession(db: Db, sessionId: number, at: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  at: number,
  keepSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
