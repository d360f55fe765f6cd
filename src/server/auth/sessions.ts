import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { findLiveSession, insertSession, type SessionUser } from './session-repository';
import { hashToken, newBearerToken } from './tokens';

export type { SessionUser };

/** Bearer tokens live 30 days, unless revoked first (logout, password change or reset). */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = newBearerToken();
  const createdAt = now();
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    createdAt,
    expiresAt: createdAt + TOKEN_LIFETIME_MS,
  });
  return token;
}

/** The user behind a bearer token, or undefined for a token that is unknown, expired or revoked. */
export function authenticate(db: Db, token: string): Promise<SessionUser | undefined> {
  return findLiveSession(db, hashToken(token), now());
}
