import type { Db } from '@/server/db/db-types';
import type { ItemOptionRow } from '@/server/db/schema';

/**
 * Items' preparation choices (0011-poultry-options.ts). Lists load them for all their items in
 * one query, never one per item.
 */

/** The live options of these items, each item's in its own order. */
export async function optionsOfItems(
  db: Db,
  itemIds: readonly number[],
): Promise<Map<number, ItemOptionRow[]>> {
  const byItem = new Map<number, ItemOptionRow[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom('item_options')
    .selectAll()
    .where('item_id', 'in', [...new Set(itemIds)])
    .where('retired', '=', 0)
    .orderBy('item_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byItem.get(row.item_id) ?? [];
    list.push(row);
    byItem.set(row.item_id, list);
  }
  return byItem;
}

/** The item's live options, in order (for one item: staff edit one at a time). */
export function liveOptions(db: Db, itemId: number): Promise<ItemOptionRow[]> {
  return db
    .selectFrom('item_options')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('retired', '=', 0)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Writes a planned list (item-options.ts): updates kept ids, inserts new ones, retires the rest. */
export async function saveOptions(
  trx: Db,
  itemId: number,
  current: readonly ItemOptionRow[],
  planned: readonly ItemOptionRow[],
): Promise<void> {
  const kept = new Set(planned.map((row) => row.id));
  for (const row of current) {
    if (!kept.has(row.id)) {
      await trx.updateTable('item_options').set({ retired: 1 }).where('id', '=', row.id).execute();
    }
  }
  for (const { id, ...row } of planned) {
    if (id === 0) await trx.insertInto('item_options').values(row).execute();
    else await trx.updateTable('item_options').set(row).where('id', '=', id).execute();
  }
}

/** A stored weight list (JSON grams) as whole grams, smallest first; broken lists are empty. */
export function weightGramsOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((grams): grams is number => Number.isInteger(grams) && grams > 0)
      .sort((a, b) => a - b);
  } catch {
    return [];
  }
}
