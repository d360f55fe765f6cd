import type { Db } from '@/server/db/db-types';

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

/** The user's published favourites' ids, most recently added first (catalog shows them). */
export async function listFavoriteIds(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  // Reads whether an item is published, never its fields: those come from the catalogue.
  const mine = () =>
    db
      .selectFrom('favorites')
      .innerJoin('items', 'items.id', 'favorites.item_id')
      .where('favorites.user_id', '=', userId)
      .where('items.published', '=', 1);
  const [rows, count] = await Promise.all([
    mine()
      .select('favorites.item_id')
      .orderBy('favorites.created_at', 'desc')
      .orderBy('favorites.item_id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    mine()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.item_id), total: count.count };
}
