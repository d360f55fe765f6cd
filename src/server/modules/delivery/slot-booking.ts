import type { OrderSlot } from '@/contracts/delivery-slots';
import type { Db } from '@/server/db/db-types';
import type { OrderRow } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { findSlot, givePlaceBack, runningRounds, takePlace } from './slot-repository';
import { servesZone } from './slot-times';

/*
 * What an order does with its delivery slot, inside the order's own transaction: take a place
 * when it is placed, give it back when it is cancelled. Both roll back with the order.
 */

const slotParams = (slot: { date: string; from_time: string; to_time: string }) => ({
  date: slot.date,
  from: slot.from_time,
  to: slot.to_time,
});

/**
 * Checks the slot the shopper picked and takes one place in it. Zones no round serves take
 * orders without a slot, as before slots existed; once one does, a slot is required.
 * Returns the slot to keep on the order, or null for a zone without rounds.
 */
export async function bookSlot(
  trx: Db,
  order: { zoneId: number; slotId: number | undefined; at: number },
): Promise<OrderSlot | null> {
  if (order.slotId === undefined) {
    const rounds = await runningRounds(trx);
    if (rounds.some((round) => servesZone(round.zone_ids, order.zoneId)))
      throw AppError.field('slot_id', 'validation.slot_required');
    return null;
  }
  // The place is taken first and the slot judged after: the order's transaction rolls the
  // place back with any refusal below, and an order that is fine (nearly all) pays one round
  // trip. A slot that gave no place is read to say why, in the same order of reasons.
  const taken = await takePlace(trx, order.slotId);
  const slot = taken ?? (await findSlot(trx, order.slotId));
  if (!slot) throw AppError.field('slot_id', 'validation.unknown_slot');
  if (!servesZone(slot.zone_ids, order.zoneId))
    throw AppError.field('slot_id', 'validation.slot_other_zone');
  const closed = slot.round_active !== 1 || slot.retired_at !== null || slot.cutoff_at <= order.at;
  if (closed) throw slotConflict('error.slot_closed', slot);
  if (!taken) throw slotConflict('error.slot_full', slot);
  return { id: slot.id, date: slot.date, from: slot.from_time, to: slot.to_time };
}

function slotConflict(
  key: 'error.slot_closed' | 'error.slot_full',
  slot: { date: string; from_time: string; to_time: string },
): AppError {
  const params = slotParams(slot);
  return new AppError('conflict', {
    message: key,
    params,
    errors: { slot_id: { key, params } },
  });
}

/** A cancelled order's place goes back to its slot (the order keeps the slot in its history). */
export async function freeSlotOf(trx: Db, order: Pick<OrderRow, 'slot_id'>): Promise<void> {
  if (order.slot_id !== null) await givePlaceBack(trx, order.slot_id);
}

/** The slot as order answers carry it; null for orders placed without one. */
export function orderSlotOf(
  row: Pick<OrderRow, 'slot_id' | 'slot_date' | 'slot_from' | 'slot_to'>,
): OrderSlot | null {
  if (row.slot_id === null) return null;
  return { id: row.slot_id, date: row.slot_date, from: row.slot_from, to: row.slot_to };
}
