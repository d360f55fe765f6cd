import type { Selectable } from 'kysely';
import type { Db } from '@/server/db/db-types';
import { forUpdate } from '@/server/db/row-lock';
import type { ReviewTable } from '@/server/db/review-tables';

/*
 * The reviews table and what a review needs from orders, users and items: the only code of
 * the module that touches the database. Times are bigint columns, which open-database.ts has
 * PostgreSQL hand back as numbers; aggregates are typed loosely and read with Number().
 */

export type ReviewRow = Selectable<ReviewTable>;

/** A review with its writer's full name, as every list of reviews reads it. */
export type NamedReviewRow = ReviewRow & { user_name: string };

const REVIEW_COLUMNS = [
  'reviews.id',
  'reviews.order_id',
  'reviews.item_id',
  'reviews.user_id',
  'reviews.rating',
  'reviews.comment',
  'reviews.published',
  'reviews.reply',
  'reviews.replied_at',
  'reviews.replied_by',
  'reviews.moderated_at',
  'reviews.moderated_by',
  'reviews.created_at',
  'reviews.updated_at',
] as const;

function namedReviews(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .select(REVIEW_COLUMNS)
    .select('users.name as user_name');
}

export async function reviewById(db: Db, id: number): Promise<NamedReviewRow | undefined> {
  const row = await namedReviews(db).where('reviews.id', '=', id).executeTakeFirst();
  return row;
}

export async function reviewOf(
  db: Db,
  orderId: number,
  itemId: number,
): Promise<NamedReviewRow | undefined> {
  const row = await namedReviews(db)
    .where('reviews.order_id', '=', orderId)
    .where('reviews.item_id', '=', itemId)
    .executeTakeFirst();
  return row;
}

/**
 * The review of (order, item) a shopper's post is about to change, held until the transaction
 * ends on PostgreSQL so that two posts take turns.
 */
export async function reviewToWrite(
  trx: Db,
  orderId: number,
  itemId: number,
): Promise<ReviewRow | undefined> {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('reviews')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('item_id', '=', itemId),
  ).executeTakeFirst();
  return row;
}

/** A review staff are about to change, held until the transaction ends on PostgreSQL. */
export async function reviewForModeration(trx: Db, id: number): Promise<ReviewRow | undefined> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('reviews').selectAll().where('id', '=', id),
  ).executeTakeFirst();
  return row;
}

export async function reviewsOfOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<NamedReviewRow[]> {
  const rows = await namedReviews(db)
    .where('reviews.order_id', '=', orderId)
    .where('reviews.user_id', '=', userId)
    .orderBy('reviews.id')
    .execute();
  return rows;
}

export interface NewReview {
  order_id: number;
  item_id: number;
  user_id: number;
  rating: number;
  comment: string;
  published: 0 | 1;
  at: number;
}

export async function insertReview(db: Db, review: NewReview): Promise<number> {
  const { at, ...values } = review;
  const row = await db
    .insertInto('reviews')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ReviewChange {
  rating?: number;
  comment?: string;
  published?: 0 | 1;
  reply?: string | null;
  replied_at?: number | null;
  replied_by?: number | null;
  moderated_at?: number;
  moderated_by?: number;
  updated_at?: number;
}

export async function updateReview(db: Db, id: number, change: ReviewChange): Promise<void> {
  await db.updateTable('reviews').set(change).where('id', '=', id).execute();
}

/** The order as a review needs it, when it is the user's. */
export function orderOfUser(
  db: Db,
  userId: number,
  orderId: number,
): Promise<{ id: number; status: string } | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** When the order was delivered (its history's Delivered row), or null. */
export async function deliveredAt(db: Db, orderId: number): Promise<number | null> {
  const row = await db
    .selectFrom('order_history')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'Delivered')
    .executeTakeFirst();
  return row?.at ?? null;
}

export async function orderHasItem(db: Db, orderId: number, itemId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_lines')
    .select('id')
    .where('order_id', '=', orderId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sum and count of an item's published ratings. */
async function publishedTotals(db: Db, itemId: number): Promise<{ sum: number; count: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.sum<number | string | null>('rating').as('sum'),
      eb.fn.countAll().as('count'),
    ])
    .where('item_id', '=', itemId)
    .where('published', '=', 1)
    .executeTakeFirstOrThrow();
  return { sum: Number(row.sum ?? 0), count: Number(row.count) };
}

/** Average to two decimals, or 0 for none. */
export const averageOf = (sum: number, count: number): number =>
  count === 0 ? 0 : Math.round((sum / count) * 100) / 100;

/** items.rating and items.reviews_count from the item's published reviews. */
export async function refreshItemRating(db: Db, itemId: number): Promise<void> {
  const { sum, count } = await publishedTotals(db, itemId);
  await db
    .updateTable('items')
    .set({ rating: averageOf(sum, count), reviews_count: count })
    .where('id', '=', itemId)
    .execute();
}

/** Sum and count of the published reviews written since `sinceMs`. */
export async function publishedSince(
  db: Db,
  sinceMs: number,
): Promise<{ sum: number; count: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.sum<number | string | null>('rating').as('sum'),
      eb.fn.countAll().as('count'),
    ])
    .where('published', '=', 1)
    .where('created_at', '>=', sinceMs)
    .executeTakeFirstOrThrow();
  return { sum: Number(row.sum ?? 0), count: Number(row.count) };
}
