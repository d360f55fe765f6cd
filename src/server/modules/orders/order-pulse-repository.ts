import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';

export interface OrderPulseRow {
  latest_id: number;
  pending: number;
  new: number;
}

/**
 * The three numbers of the dashboard's pulse in one statement, asked every second by every
 * open dashboard: the newest id and the orders after `after` walk the primary key; the
 * Pending count reads the status of the orders not yet finished.
 */
export async function readOrderPulse(db: Db, after: number | undefined): Promise<OrderPulseRow> {
  const row = await db
    .selectNoFrom([
      sql<number | string | null>`(select max(id) from orders)`.as('latest_id'),
      sql<number | string>`(select count(*) from orders where status = 'Pending')`.as('pending'),
      (after === undefined
        ? sql<number>`0`
        : sql<number | string>`(select count(*) from orders where id > ${after})`
      ).as('new'),
    ])
    .executeTakeFirstOrThrow();
  return {
    latest_id: Number(row.latest_id ?? 0),
    pending: Number(row.pending),
    new: Number(row.new),
  };
}
