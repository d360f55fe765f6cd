import type { Db } from '@/server/db/db-types';
import type { OrderStatus } from '@/server/db/schema';

/**
 * Claims the order for weighing with one guarded update: it touches the row only while the
 * order is in one of `statuses`. On PostgreSQL the row stays locked until the transaction
 * ends, so a status move (order-history-repository.ts moveStatus) waits for the weights and
 * then moves on from the same status; one that committed first makes this claim fail.
 * SQLite runs one write transaction at a time already.
 */
export async function claimForWeighing(
  trx: Db,
  id: number,
  statuses: readonly OrderStatus[],
  at: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setLineWeighed(
  trx: Db,
  lineId: number,
  weighed: { grams: number; lineCents: number },
): Promise<void> {
  await trx
    .updateTable('order_lines')
    .set({ weighed_grams: weighed.grams, line_total_cents: weighed.lineCents })
    .where('id', '=', lineId)
    .execute();
}

export async function setOrderTotals(
  trx: Db,
  id: number,
  totals: { subtotalCents: number; totalCents: number; creditCents: number },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      subtotal_cents: totals.subtotalCents,
      total_cents: totals.totalCents,
      credit_cents: totals.creditCents,
    })
    .where('id', '=', id)
    .execute();
}
