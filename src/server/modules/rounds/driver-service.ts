import type { z } from 'zod';
import {
  FAILED_STOP_RULE,
  type DriverRound,
  type stopDeliveredBodySchema,
  type stopFailedBodySchema,
} from '@/contracts/driver-rounds';
import type { Order } from '@/contracts/order';
import type { Locale } from '@/lib/i18n/locales';
import { shopDate } from '@/lib/shop-calendar';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { OrderRow, Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { translate } from '@/server/i18n/translate';
import { egp, toCents } from '@/server/money';
import { recordStaffWrite } from '@/server/modules/audit';
import {
  afterMove,
  findAnyOrderRow,
  linesOf,
  moveWithin,
  tellDeliveryFailed,
  toOrder,
} from '@/server/modules/orders';
import { lockOpenDay } from './day-lock';
import { currentStopOf, finishStop, releaseOrders, roundsOn, stopsOf } from './round-repository';
import { orderAmountDueCents, toRound, toRoundStop } from './round-service';

type DeliveredInput = z.output<typeof stopDeliveredBodySchema>;
type FailedInput = z.output<typeof stopFailedBodySchema>;

/** The driver at the door: their account, and the language they work in. */
export interface DriverActor {
  userId: number;
  role: Role;
  locale: Locale;
}

/** GET /driver/round: the driver's own rounds of the day, each stop with its whole order. */
export async function driverRounds(
  db: Db,
  driverId: number,
  date: string | undefined,
  locale: Locale,
): Promise<DriverRound[]> {
  const rounds = await roundsOn(db, date ?? shopDate(now()), driverId);
  const stops = await stopsOf(
    db,
    rounds.map((round) => round.id),
  );
  const lines = await linesOf(
    db,
    stops.map((stop) => stop.order.id),
  );
  return rounds.map((round) => ({
    ...toRound(round, stops, locale),
    stops: stops
      .filter((stop) => stop.round_id === round.id)
      .map((stop) => {
        const order = toOrder(
          stop.order,
          lines.filter((line) => line.order_id === stop.order.id),
          locale,
        );
        return {
          ...toRoundStop(stop, locale),
          lines: order.items.map((line) => ({
            name: line.name,
            qty: line.qty,
            unit: line.unit,
            weight: line.weight,
            weighed_weight: line.weighed_weight,
            line_total: line.line_total,
          })),
          order,
        };
      }),
  }));
}

/**
 * The stop of this order on the caller's round, locked for the change: the order must be on a
 * round of theirs (404 for anyone else's, which says nothing of other rounds), out for
 * delivery (409 while the shop still has it, or once it is done), on a day not yet closed.
 */
async function openStop(trx: Db, orderId: number, by: DriverActor) {
  const stop = await currentStopOf(trx, orderId);
  if (!stop || stop.driver_id !== by.userId) throw AppError.notFound('error.stop_not_found');
  await lockOpenDay(trx, stop.date, by.userId);
  const order = await findAnyOrderRow(trx, orderId);
  if (!order) throw AppError.notFound('error.stop_not_found');
  if (stop.outcome !== 'pending' || order.status !== 'OutForDelivery') {
    throw new AppError('conflict', {
      message: stop.outcome === 'pending' ? 'error.stop_not_out' : 'error.stop_done',
    });
  }
  return { stop, order };
}

const alreadyDone = () => new AppError('conflict', { message: 'error.stop_done' });

/** The order as it now stands, as the driver's answer carries it. */
async function orderNow(db: Db, orderId: number, locale: Locale): Promise<Order> {
  const row = await findAnyOrderRow(db, orderId);
  if (!row) throw AppError.notFound('error.stop_not_found');
  return toOrder(row, await linesOf(db, [orderId]), locale);
}

/**
 * POST /driver/stops/{order_id}/delivered. The cash handed over at the door is recorded as
 * given; what the driver keeps is at most the amount due (the rest was change). Of two taps at
 * once, one delivers; the other is told the stop is done (409).
 *
 * The amount due is the total less the order's cash back, so it may be negative (the shop
 * owes the shopper more than the order costs). Then min(tendered, due) is the due itself: the
 * driver paid that out, and the stop's collected cash is negative. The day's sums
 * (cash-repository.ts tallyCash) add the signed figures, so `expected` and `received` are
 * the cash the driver should and does bring back net of what they paid out, and the
 * difference still compares like with like.
 */
export async function stopDelivered(
  db: Db,
  orderId: number,
  input: DeliveredInput,
  by: DriverActor,
): Promise<Order> {
  const at = now();
  await inTransaction(db, async (trx) => {
    const { stop, order } = await openStop(trx, orderId, by);
    const due = orderAmountDueCents(order);
    const tendered = toCents(input.cash_received);
    const collected = Math.min(tendered, due);
    const finished = await finishStop(trx, stop.stop_id, {
      outcome: 'delivered',
      amountDueCents: due,
      tenderedCents: tendered,
      collectedCents: collected,
      reason: null,
      note: '',
      at,
    });
    if (!finished) throw alreadyDone();
    await moveWithin(trx, order, 'Delivered', { ...driverMove(by), note: '' }, at);
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'stop.delivered',
      entity: 'order',
      entityId: order.id,
      before: { amount_due: egp(due) },
      after: { cash_received: egp(tendered), collected: egp(collected) },
      at,
    });
  });
  afterMove('Delivered');
  return orderNow(db, orderId, by.locale);
}

const driverMove = (by: DriverActor) => ({
  mover: 'driver' as const,
  userId: by.userId,
  role: by.role,
  locale: by.locale,
});

/** The reason in words, with the driver's note after it. */
const reasonText = (input: FailedInput) => (locale: Locale) => {
  const reason = translate(locale, `failure_reason.${input.reason}`);
  return input.note ? `${reason}: ${input.note}` : reason;
};

/**
 * POST /driver/stops/{order_id}/failed. The shop's rule for the reason (FAILED_STOP_RULE)
 * decides: the order goes back to the shop, off the round, to be driven again, or it is
 * cancelled, which gives its stock and slot place back once (the workflow's cancel).
 */
export async function stopFailed(
  db: Db,
  orderId: number,
  input: FailedInput,
  by: DriverActor,
): Promise<Order> {
  const at = now();
  const to = FAILED_STOP_RULE[input.reason] === 'cancel' ? 'Cancelled' : 'Processing';
  const reason = reasonText(input);
  await inTransaction(db, async (trx) => {
    const { stop, order } = await openStop(trx, orderId, by);
    const finished = await finishStop(trx, stop.stop_id, {
      outcome: 'failed',
      amountDueCents: null,
      tenderedCents: null,
      collectedCents: null,
      reason: input.reason,
      note: input.note,
      at,
    });
    if (!finished) throw alreadyDone();
    await moveWithin(trx, order, to, { ...driverMove(by), note: reason(by.locale) }, at);
    if (to === 'Processing') await backToShop(trx, order, stop, reason, at);
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'stop.failed',
      entity: 'order',
      entityId: order.id,
      before: {},
      after: { reason: input.reason, note: input.note, status: to },
      at,
    });
  });
  afterMove(to);
  return orderNow(db, orderId, by.locale);
}

/** Off the round, among the shop's ready orders again; the shopper hears why. */
async function backToShop(
  trx: Db,
  order: OrderRow,
  stop: { stop_id: number; round_id: number },
  reason: (locale: Locale) => string,
  at: number,
): Promise<void> {
  await releaseOrders(trx, stop.round_id, [order.id], at);
  await tellDeliveryFailed(trx, order.id, { stopId: stop.stop_id, reason });
}
