import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';
import type { CashDayTable } from '@/server/db/schema';
import type { Selectable } from 'kysely';

/** One driver's stops on one day, added up from the stops as they stand. */
export interface CashTally {
  driver_id: number;
  driver_name: string;
  expected_cents: number;
  received_cents: number;
  delivered: number;
  failed: number;
  open_stops: number;
}

export type CashDayRow = Selectable<CashDayTable>;

/**
 * Every driver with a round on `date` (one driver's when given), their stops added up:
 * what the delivered ones were due, what was collected at their doors, and how many are
 * done or still open (a stop still to drive whose order is still the driver's to deliver). Piastres, summed by the database as integers.
 */
export async function tallyCash(db: Db, date: string, driverId?: number): Promise<CashTally[]> {
  let query = db
    .selectFrom('round_stops as st')
    .innerJoin('driver_rounds as r', 'r.id', 'st.round_id')
    .innerJoin('users as u', 'u.id', 'r.driver_id')
    .innerJoin('orders as o', 'o.id', 'st.order_id')
    .select([
      'r.driver_id',
      'u.name as driver_name',
      sql<string>`coalesce(sum(case when st.outcome = 'delivered' then st.amount_due_cents else 0 end), 0)`.as(
        'expected_cents',
      ),
      sql<string>`coalesce(sum(case when st.outcome = 'delivered' then st.collected_cents else 0 end), 0)`.as(
        'received_cents',
      ),
      sql<string>`sum(case when st.outcome = 'delivered' then 1 else 0 end)`.as('delivered'),
      sql<string>`sum(case when st.outcome = 'failed' then 1 else 0 end)`.as('failed'),
      // A stop whose order the shop cancelled or handed over itself meanwhile is not out.
      sql<string>`sum(case when st.outcome = 'pending' and o.status in ('Processing', 'OutForDelivery') then 1 else 0 end)`.as(
        'open_stops',
      ),
    ])
    .where('r.date', '=', date)
    .groupBy(['r.driver_id', 'u.name']);
  if (driverId !== undefined) query = query.where('r.driver_id', '=', driverId);
  const rows = await query.orderBy('u.name').execute();
  // PostgreSQL answers sums of integers as bigint text; both engines' counts fit a number.
  return rows.map((row) => ({
    driver_id: row.driver_id,
    driver_name: row.driver_name,
    expected_cents: Number(row.expected_cents),
    received_cents: Number(row.received_cents),
    delivered: Number(row.delivered),
    failed: Number(row.failed),
    open_stops: Number(row.open_stops),
  }));
}

/** The days already closed on `date`, with their drivers' names. */
export function closedDays(
  db: Db,
  date: string,
): Promise<(CashDayRow & { driver_name: string })[]> {
  return db
    .selectFrom('cash_days as c')
    .innerJoin('users as u', 'u.id', 'c.driver_id')
    .selectAll('c')
    .select('u.name as driver_name')
    .where('c.date', '=', date)
    .execute();
}

export function findClosedDay(
  db: Db,
  date: string,
  driverId: number,
): Promise<CashDayRow | undefined> {
  return db
    .selectFrom('cash_days')
    .selectAll()
    .where('date', '=', date)
    .where('driver_id', '=', driverId)
    .executeTakeFirst();
}

/** Closes the day; the unique (date, driver) index refuses a second close of it. */
export function insertClosedDay(db: Db, day: Omit<CashDayRow, 'id'>): Promise<CashDayRow> {
  return db.insertInto('cash_days').values(day).returningAll().executeTakeFirstOrThrow();
}
