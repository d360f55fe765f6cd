import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';
import { engineOf } from '@/server/db/engine-of';
import { lockKey } from '@/server/db/row-lock';
import type { DeliveryRoundRow, DeliverySlotRow } from '@/server/db/schema';
import { cutoffAt } from './slot-times';

/** A slot with what its round says now: whether it still runs and whom it serves. */
export type SlotWithRound = DeliverySlotRow & {
  zone_ids: string;
  round_active: number;
  retired_at: number | null;
};

/** Rounds staff have not taken away, active or not, in weekday and position order. */
export function currentRounds(db: Db, weekday?: number): Promise<DeliveryRoundRow[]> {
  let query = db.selectFrom('delivery_rounds').selectAll().where('retired_at', 'is', null);
  if (weekday !== undefined) query = query.where('weekday', '=', weekday);
  return query.orderBy('weekday').orderBy('position').orderBy('id').execute();
}

/** Rounds that take orders (active, not taken away), of any weekday. */
export function runningRounds(db: Db): Promise<DeliveryRoundRow[]> {
  return db
    .selectFrom('delivery_rounds')
    .selectAll()
    .where('retired_at', 'is', null)
    .where('active', '=', 1)
    .execute();
}

/** The slots of `rounds` on `dates`, made now when missing (two requests at once make one). */
export async function ensureSlots(
  db: Db,
  wanted: readonly { round: DeliveryRoundRow; date: string }[],
): Promise<void> {
  if (wanted.length === 0) return;
  await db
    .insertInto('delivery_slots')
    .values(
      wanted.map(({ round, date }) => ({
        round_id: round.id,
        date,
        from_time: round.from_time,
        to_time: round.to_time,
        capacity: round.capacity,
        cutoff_at: cutoffAt(date, round.from_time, round.cutoff_minutes),
      })),
    )
    .onConflict((oc) => oc.columns(['round_id', 'date']).doNothing())
    .execute();
}

export function slotsOf(
  db: Db,
  roundIds: readonly number[],
  dates: readonly string[],
): Promise<DeliverySlotRow[]> {
  if (roundIds.length === 0 || dates.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('delivery_slots')
    .selectAll()
    .where('round_id', 'in', roundIds)
    .where('date', 'in', dates)
    .orderBy('date')
    .orderBy('from_time')
    .orderBy('id')
    .execute();
}

export function findSlot(db: Db, id: number): Promise<SlotWithRound | undefined> {
  return db
    .selectFrom('delivery_slots')
    .innerJoin('delivery_rounds', 'delivery_rounds.id', 'delivery_slots.round_id')
    .selectAll('delivery_slots')
    .select([
      'delivery_rounds.zone_ids',
      'delivery_rounds.active as round_active',
      'delivery_rounds.retired_at',
    ])
    .where('delivery_slots.id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes one place in one guarded statement, never read-then-write: it changes the row only
 * while places are left, so concurrent orders cannot overfill a slot on either engine (on
 * PostgreSQL the second writer waits for the first and re-checks `booked` once it commits).
 * Answers the slot with its round as taken, or undefined when no place was left (or no such
 * slot). On PostgreSQL the round comes back with the update (one round trip in the order's
 * transaction instead of two); SQLite's RETURNING cannot name a joined table, and in process
 * a second statement costs microseconds.
 */
export async function takePlace(db: Db, slotId: number): Promise<SlotWithRound | undefined> {
  if (engineOf(db) === 'postgres') {
    return db
      .updateTable('delivery_slots')
      .from('delivery_rounds')
      .set((eb) => ({ booked: eb('delivery_slots.booked', '+', 1) }))
      .whereRef('delivery_rounds.id', '=', 'delivery_slots.round_id')
      .where('delivery_slots.id', '=', slotId)
      .whereRef('delivery_slots.booked', '<', 'delivery_slots.capacity')
      .returningAll('delivery_slots')
      .returning([
        'delivery_rounds.zone_ids',
        'delivery_rounds.active as round_active',
        'delivery_rounds.retired_at',
      ])
      .executeTakeFirst();
  }
  const result = await db
    .updateTable('delivery_slots')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('id', '=', slotId)
    .whereRef('booked', '<', 'capacity')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? findSlot(db, slotId) : undefined;
}

export async function givePlaceBack(db: Db, slotId: number): Promise<void> {
  await db
    .updateTable('delivery_slots')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('id', '=', slotId)
    .where('booked', '>', 0)
    .execute();
}

/**
 * The weekday's rounds, with the weekday held until the transaction ends, so two saves take
 * turns (the only writer of rounds, slot-schedule-service.ts, starts here). The weekday is
 * locked, not its rows: a day without rounds has none, and two saves adding its first round
 * both added it (issue 37).
 */
export async function lockRounds(trx: Db, weekday: number): Promise<DeliveryRoundRow[]> {
  await lockKey(trx, 'delivery_rounds.weekday', weekday);
  return trx
    .selectFrom('delivery_rounds')
    .selectAll()
    .where('weekday', '=', weekday)
    .where('retired_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Slots of these rounds from `today` on that no order ever took (a cancelled order keeps its
 * slot for its history): they are made again, from the rounds as they are now, when asked for.
 */
export async function dropUntakenSlots(
  trx: Db,
  roundIds: readonly number[],
  today: string,
): Promise<void> {
  if (roundIds.length === 0) return;
  await trx
    .deleteFrom('delivery_slots')
    .where('round_id', 'in', roundIds)
    .where('date', '>=', today)
    .where('booked', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('orders')
            .select(sql.lit(1).as('one'))
            .whereRef('orders.slot_id', '=', 'delivery_slots.id'),
        ),
      ),
    )
    .execute();
}

/** The slots from `today` on that stayed (orders hold them), to follow their round's change. */
export function keptSlots(
  trx: Db,
  roundIds: readonly number[],
  today: string,
): Promise<DeliverySlotRow[]> {
  if (roundIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('delivery_slots')
    .selectAll()
    .where('round_id', 'in', roundIds)
    .where('date', '>=', today)
    .execute();
}
