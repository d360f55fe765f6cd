import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { ItemSort } from '@/contracts/list';
import type { Db } from '@/server/db/db-types';
import type { Database } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';

/** An item row with its category's names, as the mapper needs it. */
export interface ItemRecord {
  id: number;
  category_id: number;
  category_name_en: string;
  category_name_ar: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  price_cents: number;
  old_price_cents: number | null;
  unit_code: Database['items']['unit_code'];
  image: string;
  images: string;
  rating: number;
  reviews_count: number;
  stock: number;
  is_live: number;
  views: number;
  /** JSON grams (0011); item-mapper.ts reads it. */
  weight_options: string;
  /** Stock units one order may take, or null (0015). */
  max_per_order: number | null;
}

export interface Page {
  limit: number;
  offset: number;
}

/** The one list of an item's columns (ItemRecord): shop answers and staff's both read it. */
export const ITEM_COLUMNS = [
  'items.id',
  'items.category_id',
  'categories.name_en as category_name_en',
  'categories.name_ar as category_name_ar',
  'items.name_en',
  'items.name_ar',
  'items.description_en',
  'items.description_ar',
  'items.price_cents',
  'items.old_price_cents',
  'items.unit_code',
  'items.image',
  'items.images',
  'items.rating',
  'items.reviews_count',
  'items.stock',
  'items.is_live',
  'items.views',
  'items.weight_options',
  'items.max_per_order',
] as const;

type ItemQuery = SelectQueryBuilder<Database, 'items' | 'categories', ItemRecord>;

/** Published items with their category names, ready for the item mapper. */
export function publishedItems(db: Db): ItemQuery {
  return db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .select(ITEM_COLUMNS)
    .where('items.published', '=', 1);
}

function sorted(query: ItemQuery, sort: ItemSort): ItemQuery {
  switch (sort) {
    case 'price_asc':
      return query.orderBy('items.price_cents', 'asc').orderBy('items.id', 'asc');
    case 'price_desc':
      return query.orderBy('items.price_cents', 'desc').orderBy('items.id', 'asc');
    case 'most_viewed':
      return query.orderBy('items.views', 'desc').orderBy('items.id', 'asc');
    case 'newest':
      return query.orderBy('items.created_at', 'desc').orderBy('items.id', 'desc');
    case 'relevance':
      return query.orderBy('items.id', 'asc');
  }
}

async function countWhere(
  db: Db,
  filter: (
    eb: ExpressionBuilder<Database, 'items'>,
  ) => ReturnType<ExpressionBuilder<Database, 'items'>['and']>,
): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('items.published', '=', 1)
    .where(filter)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function listItems(
  db: Db,
  options: Page & { categoryId?: number; sort: ItemSort },
): Promise<{ rows: ItemRecord[]; total: number }> {
  const { categoryId } = options;
  let query = publishedItems(db);
  if (categoryId !== undefined) query = query.where('items.category_id', '=', categoryId);
  const [rows, total] = await Promise.all([
    sorted(query, options.sort).limit(options.limit).offset(options.offset).execute(),
    countWhere(db, (eb) =>
      eb.and(categoryId === undefined ? [] : [eb('items.category_id', '=', categoryId)]),
    ),
  ]);
  return { rows, total };
}

/** Most ordered first (orders_count grows with every order line). */
export async function listPopular(
  db: Db,
  page: Page,
): Promise<{ rows: ItemRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    publishedItems(db)
      .orderBy('items.orders_count', 'desc')
      .orderBy('items.id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countWhere(db, (eb) => eb.and([])),
  ]);
  return { rows, total };
}

export async function listMostViewed(
  db: Db,
  page: Page,
): Promise<{ rows: ItemRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    sorted(publishedItems(db), 'most_viewed').limit(page.limit).offset(page.offset).execute(),
    countWhere(db, (eb) => eb.and([])),
  ]);
  return { rows, total };
}

export function findItem(db: Db, id: number): Promise<ItemRecord | undefined> {
  return publishedItems(db).where('items.id', '=', id).executeTakeFirst();
}

/** Whether an item exists at all, published or not. */
export async function itemExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('items').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Same category, not the item itself, most ordered first. */
export async function listSimilar(
  db: Db,
  item: { id: number; category_id: number },
  page: Page,
): Promise<{ rows: ItemRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    publishedItems(db)
      .where('items.category_id', '=', item.category_id)
      .where('items.id', '!=', item.id)
      .orderBy('items.orders_count', 'desc')
      .orderBy('items.id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countWhere(db, (eb) =>
      eb.and([eb('items.category_id', '=', item.category_id), eb('items.id', '!=', item.id)]),
    ),
  ]);
  return { rows, total };
}

/** What the in-memory search index keeps of each published item (search-index.ts). */
export function searchEntryRows(db: Db) {
  return db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .select([
      'items.id',
      'items.category_id',
      'items.name_en',
      'items.name_ar',
      'items.search_name',
      'items.search_body',
      'items.orders_count',
      'items.price_cents',
      'items.views',
      'items.created_at',
      'categories.name_en as category_en',
      'categories.name_ar as category_ar',
    ])
    .where('items.published', '=', 1)
    .execute();
}

/** Published items among `ids`, in the order of `ids` (unpublished ones are left out). */
export async function itemsByIds(db: Db, ids: readonly number[]): Promise<ItemRecord[]> {
  if (ids.length === 0) return [];
  const rows = await publishedItems(db).where('items.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Which of `itemIds` the user has in favourites. */
export async function favoriteIdsAmong(
  db: Db,
  userId: number,
  itemIds: readonly number[],
): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorites')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('item_id', 'in', itemIds)
    .execute();
  return new Set(rows.map((row) => row.item_id));
}

/** Adds buffered view counts (view-counter.ts) in one transaction. */
export async function addViews(db: Db, counts: ReadonlyMap<number, number>): Promise<void> {
  if (counts.size === 0) return;
  await inTransaction(db, async (trx) => {
    for (const [id, count] of counts) {
      await trx
        .updateTable('items')
        .set((eb) => ({ views: eb('views', '+', count) }))
        .where('id', '=', id)
        .execute();
    }
  });
}
