import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';
import type { OrderStatus, UnitCode } from '@/server/db/schema';

export interface StatusFigures {
  status: OrderStatus;
  orders: number;
  total_cents: number;
}

/** Orders placed from `since` on, counted and summed by status. */
export async function figuresSince(db: Db, since: number): Promise<StatusFigures[]> {
  const rows = await db
    .selectFrom('orders')
    .select('status')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('total_cents').as('total_cents'),
    ])
    .where('created_at', '>=', since)
    .groupBy('status')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    orders: Number(row.orders),
    total_cents: Number(row.total_cents),
  }));
}

/** Orders in these statuses, whenever they were placed. */
export async function countByStatus(
  db: Db,
  statuses: readonly OrderStatus[],
): Promise<Map<OrderStatus, number>> {
  const rows = await db
    .selectFrom('orders')
    .select('status')
    .select((eb) => eb.fn.countAll<number | string>().as('orders'))
    .where('status', 'in', [...statuses])
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.orders)]));
}

export interface StockAlertRow {
  id: number;
  name_en: string;
  name_ar: string;
  stock: number;
  unit_code: UnitCode;
}

/**
 * What is left in the item's sale unit (ADR 0018): kg of an item sold by the kg (its stock is
 * kept in grams), pieces otherwise, so 3 kg and 3 birds are both "3 left".
 */
const LEFT = sql<number>`case when unit_code = 'kg' then stock / 1000.0 else stock end`;

/**
 * Published items with stock in (above, max] in their sale unit (no lower bound without
 * `above`), fewest left first, and how many there are in all (the `stock` of a row is kept
 * units: grams of an item sold by the kg). Unpublished items are off the shelf already: their
 * stock alarms nobody.
 */
export async function itemsWithStock(
  db: Db,
  range: { above?: number; max: number },
  limit: number,
): Promise<{ rows: StockAlertRow[]; count: number }> {
  let matching = db.selectFrom('items').where('published', '=', 1).where(LEFT, '<=', range.max);
  if (range.above !== undefined) matching = matching.where(LEFT, '>', range.above);
  const [rows, count] = await Promise.all([
    matching
      .select(['id', 'name_en', 'name_ar', 'stock', 'unit_code'])
      .orderBy(LEFT)
      .orderBy('id')
      .limit(limit)
      .execute(),
    matching
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.count) };
}
