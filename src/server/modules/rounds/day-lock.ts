import type { Db } from '@/server/db/db-types';
import { lockKey } from '@/server/db/row-lock';
import { AppError } from '@/server/errors/app-error';
import { findClosedDay } from './cash-repository';

/**
 * A driver's day takes one writer at a time, and a closed day none: building or changing a
 * round, a stop done at a door and closing the day's cash each lock (date, driver) first and
 * then find the day still open. So nothing is added to a day after an admin closed it, and a
 * close never misses a stop that was being recorded while it ran (PostgreSQL; SQLite runs one
 * transaction at a time).
 */
export async function lockOpenDay(trx: Db, date: string, driverId: number): Promise<void> {
  await lockKey(trx, `cash_day:${date}`, driverId);
  if (await findClosedDay(trx, date, driverId)) {
    throw new AppError('conflict', { message: 'error.cash_day_closed', params: { date } });
  }
}
