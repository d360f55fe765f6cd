import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/server/config/server-env';

/** Opaque bearer tokens: 32 random bytes, of which only the SHA-256 is stored. */
export function newBearerToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit PIN, uniformly drawn (leading zeros kept). */
export function newPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * PINs have only a million values, so a plain hash would fall to a table: keyed with the
 * server secret, a stolen database alone does not reveal them.
 */
export function hashPin(pin: string, userId: number): string {
  return createHmac('sha256', serverEnv().NEXTAUTH_SECRET).update(`${userId}:${pin}`).digest('hex');
}

/** For request fingerprints (idempotency keys). */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two hex digests without leaking where they differ. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
