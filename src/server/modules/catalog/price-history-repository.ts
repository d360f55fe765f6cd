import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';

export interface PriceChangeRow {
  price_cents: number;
  old_price_cents: number | null;
  changed_by: number;
  user_name: string;
  user_role: Role;
  at: number;
}

/** Call inside the price change's own transaction: the price and its record commit together. */
export async function insertPriceChange(
  trx: Db,
  change: {
    itemId: number;
    priceCents: number;
    oldPriceCents: number | null;
    userId: number;
    at: number;
  },
): Promise<void> {
  await trx
    .insertInto('item_price_history')
    .values({
      item_id: change.itemId,
      price_cents: change.priceCents,
      old_price_cents: change.oldPriceCents,
      changed_by: change.userId,
      at: change.at,
    })
    .execute();
}

/** One item's prices, newest first, with who set each. */
export async function listPriceChanges(
  db: Db,
  itemId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: PriceChangeRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('item_price_history')
      .innerJoin('users', 'users.id', 'item_price_history.changed_by')
      .select([
        'item_price_history.price_cents',
        'item_price_history.old_price_cents',
        'item_price_history.changed_by',
        'item_price_history.at',
        'users.name as user_name',
        'users.role as user_role',
      ])
      .where('item_price_history.item_id', '=', itemId)
      .orderBy('item_price_history.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('item_price_history')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('item_id', '=', itemId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
