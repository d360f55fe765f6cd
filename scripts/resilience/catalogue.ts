// The items the simulated shoppers buy, with stock set so that some sell out mid-run.
import type { Db } from '@/server/db/db-types';
import type { PlaceOrderBody } from '@/contracts/order';
import { keptStock } from '@/contracts/stock-units';

export interface Stocked {
  scarce: number[];
  plenty: number[];
  /** Stock at the start, by item id, as kept (grams of an item sold by the kg: ADR 0018). */
  start: Map<number, number>;
}

/**
 * Eight published items: three scarce ones that sell out at different times while orders
 * race for their last units (the guarded decrement's case), five that never run out.
 * `scarceStock` is in each item's sale unit: 40 is 40 birds, or 40 kg of an item sold by the kg
 * (a line without a weight takes whole kg of it).
 */
export async function stockTheShelves(db: Db, scarceStock: readonly number[]): Promise<Stocked> {
  const rows = await db
    .selectFrom('items')
    .select(['id', 'unit_code'])
    .where('published', '=', 1)
    .orderBy('id')
    .limit(8)
    .execute();
  if (rows.length < 8) throw new Error('The seed has fewer than 8 published items');
  const ids = rows.map((row) => row.id);
  const start = new Map<number, number>();
  for (const [index, { id, unit_code }] of rows.entries()) {
    const stock = keptStock(unit_code, scarceStock[index] ?? 1_000_000);
    await db.updateTable('items').set({ stock }).where('id', '=', id).execute();
    start.set(id, stock);
  }
  return { scarce: ids.slice(0, scarceStock.length), plenty: ids.slice(scarceStock.length), start };
}

const pick = (ids: readonly number[]) => ids[Math.floor(Math.random() * ids.length)];

/**
 * What one shopper's cart holds: 1-3 distinct items, 1-3 of each; one cart in four also
 * wants a scarce item (a sold-out one makes the whole order a 409 and takes nothing).
 */
export function randomOrder(stocked: Stocked, addressId: number): PlaceOrderBody {
  const count = 1 + Math.floor(Math.random() * 3);
  const chosen = [...stocked.plenty].sort(() => Math.random() - 0.5).slice(0, count);
  const scarce = Math.random() < 0.25 ? pick(stocked.scarce) : undefined;
  if (scarce !== undefined) chosen[0] = scarce;
  return {
    address_id: addressId,
    items: chosen.map((item_id) => ({ item_id, qty: 1 + Math.floor(Math.random() * 3) })),
  };
}
