import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';
import type { NamedReviewRow } from './review-repository';

/** A review as staff read it: with its product, its shopper's full name and its order. */
export type StaffReviewRow = NamedReviewRow & {
  item_name_en: string;
  item_name_ar: string;
  item_image: string;
  order_number: string;
};

export interface StaffReviewFilter {
  published?: boolean;
  /** Already lower-cased. */
  q?: string;
}

/** `%` and `_` in what staff typed are literal characters, not patterns. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function staffReviews(db: Db, filter: StaffReviewFilter) {
  let query = db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .innerJoin('items', 'items.id', 'reviews.item_id')
    .innerJoin('orders', 'orders.id', 'reviews.order_id');
  if (filter.published !== undefined) {
    query = query.where('reviews.published', '=', filter.published ? 1 : 0);
  }
  if (filter.q) {
    const text = likeLiteral(filter.q);
    // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
    // Arabic has no case, so lower() leaves its names as they are on both engines.
    query = query.where(
      sql<boolean>`(lower(items.name_en) like ${text} escape '\\' or lower(items.name_ar) like ${text} escape '\\' or lower(users.name) like ${text} escape '\\' or lower(reviews.comment) like ${text} escape '\\')`,
    );
  }
  return query;
}

function withColumns(query: ReturnType<typeof staffReviews>) {
  return query.select([
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
    'users.name as user_name',
    'items.name_en as item_name_en',
    'items.name_ar as item_name_ar',
    'items.image as item_image',
    'orders.number as order_number',
  ]);
}

/** One page of reviews, newest first, and how many match in all. */
export async function listStaffReviewRows(
  db: Db,
  filter: StaffReviewFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffReviewRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    withColumns(staffReviews(db, filter))
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    staffReviews(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function staffReviewRow(db: Db, id: number): Promise<StaffReviewRow | undefined> {
  const row = await withColumns(staffReviews(db, {}))
    .where('reviews.id', '=', id)
    .executeTakeFirst();
  return row;
}

/** One page of an item's published reviews, newest first, and how many it has. */
export async function publishedReviewRows(
  db: Db,
  itemId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: NamedReviewRow[]; total: number }> {
  const base = db
    .selectFrom('reviews')
    .where('reviews.item_id', '=', itemId)
    .where('reviews.published', '=', 1);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users', 'users.id', 'reviews.user_id')
      .selectAll('reviews')
      .select('users.name as user_name')
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows,
    total: Number(count.count),
  };
}
