import type { Item } from '@/contracts/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { AppError } from '@/server/errors/app-error';
import { findItem, itemExists, type Page } from '@/server/modules/catalog/item-repository';
import { toItem } from '@/server/modules/catalog/item-mapper';
import { optionsOfItems } from '@/server/modules/catalog/item-option-repository';
import { addFavorite, listFavoriteItems, removeFavorite } from './favorite-repository';

export async function favorites(
  db: Db,
  userId: number,
  locale: Locale,
  page: Page,
): Promise<{ items: Item[]; total: number }> {
  const { rows, total } = await listFavoriteItems(db, userId, page);
  const all = new Set(rows.map((row) => row.id));
  const options = await optionsOfItems(db, [...all]);
  return { items: rows.map((row) => toItem(row, locale, all, options.get(row.id))), total };
}

/** Only a published item can become a favourite; an unknown one is a 404. */
export async function addToFavorites(db: Db, userId: number, itemId: number): Promise<void> {
  if (!(await findItem(db, itemId))) throw AppError.notFound('error.item_not_found');
  await addFavorite(db, userId, itemId, now());
}

/**
 * Removing an item that is not a favourite is not an error (the result is the same), but an
 * item that never existed is a 404. An unpublished favourite can still be removed.
 */
export async function removeFromFavorites(db: Db, userId: number, itemId: number): Promise<void> {
  if (!(await itemExists(db, itemId))) throw AppError.notFound('error.item_not_found');
  await removeFavorite(db, userId, itemId);
}
