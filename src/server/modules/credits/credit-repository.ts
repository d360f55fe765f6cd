import type { Db } from '@/server/db/db-types';
import type { CreditKind } from './credit-kinds';

/** A row of the ledger to write: signed piastres, positive owed to the shopper, negative used. */
export interface NewCreditEntry {
  userId: number;
  kind: CreditKind;
  cents: number;
  complaintId?: number | null;
  orderId?: number | null;
  at: number;
}

/** What the user's rows of each kind add up to (kinds without rows are absent). */
export async function balancesOf(db: Db, userId: number): Promise<Map<CreditKind, number>> {
  const rows = await db
    .selectFrom('credit_entries')
    .select((eb) => ['kind', eb.fn.sum<number | string>('amount_cents').as('cents')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  // PostgreSQL sums integers as bigint, which pg answers as text.
  return new Map(rows.map((row) => [row.kind, Number(row.cents)]));
}

/** What the rows naming this order add up to, per kind: negative while it still uses them. */
export async function netOfOrder(
  db: Db,
  orderId: number,
): Promise<{ kind: CreditKind; userId: number; cents: number }[]> {
  const rows = await db
    .selectFrom('credit_entries')
    .select((eb) => ['kind', 'user_id', eb.fn.sum<number | string>('amount_cents').as('cents')])
    .where('order_id', '=', orderId)
    .groupBy(['kind', 'user_id'])
    .execute();
  return rows.map((row) => ({ kind: row.kind, userId: row.user_id, cents: Number(row.cents) }));
}

export async function insertEntries(trx: Db, entries: readonly NewCreditEntry[]): Promise<void> {
  const rows = entries
    .filter((entry) => entry.cents !== 0)
    .map((entry) => ({
      user_id: entry.userId,
      kind: entry.kind,
      amount_cents: entry.cents,
      complaint_id: entry.complaintId ?? null,
      order_id: entry.orderId ?? null,
      created_at: entry.at,
    }));
  if (rows.length === 0) return;
  await trx.insertInto('credit_entries').values(rows).execute();
}
