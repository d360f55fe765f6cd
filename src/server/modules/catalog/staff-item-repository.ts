import { sql, type Updateable } from 'kysely';
import type { Db } from '@/server/db/db-types';
import { forUpdate } from '@/server/db/row-lock';
import type { ItemTable, NewItem } from '@/server/db/schema';
import { ITEM_COLUMNS, type ItemRecord } from './item-repository';

/** An item as staff edit it: the shop's item record, published or not, with its slug. */
export interface StaffItemRecord extends ItemRecord {
  slug: string;
  published: 0 | 1;
  updated_at: number;
}

export interface StaffItemFilter {
  /** Part of either name, or the item's number. */
  q?: string;
  /** `q` folded as items.search_name is (search-text.ts), to meet Arabic spelling variants. */
  folded?: string;
  categoryId?: number;
  published?: boolean;
}

/** `%` and `_` in what staff typed are literal characters, not patterns. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function staffItems(db: Db) {
  return db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .select([...ITEM_COLUMNS, 'items.slug', 'items.published', 'items.updated_at']);
}

function filtered(db: Db, filter: StaffItemFilter) {
  let query = db.selectFrom('items');
  if (filter.categoryId !== undefined)
    query = query.where('items.category_id', '=', filter.categoryId);
  if (filter.published !== undefined) {
    query = query.where('items.published', '=', filter.published ? 1 : 0);
  }
  const { q } = filter;
  if (q) {
    // SQLite's LIKE has no escape character unless told; PostgreSQL's is the backslash too.
    const name = likeLiteral(q.toLowerCase());
    const folded = likeLiteral(filter.folded || q.toLowerCase());
    const id = /^\d{1,9}$/.test(q) ? Number(q) : -1;
    query = query.where(
      sql<boolean>`(lower(items.name_en) like ${name} escape '\\' or lower(items.name_ar) like ${name} escape '\\' or items.search_name like ${folded} escape '\\' or items.id = ${id})`,
    );
  }
  return query;
}

/** Every item, published or not, in the shop's category order. */
export async function listStaffItemRows(
  db: Db,
  filter: StaffItemFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffItemRecord[]; total: number }> {
  const ids = filtered(db, filter).select('items.id');
  const [rows, count] = await Promise.all([
    staffItems(db)
      .where('items.id', 'in', ids)
      .orderBy('categories.sort_order')
      .orderBy('items.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export function findStaffItemRow(db: Db, id: number): Promise<StaffItemRecord | undefined> {
  return staffItems(db).where('items.id', '=', id).executeTakeFirst();
}

/**
 * The item, held until the transaction ends: of two edits at once, the second reads what the
 * first wrote (the price it lowers from, for the old price). PostgreSQL locks the row; SQLite
 * runs one write transaction at a time already.
 */
export async function lockStaffItemRow(trx: Db, id: number): Promise<StaffItemRecord | undefined> {
  await forUpdate(trx, trx.selectFrom('items').select('id').where('id', '=', id)).execute();
  return findStaffItemRow(trx, id);
}

export async function updateItemRow(
  trx: Db,
  id: number,
  changes: Updateable<ItemTable>,
): Promise<void> {
  await trx.updateTable('items').set(changes).where('id', '=', id).execute();
}

export async function insertItemRow(trx: Db, row: NewItem): Promise<number> {
  const inserted = await trx
    .insertInto('items')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The slugs that start with `base`, to pick the next free one (item-slug.ts). */
export async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('slug')
    .where(sql<boolean>`slug like ${likeLiteral(base).slice(1)} escape '\\'`)
    .execute();
  return rows.map((row) => row.slug);
}

/** A category's picture (it stands in for a new item's own), or undefined if there is none. */
export async function categoryPicture(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('categories')
    .select('image')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.image;
}
