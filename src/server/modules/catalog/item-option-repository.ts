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
