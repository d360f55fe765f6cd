import type { z } from 'zod';
import type { DeliveryRound, slotsUpdateBodySchema } from '@/contracts/delivery-slots';
import { shopDate } from '@/lib/shop-calendar';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { DeliveryRoundRow, Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import { recordStaffWrite } from '@/server/modules/audit';
import { allZoneRows } from './zone-repository';
import {
  insertRound,
  retireRounds,
  updateRound,
  updateSlotTerms,
  weekdayRounds,
} from './round-repository';
import { dropUntakenSlots, keptSlots, lockRounds } from './slot-repository';
import { listRounds } from './slot-service';
import { cutoffAt } from './slot-times';

type SlotsUpdate = z.output<typeof slotsUpdateBodySchema>;
type RoundFields = SlotsUpdate['rounds'][number];

/** One line per round for the audit log: `10:00-13:00 x15 -120min zones:all on`. */
function describe(
  rounds: readonly {
    from: string;
    to: string;
    capacity: number;
    cutoff: number;
    zones: string;
    active: boolean;
  }[],
): string {
  return rounds
    .map(
      (round) =>
        `${round.from}-${round.to} x${round.capacity} -${round.cutoff}min zones:${round.zones} ${round.active ? 'on' : 'off'}`,
    )
    .join('; ');
}

const rowSummary = (row: DeliveryRoundRow) => ({
  from: row.from_time,
  to: row.to_time,
  capacity: row.capacity,
  cutoff: row.cutoff_minutes,
  zones: row.zone_ids === '[]' ? 'all' : row.zone_ids,
  active: row.active === 1,
});

const columnsOf = (weekday: number, round: RoundFields, position: number) => ({
  weekday,
  from_time: round.from,
  to_time: round.to,
  capacity: round.capacity,
  cutoff_minutes: round.cutoff_minutes,
  zone_ids: JSON.stringify([...new Set(round.zone_ids)].sort((a, b) => a - b)),
  active: round.is_active ? (1 as const) : (0 as const),
  position,
});

/** A round may serve only zones the shop has (active or not: staff may plan ahead). */
async function assertZonesExist(db: Db, body: SlotsUpdate): Promise<void> {
  const known = new Set((await allZoneRows(db)).map((row) => row.id));
  const errors: FieldErrors = {};
  body.rounds.forEach((round, index) => {
    if (round.zone_ids.some((id) => !known.has(id)))
      errors[`rounds.${index}.zone_ids`] = { key: 'validation.unknown_zone' };
  });
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
}

/**
 * POST /admin/slots: one weekday's rounds, replacing what it had, in one transaction with its
 * audit record. A round with the same times as one the day had is that round, changed (its
 * slots and their orders stay with it); the others are new, and rounds no longer listed are
 * retired. Slots from today on that no order took are dropped and made again from the new
 * rounds when next asked for; slots holding orders keep them, take the new capacity (never
 * below the places booked) and cut-off, and, when their round was retired, take no more.
 */
export async function updateWeekday(
  db: Db,
  body: SlotsUpdate,
  by: { userId: number; role: Role },
): Promise<DeliveryRound[]> {
  const at = now();
  const today = shopDate(at);
  await assertZonesExist(db, body);
  await inTransaction(db, async (trx) => {
    const before = await lockRounds(trx, body.weekday);
    const unmatched = [...before];
    const kept: DeliveryRoundRow[] = [];
    for (const [position, round] of body.rounds.entries()) {
      const columns = columnsOf(body.weekday, round, position);
      const index = unmatched.findIndex(
        (row) => row.from_time === round.from && row.to_time === round.to,
      );
      const match = index >= 0 ? unmatched.splice(index, 1)[0] : undefined;
      if (match) {
        kept.push(await updateRound(trx, match.id, columns));
      } else {
        await insertRound(trx, columns);
      }
    }
    const retired = unmatched.map((row) => row.id);
    await retireRounds(trx, retired, at);
    await dropUntakenSlots(trx, [...kept.map((row) => row.id), ...retired], today);
    for (const slot of await keptSlots(
      trx,
      kept.map((row) => row.id),
      today,
    )) {
      const round = kept.find((row) => row.id === slot.round_id);
      if (!round) continue;
      await updateSlotTerms(trx, slot.id, {
        capacity: Math.max(round.capacity, slot.booked),
        cutoff_at: cutoffAt(slot.date, slot.from_time, round.cutoff_minutes),
      });
    }
    const after = await weekdayRounds(trx, body.weekday);
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'slots.update',
      entity: 'delivery_day',
      entityId: body.weekday,
      before: { weekday: body.weekday, rounds: describe(before.map(rowSummary)) },
      after: { weekday: body.weekday, rounds: describe(after.map(rowSummary)) },
      at,
    });
  });
  // The slots read is never cached, but checkout pages built from cached answers are dropped too.
  catalogueChanged();
  return listRounds(db);
}
