import { isWeighedStock, keptStock } from '@/contracts/stock-units';
import type { Db } from '@/server/db/db-types';
import type { UnitCode } from '@/server/db/schema';

/*
 * The only statements that change `items.stock` (ADR 0020): taken for an order, given back on a
 * cancel, set by staff. `orders_count` (the popular lists) moves with every take and give-back.
 */

/**
 * Takes `units` out of stock in one guarded statement, never read-then-write: it changes a row
 * only while enough stock is left, so concurrent orders cannot oversell on either engine.
 * `ordered` (the pieces, for the popular lists) is `units` unless the line is sold by weight.
 */
export async function takeItemStock(
  db: Db,
  itemId: number,
  units: number,
  ordered: number,
): Promise<boolean> {
  const result = await db
    .updateTable('items')
    .set((eb) => ({
      stock: eb('stock', '-', units),
      orders_count: eb('orders_count', '+', ordered),
    }))
    .where('id', '=', itemId)
    .where('published', '=', 1)
    .where('stock', '>=', units)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts `units` back on the shelf; the `ordered` pieces no longer count (never below zero). */
export async function giveBackItemStock(
  db: Db,
  itemId: number,
  units: number,
  ordered: number,
): Promise<void> {
  await db
    .updateTable('items')
    .set((eb) => ({ stock: eb('stock', '+', units) }))
    .where('id', '=', itemId)
    .execute();
  await db
    .updateTable('items')
    .set((eb) => ({ orders_count: eb('orders_count', '-', ordered) }))
    .where('id', '=', itemId)
    .where('orders_count', '>=', ordered)
    .execute();
}

export async function setItemStock(db: Db, itemId: number, stock: number): Promise<void> {
  await db.updateTable('items').set({ stock }).where('id', '=', itemId).execute();
}

/** The stock of each of `itemIds` as this transaction sees it; an unknown id is absent. */
export async function stockOfItems(
  db: Db,
  itemIds: readonly number[],
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['id', 'stock'])
    .where('id', 'in', itemIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/**
 * When an item starts or stops being sold by the kg, what its order lines took is rescaled
 * with its stock (grams ↔ pieces), so cancelling an order placed before gives back the same
 * figure the stock moved by. Integer division rounds down on both engines, as the stock does.
 */
export async function rescaleTakenStock(
  trx: Db,
  itemId: number,
  from: UnitCode,
  to: UnitCode,
): Promise<void> {
  if (isWeighedStock(from) === isWeighedStock(to)) return;
  const factor = keptStock('kg', 1);
  await trx
    .updateTable('order_lines')
    .set((eb) => ({
      stock_taken: isWeighedStock(to)
        ? eb('stock_taken', '*', factor)
        : eb('stock_taken', '/', factor),
    }))
    .where('item_id', '=', itemId)
    .execute();
}
