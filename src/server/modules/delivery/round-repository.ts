import type { Insertable } from 'kysely';
import type { Db } from '@/server/db/db-types';
import type { DeliveryRoundRow, DeliveryRoundTable } from '@/server/db/schema';

/* A weekday's rounds as staff replace them (slot-schedule-service.ts, after lockRounds). */

export type RoundColumns = Insertable<DeliveryRoundTable>;

export function updateRound(trx: Db, id: number, columns: RoundColumns): Promise<DeliveryRoundRow> {
  return trx
    .updateTable('delivery_rounds')
    .set(columns)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertRound(trx: Db, columns: RoundColumns): Promise<void> {
  await trx.insertInto('delivery_rounds').values(columns).execute();
}

/** Rounds no longer listed take no more orders from `at` on; their slots keep their orders. */
export async function retireRounds(trx: Db, ids: readonly number[], at: number): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('delivery_rounds').set({ retired_at: at }).where('id', 'in', ids).execute();
}

/** A kept slot follows its round's change: capacity and cut-off. */
export async function updateSlotTerms(
  trx: Db,
  slotId: number,
  terms: { capacity: number; cutoff_at: number },
): Promise<void> {
  await trx.updateTable('delivery_slots').set(terms).where('id', '=', slotId).execute();
}

/** The weekday's rounds still running, in the day's order. */
export function weekdayRounds(trx: Db, weekday: number): Promise<DeliveryRoundRow[]> {
  return trx
    .selectFrom('delivery_rounds')
    .selectAll()
    .where('weekday', '=', weekday)
    .where('retired_at', 'is', null)
    .orderBy('position')
    .execute();
}
