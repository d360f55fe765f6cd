import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';

export interface ResetRecord {
  id: number;
  pin_hash: string;
  attempts: number;
}

/** The outbox messages of these resets that have one (to be masked). */
const messagesOf = (rows: readonly { outbox_id: number | null }[]): number[] =>
  rows.flatMap((row) => (row.outbox_id === null ? [] : [row.outbox_id]));

/**
 * Voids every PIN of the user still waiting to be used (a new one replaces them); answers the
 * outbox messages that carried them.
 */
export async function voidOpenResets(db: Db, userId: number, at: number): Promise<number[]> {
  const rows = await db
    .updateTable('password_resets')
    .set({ voided_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .returning('outbox_id')
    .execute();
  return messagesOf(rows);
}

/** Whether the user was sent a PIN at or after `since` that is still waiting to be used. */
export async function hasResetSince(db: Db, userId: number, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new reset; answers its id. */
export async function insertReset(
  db: Db,
  reset: { userId: number; pinHash: string; deviceInfo: string; at: number; expiresAt: number },
): Promise<number> {
  const row = await db
    .insertInto('password_resets')
    .values({
      user_id: reset.userId,
      pin_hash: reset.pinHash,
      device_info: reset.deviceInfo,
      created_at: reset.at,
      expires_at: reset.expiresAt,
      attempts: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Which outbox message carried the reset's PIN. */
export async function linkResetMessage(db: Db, id: number, outboxId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ outbox_id: outboxId })
    .where('id', '=', id)
    .execute();
}

/** The user's PIN that can still be used: fresh, unused, not void, attempts left. */
export function findLiveReset(
  db: Db,
  userId: number,
  at: number,
  maxAttempts: number,
): Promise<ResetRecord | undefined> {
  return db
    .selectFrom('password_resets')
    .select(['id', 'pin_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', at)
    .where('attempts', '<', maxAttempts)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Counts a wrong try in one statement; the try that reaches the limit voids the PIN, and then
 * answers the outbox message that carried it.
 */
export async function recordWrongAttempt(
  db: Db,
  id: number,
  at: number,
  maxAttempts: number,
): Promise<number[]> {
  const rows = await db
    .updateTable('password_resets')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      voided_at: sql<
        number | null
      >`CASE WHEN attempts + 1 >= ${maxAttempts} THEN ${at} ELSE voided_at END`,
    }))
    .where('id', '=', id)
    .returning(['voided_at', 'outbox_id'])
    .execute();
  return messagesOf(rows.filter((row) => row.voided_at !== null));
}

/**
 * Uses the PIN up; answers the outbox messages that carried it, or undefined when a concurrent
 * request used it first.
 */
export async function markResetUsed(db: Db, id: number, at: number): Promise<number[] | undefined> {
  const rows = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .returning('outbox_id')
    .execute();
  return rows.length === 1 ? messagesOf(rows) : undefined;
}
