import type { Item } from '@/contracts/catalog';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import type { ItemOptionRow } from '@/server/db/schema';
import { toItem } from './item-mapper';
import { optionsOfItems } from './item-option-repository';
import { findItem, itemExists, itemsByIds } from './item-repository';
import { orderableItems, type OrderableItem } from './orderable-item-repository';

/*
 * Items as other modules read them (favourites, orders), through the catalogue's door
 * (index.ts): they never query the items table themselves (ADR 0020).
 */

/** Published items among `ids` as the shop shows them, in the order of `ids`. */
export async function shopItemsByIds(
  db: Db,
  ids: readonly number[],
  locale: Locale,
  favorites?: ReadonlySet<number>,
): Promise<Item[]> {
  const [rows, options] = await Promise.all([itemsByIds(db, ids), optionsOfItems(db, ids)]);
  return rows.map((row) => toItem(row, locale, favorites, options.get(row.id)));
}

export async function isPublishedItem(db: Db, id: number): Promise<boolean> {
  return (await findItem(db, id)) !== undefined;
}

/** Whether an item exists at all, published or not. */
export function isKnownItem(db: Db, id: number): Promise<boolean> {
  return itemExists(db, id);
}

/** Published items among `ids`, with what an order needs of them (price, unit, limits). */
export function itemsToOrder(db: Db, ids: readonly number[]): Promise<OrderableItem[]> {
  return orderableItems(db, ids);
}

/** The live options of these items, each item's in its own order. */
export function liveOptionsOf(
  db: Db,
  itemIds: readonly number[],
): Promise<Map<number, ItemOptionRow[]>> {
  return optionsOfItems(db, itemIds);
}
