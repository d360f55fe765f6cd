import type { Item } from '@/contracts/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { AppError } from '@/server/errors/app-error';
import { isKnownItem, isPublishedItem, shopItemsByIds } from '@/server/modules/catalog';
import { addFavorite, listFavoriteIds, removeFavorite } from './favorite-repository';

export async function favorites(
  db: Db,
  userId: number,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<{ items: Item[]; total: number }> {
  const { ids, total } = await listFavoriteIds(db, userId, page);
  return { items: await shopItemsByIds(db, ids, locale, new Set(ids)), total };
}

/** Only a published item can become a favourite; an unknown one is a 404. */
export async function addToFavorites(db: Db, userId: number, itemId: number): Promise<void> {
  if (!(await isPublishedItem(db, itemId))) throw AppError.notFound('error.item_not_found');
  await addFavorite(db, userId, itemId, now());
}

/**
 * Removing an item that is not a favourite is not an error (the result is the same), but an
 * item that never existed is a 404. An unpublished favourite can still be removed.
 */
export async function removeFromFavorites(db: Db, userId: number, itemId: number): Promise<void> {
  if (!(await isKnownItem(db, itemId))) throw AppError.notFound('error.item_not_found');
  await removeFavorite(db, userId, itemId);
}
