import type { Db } from '@/server/db/db-types';
import type { HistoryRole, OrderHistoryRow, OrderRow, OrderStatus } from '@/server/db/schema';

export function findAnyOrderRow(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The moves of these orders, oldest first. */
export async function historyOf(db: Db, orderIds: readonly number[]): Promise<OrderHistoryRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_history')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/**
 * When each of these orders was last delivered (epoch ms), from their history; an order never
 * delivered is absent.
 */
export async function deliveredAtOf(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_history')
    .select((eb) => ['order_id', eb.fn.max<number | string>('at').as('at')])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'Delivered')
    .groupBy('order_id')
    .execute();
  // PostgreSQL answers a bigint column's max as text.
  return new Map(rows.map((row) => [row.order_id, Number(row.at)]));
}

/** Writes one move of an order and answers it as written. */
export function insertHistory(
  db: Db,
  entry: { orderId: number; status: OrderStatus; byRole: HistoryRole; note: string; at: number },
): Promise<OrderHistoryRow> {
  return db
    .insertInto('order_history')
    .values({
      order_id: entry.orderId,
      status: entry.status,
      by_role: entry.byRole,
      note: entry.note,
      at: entry.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Moves an order from `from` to `to` in one guarded statement: it changes the row only while
 * the order still has the status the move was decided on, so of two moves at once exactly one
 * changes it (on PostgreSQL the second waits for the first's row lock, then finds the status
 * changed). False when it did not move.
 */
export async function moveStatus(
  db: Db,
  id: number,
  move: { from: OrderStatus; to: OrderStatus; at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: move.to, updated_at: move.at })
    .where('id', '=', id)
    .where('status', '=', move.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
