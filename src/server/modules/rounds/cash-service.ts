import type { z } from 'zod';
import type { CashDay, cashCloseBodySchema } from '@/contracts/driver-rounds';
import { shopDate } from '@/lib/shop-calendar';
import { now } from '@/server/clock';
import { isUniqueViolation } from '@/server/db/db-errors';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { egp, toCents } from '@/server/money';
import { recordStaffWrite } from '@/server/modules/audit';
import {
  closedDays,
  insertClosedDay,
  tallyCash,
  type CashDayRow,
  type CashTally,
} from './cash-repository';
import { lockOpenDay } from './day-lock';

type CloseInput = z.output<typeof cashCloseBodySchema>;

/** A day still open: what the stops say so far; the difference is received less expected. */
function openDay(date: string, tally: CashTally): CashDay {
  return {
    driver: { id: tally.driver_id, name: tally.driver_name },
    date,
    expected: egp(tally.expected_cents),
    received: egp(tally.received_cents),
    handed_over: null,
    difference: egp(tally.received_cents - tally.expected_cents),
    delivered: tally.delivered,
    failed: tally.failed,
    open_stops: tally.open_stops,
    closed: false,
    closed_at: null,
  };
}

/** A closed day: the figures as they were closed; the difference is handed over less expected. */
function closedDay(row: CashDayRow & { driver_name: string }): CashDay {
  return {
    driver: { id: row.driver_id, name: row.driver_name },
    date: row.date,
    expected: egp(row.expected_cents),
    received: egp(row.received_cents),
    handed_over: egp(row.handed_over_cents),
    difference: egp(row.handed_over_cents - row.expected_cents),
    delivered: row.delivered,
    failed: row.failed,
    open_stops: 0,
    closed: true,
    closed_at: new Date(row.closed_at).toISOString(),
  };
}

/** GET /admin/cash: every driver with a round that day (today in Cairo by default). */
export async function listCash(db: Db, date: string | undefined): Promise<CashDay[]> {
  const day = date ?? shopDate(now());
  const [tallies, closed] = await Promise.all([tallyCash(db, day), closedDays(db, day)]);
  const closedBy = new Map(closed.map((row) => [row.driver_id, row]));
  return tallies.map((tally) => {
    const row = closedBy.get(tally.driver_id);
    return row ? closedDay(row) : openDay(day, tally);
  });
}

/**
 * POST /admin/cash/close: an admin counts what the driver brought back and closes the day. The
 * figures are taken as the stops stand and kept as they were; nothing of that driver's day
 * changes after (day-lock.ts). 404 for a driver with no round that day; 409 while a stop is
 * still out, and for a day already closed.
 */
export async function closeCash(
  db: Db,
  input: CloseInput,
  by: { userId: number; role: Role },
): Promise<CashDay> {
  const at = now();
  try {
    return await inTransaction(db, async (trx) => {
      await lockOpenDay(trx, input.date, input.driver_id);
      const [tally] = await tallyCash(trx, input.date, input.driver_id);
      if (!tally) throw AppError.notFound('error.cash_day_not_found');
      if (tally.open_stops > 0) {
        throw new AppError('conflict', {
          message: 'error.cash_day_open_stops',
          params: { count: tally.open_stops },
        });
      }
      const handedOver = toCents(input.handed_over);
      const row = await insertClosedDay(trx, {
        date: input.date,
        driver_id: input.driver_id,
        expected_cents: tally.expected_cents,
        received_cents: tally.received_cents,
        handed_over_cents: handedOver,
        delivered: tally.delivered,
        failed: tally.failed,
        closed_at: at,
        closed_by: by.userId,
      });
      await recordStaffWrite(trx, {
        userId: by.userId,
        role: by.role,
        action: 'cash.close',
        entity: 'cash_day',
        entityId: row.id,
        before: {},
        after: {
          date: input.date,
          driver_id: input.driver_id,
          expected: egp(tally.expected_cents),
          received: egp(tally.received_cents),
          handed_over: egp(handedOver),
          difference: egp(handedOver - tally.expected_cents),
        },
        at,
      });
      return closedDay({ ...row, driver_name: tally.driver_name });
    });
  } catch (error) {
    // The day's lock makes a second close find the day closed; the unique (date, driver)
    // index gives the same answer should one ever get past it.
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', {
        message: 'error.cash_day_closed',
        params: { date: input.date },
      });
    }
    throw error;
  }
}
