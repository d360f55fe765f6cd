import type { MessageChannel, OutboxStatus } from '@/contracts/message-constants';
import type { Db } from '@/server/db/db-types';
import type { OutboxRow } from '@/server/db/schema';

/* The outbox as people read it: admins' lists and filters, the health answer's counts
 * (outbox-repository.ts writes it). */

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface OutboxFilter {
  status?: OutboxStatus;
  channel?: MessageChannel;
  orderId?: number;
  recipient?: string;
  byHand?: boolean;
}

function filtered(db: Db, filter: OutboxFilter) {
  let query = db.selectFrom('outbox');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.orderId !== undefined) query = query.where('order_id', '=', filter.orderId);
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  if (filter.byHand !== undefined) query = query.where('by_hand', '=', filter.byHand ? 1 : 0);
  return query;
}

/** Newest first. */
export async function listOutbox(
  db: Db,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
): Promise<OutboxRow[]> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows;
}

export async function countOutbox(db: Db, filter: OutboxFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * For the health answer: one grouped query (a few dozen rows at most), with the oldest
 * `created_at` of each group, so the oldest message still waiting comes from the same pass.
 */
export async function outboxStats(db: Db): Promise<
  {
    channel: MessageChannel;
    status: OutboxStatus;
    by_hand: number;
    count: number;
    oldestAt: number | null;
  }[]
> {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'channel',
      'status',
      'by_hand',
      (eb) => eb.fn.countAll<number | string>().as('count'),
      (eb) => eb.fn.min<number | string | null>('created_at').as('oldest'),
    ])
    .groupBy(['channel', 'status', 'by_hand'])
    .execute();
  return rows.map(({ oldest, ...row }) => ({
    ...row,
    count: Number(row.count),
    oldestAt: oldest == null ? null : Number(oldest),
  }));
}
