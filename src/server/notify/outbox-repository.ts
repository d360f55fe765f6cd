import type { Db } from '@/server/db/database';
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

/** Newest first; `recipient` narrows to one address or number. */
export function listOutbox(
  db: Db,
  options: { limit: number; offset: number; recipient?: string },
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('outbox')
    .selectAll()
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
