import type { Db } from '@/server/db/db-types';
import type { OutboxChannel } from '@/server/db/schema';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  created_at: number;
  delivered_at: number | null;
  error: string | null;
}

export async function insertOutboxMessage(
  db: Db,
  message: {
    channel: OutboxChannel;
    recipient: string;
    subject: string;
    body: string;
    createdAt: number;
    /** The body with its secret masked, and when the secret dies by itself. */
    secret?: { redactedBody: string; expiresAt: number };
  },
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      created_at: message.createdAt,
      redacted_body: message.secret?.redactedBody ?? null,
      secret_expires_at: message.secret?.expiresAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markDelivered(db: Db, id: number, at: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ delivered_at: at, error: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** The body becomes its masked copy, kept since it was written; the copy is then dropped. */
function redactedOutbox(db: Db) {
  return db
    .updateTable('outbox')
    .set((eb) => ({
      body: eb.fn.coalesce('redacted_body', 'body'),
      redacted_body: null,
      secret_expires_at: null,
    }))
    .where('redacted_body', 'is not', null);
}

/**
 * Masks the secrets of these messages. Once masked, a message stays so; one without a secret
 * is left as it is.
 */
export async function redactOutboxMessages(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await redactedOutbox(db).where('id', 'in', ids).execute();
}

/** Masks every secret that has died by itself at `at` (a PIN past its ten minutes). */
export async function redactExpiredSecrets(db: Db, at: number): Promise<void> {
  await redactedOutbox(db).where('secret_expires_at', '<=', at).execute();
}

/** Newest first; `recipient` narrows to one address or number. */
export function listOutbox(
  db: Db,
  options: { limit: number; offset: number; recipient?: string },
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('outbox')
    // Not the masked copy: it is the secret's stand-in, not part of the message.
    .select([
      'id',
      'channel',
      'recipient',
      'subject',
      'body',
      'created_at',
      'delivered_at',
      'error',
    ])
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset);
  if (options.recipient) query = query.where('recipient', '=', options.recipient);
  return query.execute();
}

export async function countOutbox(db: Db, recipient?: string): Promise<number> {
  let query = db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('count'));
  if (recipient) query = query.where('recipient', '=', recipient);
  const row = await query.executeTakeFirstOrThrow();
  return row.count;
}
