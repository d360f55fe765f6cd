import type { Db } from '@/server/db/db-types';
import {
  publishedItems,
  type ItemRecord,
  type Page,
} from '@/server/modules/catalog/item-repository';

/** Adding twice is not an error: the second insert does nothing. */
export async function addFavorite(
  db: Db,
  userId: number,
  itemId: number,
  at: number,
): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ user_id: userId, item_id: itemId, created_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Db, userId: number, itemId: number): Promise<void> {
  await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .execute();
}

/** The user's published favourites, most recently added first. */
export async function listFavoriteItems(
  db: Db,
  userId: number,
  page: Page,
): Promise<{ rows: ItemRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    publishedItems(db)
      .innerJoin('favorites', 'favorites.item_id', 'items.id')
      .where('favorites.user_id', '=', userId)
      .orderBy('favorites.created_at', 'desc')
      .orderBy('items.id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('favorites')
      .innerJoin('items', 'items.id', 'favorites.item_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('favorites.user_id', '=', userId)
      .where('items.published', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.count };
}
