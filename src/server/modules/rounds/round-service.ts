import type { z } from 'zod';
import type {
  Round,
  RoundStop,
  roundCreateBodySchema,
  roundUpdateBodySchema,
} from '@/contracts/driver-rounds';
import type { Locale } from '@/lib/i18n/locales';
import { shopDate } from '@/lib/shop-calendar';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { egp } from '@/server/money';
import { recordStaffWrite } from '@/server/modules/audit';
import { orderAddressOf } from '@/server/modules/orders';
import { lockOpenDay } from './day-lock';
import {
  claimOrders,
  deleteStops,
  findRound,
  insertRound,
  pendingStopOrderIds,
  placeStops,
  releaseOrders,
  roundsOn,
  setRoundDriver,
  stopsOf,
  touchRound,
  type RoundRow,
  type StopRow,
} from './round-repository';
import { activeDriver } from './driver-repository';

type CreateInput = z.output<typeof roundCreateBodySchema>;
type UpdateInput = z.output<typeof roundUpdateBodySchema>;

/** Order ids as the audit keeps them: one text, in stop order. */
const stopList = (orderIds: readonly number[]): string => orderIds.join(', ');

/** The staff member building rounds: the audit names them. */
export interface RoundActor {
  userId: number;
  role: Role;
  locale: Locale;
}

/**
 * What the driver collects at an order's door: its total less the cash the shop hands back
 * with it (cash refunds owed to the shopper). Negative when the shop owes more than the order
 * costs: the driver pays that out.
 */
export const orderAmountDueCents = (order: { total_cents: number; cash_back_cents: number }) =>
  order.total_cents - order.cash_back_cents;

/** What a stop's driver has to collect: as the order stands, or what it was when delivered. */
export const amountDueCents = (stop: StopRow): number =>
  stop.amount_due_cents ?? orderAmountDueCents(stop.order);

export function toRoundStop(stop: StopRow, locale: Locale): RoundStop {
  // The order's address snapshot, read once: who, where, the phone and the landmark.
  const address = orderAddressOf(stop.order, locale);
  return {
    order_id: stop.order.id,
    number: stop.order.number,
    position: stop.position,
    status: stop.order.status,
    outcome: stop.outcome,
    amount_due: egp(amountDueCents(stop)),
    cash_received: stop.tendered_cents === null ? null : egp(stop.tendered_cents),
    reason: stop.reason,
    note: stop.note,
    recipient: address.recipient,
    phone: address.phone,
    area: address.area,
    address,
    landmark: address.landmark,
  };
}

export function toRound(row: RoundRow, stops: readonly StopRow[], locale: Locale): Round {
  return {
    id: row.id,
    date: row.date,
    slot:
      row.slot_id === null
        ? null
        : { id: row.slot_id, from: row.slot_from ?? '', to: row.slot_to ?? '' },
    driver: { id: row.driver_id, name: row.driver_name },
    stops: stops.filter((stop) => stop.round_id === row.id).map((s) => toRoundStop(s, locale)),
  };
}

/** GET /admin/rounds: one day's rounds (today in Cairo by default), every driver's. */
export async function listRounds(db: Db, date: string | undefined, locale: Locale) {
  const rows = await roundsOn(db, date ?? shopDate(now()));
  const stops = await stopsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRound(row, stops, locale));
}

async function roundById(db: Db, id: number, locale: Locale): Promise<Round> {
  const row = await findRound(db, id);
  if (!row) throw AppError.notFound('error.round_not_found');
  return toRound(row, await stopsOf(db, [id]), locale);
}

async function assertDriver(db: Db, driverId: number): Promise<void> {
  if (!(await activeDriver(db, driverId))) {
    throw AppError.field('driver_id', 'validation.unknown_driver');
  }
}

/**
 * Puts the orders on the round: each must be ready (being prepared or out) and on no other
 * round. One that is not refuses the whole change, naming the orders (409).
 */
async function claimAll(trx: Db, roundId: number, orderIds: readonly number[], at: number) {
  const claimed = new Set(await claimOrders(trx, roundId, orderIds, at));
  const refused = orderIds.filter((id) => !claimed.has(id));
  if (refused.length > 0) {
    throw new AppError('conflict', {
      message: 'error.round_orders_unavailable',
      params: { orders: refused.join(', ') },
      errors: {
        order_ids: {
          key: 'error.round_orders_unavailable',
          params: { orders: refused.join(', ') },
        },
      },
    });
  }
}

/** POST /admin/rounds/new. */
export async function createRound(db: Db, input: CreateInput, by: RoundActor): Promise<Round> {
  await assertDriver(db, input.driver_id);
  const at = now();
  const id = await inTransaction(db, async (trx) => {
    await lockOpenDay(trx, input.date, input.driver_id);
    const round = await insertRound(trx, {
      date: input.date,
      slotId: input.slot_id ?? null,
      driverId: input.driver_id,
      by: by.userId,
      at,
    });
    await claimAll(trx, round.id, input.order_ids, at);
    await placeStops(trx, round.id, input.order_ids);
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'round.create',
      entity: 'round',
      entityId: round.id,
      before: {},
      after: { driver_id: input.driver_id, date: input.date, order_ids: stopList(input.order_ids) },
      at,
    });
    return round.id;
  });
  return roundById(db, id, by.locale);
}

/**
 * POST /admin/rounds/{id}: another driver, or the stops still to drive in a new order (the
 * list names every stop the round keeps; one left out goes back to the shop's ready orders,
 * one added is claimed as at creation). Stops already delivered or failed keep their place.
 */
export async function updateRound(
  db: Db,
  id: number,
  input: UpdateInput,
  by: RoundActor,
): Promise<Round> {
  const at = now();
  await inTransaction(db, async (trx) => {
    // The round's editors take turns from here (its row's lock on PostgreSQL).
    if (!(await touchRound(trx, id, at))) throw AppError.notFound('error.round_not_found');
    const round = await findRound(trx, id);
    if (!round) throw AppError.notFound('error.round_not_found');
    // Both drivers' days when the round changes hands, in id order (no two edits deadlock).
    const drivers = [...new Set([round.driver_id, input.driver_id ?? round.driver_id])];
    for (const driverId of drivers.sort((a, b) => a - b)) {
      await lockOpenDay(trx, round.date, driverId);
    }
    const pending = await pendingStopOrderIds(trx, id);
    const before = { driver_id: round.driver_id, order_ids: stopList(pending) };
    if (input.driver_id !== undefined && input.driver_id !== round.driver_id) {
      await assertDriver(trx, input.driver_id);
      await setRoundDriver(trx, id, { driverId: input.driver_id, at });
    }
    if (input.order_ids) {
      const done = new Set(
        (await stopsOf(trx, [id])).filter((s) => s.outcome !== 'pending').map((s) => s.order.id),
      );
      const again = input.order_ids.filter((orderId) => done.has(orderId));
      if (again.length > 0) {
        throw new AppError('conflict', {
          message: 'error.round_stop_done',
          params: { orders: again.join(', ') },
        });
      }
      const kept = new Set(input.order_ids);
      const dropped = pending.filter((orderId) => !kept.has(orderId));
      await deleteStops(trx, id, dropped);
      await releaseOrders(trx, id, dropped, at);
      await claimAll(trx, id, input.order_ids, at);
      await placeStops(trx, id, input.order_ids);
    }
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'round.update',
      entity: 'round',
      entityId: id,
      before,
      after: {
        driver_id: input.driver_id ?? round.driver_id,
        order_ids: input.order_ids ? stopList(input.order_ids) : before.order_ids,
      },
      at,
    });
  });
  return roundById(db, id, by.locale);
}
