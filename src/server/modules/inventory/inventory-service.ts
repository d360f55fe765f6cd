import type { Db } from '@/server/db/db-types';
import {
  giveBackItemStock,
  rescaleTakenStock,
  setItemStock,
  stockOfItems,
  takeItemStock,
} from './inventory-repository';

/*
 * Stock, in one place (issue 39, ADR 0020): an order takes it, a cancel gives it back, staff
 * set it. Every function runs in the caller's transaction (`trx`), so an order's take commits
 * or rolls back with the order itself.
 */

/** One line's move of stock: kept units (grams or pieces) and the pieces ordered. */
export interface StockMove {
  itemId: number;
  units: number;
  ordered: number;
}

/**
 * Takes every move with a guarded decrement, in item-id order so two orders never wait on each
 * other's rows. Returns the moves there was not enough stock for, each with the stock left.
 */
export async function takeStock<T extends StockMove>(
  trx: Db,
  moves: readonly T[],
): Promise<{ move: T; stockLeft: number }[]> {
  const short: { move: T; stockLeft: number }[] = [];
  for (const move of [...moves].sort((a, b) => a.itemId - b.itemId)) {
    if (!(await takeItemStock(trx, move.itemId, move.units, move.ordered))) {
      const left = await stockOfItems(trx, [move.itemId]);
      short.push({ move, stockLeft: left.get(move.itemId) ?? 0 });
    }
  }
  return short;
}

/**
 * A cancelled order's lines go back on the shelf (what each took, the kg rounded up for a line
 * sold by weight) and no longer count as ordered. In item-id order, as orders take stock, so
 * the two never wait on each other.
 */
export async function giveBackStock(trx: Db, moves: readonly StockMove[]): Promise<void> {
  for (const move of [...moves].sort((a, b) => a.itemId - b.itemId)) {
    await giveBackItemStock(trx, move.itemId, move.units, move.ordered);
  }
}

/** The stock staff set (an edit, or a new item's opening stock), in kept units. */
export async function setStock(trx: Db, itemId: number, stock: number): Promise<void> {
  await setItemStock(trx, itemId, stock);
}

export { rescaleTakenStock, stockOfItems };
