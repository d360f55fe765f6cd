import type { Db } from '@/server/db/db-types';
import type { StopOutcome } from '@/contracts/driver-rounds';
import type { OrderRow } from '@/server/db/schema';

/** A driver's round as stored, with its driver's name and its slot's times when it has one. */
export interface RoundRow {
  id: number;
  date: string;
  slot_id: number | null;
  slot_from: string | null;
  slot_to: string | null;
  driver_id: number;
  driver_name: string;
}

/** A stop with the order it carries. */
export interface StopRow {
  round_id: number;
  position: number;
  outcome: StopOutcome;
  amount_due_cents: number | null;
  tendered_cents: number | null;
  collected_cents: number | null;
  reason: 'not_home' | 'refused' | 'wrong_address' | 'other' | null;
  note: string;
  order: OrderRow;
}

function roundsQuery(db: Db) {
  return db
    .selectFrom('driver_rounds as r')
    .innerJoin('users as u', 'u.id', 'r.driver_id')
    .leftJoin('delivery_slots as s', 's.id', 'r.slot_id')
    .select([
      'r.id',
      'r.date',
      'r.slot_id',
      's.from_time as slot_from',
      's.to_time as slot_to',
      'r.driver_id',
      'u.name as driver_name',
    ]);
}

/** One day's rounds, oldest first; one driver's only when `driverId` is given. */
export function roundsOn(db: Db, date: string, driverId?: number): Promise<RoundRow[]> {
  let query = roundsQuery(db).where('r.date', '=', date);
  if (driverId !== undefined) query = query.where('r.driver_id', '=', driverId);
  return query.orderBy('r.id').execute();
}

export function findRound(db: Db, id: number): Promise<RoundRow | undefined> {
  return roundsQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** The stops of these rounds with their orders, in driving order. */
export async function stopsOf(db: Db, roundIds: readonly number[]): Promise<StopRow[]> {
  if (roundIds.length === 0) return [];
  const rows = await db
    .selectFrom('round_stops as st')
    .innerJoin('orders as o', 'o.id', 'st.order_id')
    .selectAll('o')
    .select([
      'st.round_id as stop_round_id',
      'st.position as stop_position',
      'st.outcome as stop_outcome',
      'st.amount_due_cents as stop_amount_due_cents',
      'st.tendered_cents as stop_tendered_cents',
      'st.collected_cents as stop_collected_cents',
      'st.reason as stop_reason',
      'st.note as stop_note',
    ])
    .where('st.round_id', 'in', roundIds)
    .orderBy('st.round_id')
    .orderBy('st.position')
    .execute();
  return rows.map(
    ({
      stop_round_id,
      stop_position,
      stop_outcome,
      stop_amount_due_cents,
      stop_tendered_cents,
      stop_collected_cents,
      stop_reason,
      stop_note,
      ...order
    }) => ({
      round_id: stop_round_id,
      position: stop_position,
      outcome: stop_outcome,
      amount_due_cents: stop_amount_due_cents,
      tendered_cents: stop_tendered_cents,
      collected_cents: stop_collected_cents,
      reason: stop_reason,
      note: stop_note,
      order,
    }),
  );
}

export function insertRound(
  db: Db,
  round: { date: string; slotId: number | null; driverId: number; by: number; at: number },
): Promise<{ id: number }> {
  return db
    .insertInto('driver_rounds')
    .values({
      date: round.date,
      slot_id: round.slotId,
      driver_id: round.driverId,
      created_by: round.by,
      created_at: round.at,
      updated_at: round.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function setRoundDriver(
  db: Db,
  id: number,
  change: { driverId: number; at: number },
): Promise<void> {
  await db
    .updateTable('driver_rounds')
    .set({ driver_id: change.driverId, updated_at: change.at })
    .where('id', '=', id)
    .execute();
}

/** Marks the round changed, which on PostgreSQL also makes its editors take turns. */
export async function touchRound(db: Db, id: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('driver_rounds')
    .set({ updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts these orders on the round in one guarded statement: only orders ready to go (being
 * prepared or already out) and on no other round. Of two rounds claiming one order at once,
 * one gets it. Answers the ids it claimed.
 */
export async function claimOrders(
  db: Db,
  roundId: number,
  orderIds: readonly number[],
  at: number,
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .updateTable('orders')
    .set({ round_id: roundId, updated_at: at })
    .where('id', 'in', orderIds)
    .where('status', 'in', ['Processing', 'OutForDelivery'])
    .where((eb) => eb.or([eb('round_id', 'is', null), eb('round_id', '=', roundId)]))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Takes these orders off the round (they go back to the shop's ready orders). */
export async function releaseOrders(
  db: Db,
  roundId: number,
  orderIds: readonly number[],
  at: number,
): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('orders')
    .set({ round_id: null, updated_at: at })
    .where('id', 'in', orderIds)
    .where('round_id', '=', roundId)
    .execute();
}

/** The round's stops still to drive, which a new list of stops may drop or reorder. */
export async function pendingStopOrderIds(db: Db, roundId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('round_stops')
    .select('order_id')
    .where('round_id', '=', roundId)
    .where('outcome', '=', 'pending')
    .orderBy('position')
    .execute();
  return rows.map((row) => row.order_id);
}

export async function deleteStops(
  db: Db,
  roundId: number,
  orderIds: readonly number[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .deleteFrom('round_stops')
    .where('round_id', '=', roundId)
    .where('order_id', 'in', orderIds)
    .where('outcome', '=', 'pending')
    .execute();
}

/**
 * Writes the round's stops in this order: new ones inserted, existing ones given their new
 * position. Positions are numbered after every stop already done, which keep theirs.
 */
export async function placeStops(
  db: Db,
  roundId: number,
  orderIds: readonly number[],
): Promise<void> {
  const done = await db
    .selectFrom('round_stops')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('round_id', '=', roundId)
    .where('outcome', '!=', 'pending')
    .executeTakeFirst();
  const first = (done?.last ?? 0) + 1;
  const existing = new Set(await pendingStopOrderIds(db, roundId));
  const fresh = orderIds
    .map((orderId, index) => ({ orderId, position: first + index }))
    .filter(({ orderId }) => !existing.has(orderId));
  if (fresh.length > 0) {
    await db
      .insertInto('round_stops')
      .values(
        fresh.map(({ orderId, position }) => ({
          round_id: roundId,
          order_id: orderId,
          position,
          outcome: 'pending' as const,
          note: '',
        })),
      )
      .execute();
  }
  for (const [index, orderId] of orderIds.entries()) {
    if (!existing.has(orderId)) continue;
    await db
      .updateTable('round_stops')
      .set({ position: first + index })
      .where('round_id', '=', roundId)
      .where('order_id', '=', orderId)
      .execute();
  }
}

/** The stop of an order on the round it is on now, with its round's driver and date. */
export function currentStopOf(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('round_stops as st', (join) =>
      join.onRef('st.round_id', '=', 'o.round_id').onRef('st.order_id', '=', 'o.id'),
    )
    .innerJoin('driver_rounds as r', 'r.id', 'st.round_id')
    .select(['st.id as stop_id', 'st.outcome', 'r.id as round_id', 'r.driver_id', 'r.date'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Records what became of a stop, guarded: only a stop still pending changes, so of two
 * drivers' taps (or one driver's two) exactly one counts. False when it was already done.
 */
export async function finishStop(
  db: Db,
  stopId: number,
  done: {
    outcome: 'delivered' | 'failed';
    amountDueCents: number | null;
    tenderedCents: number | null;
    collectedCents: number | null;
    reason: StopRow['reason'];
    note: string;
    at: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('round_stops')
    .set({
      outcome: done.outcome,
      amount_due_cents: done.amountDueCents,
      tendered_cents: done.tenderedCents,
      collected_cents: done.collectedCents,
      reason: done.reason,
      note: done.note,
      done_at: done.at,
    })
    .where('id', '=', stopId)
    .where('outcome', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
