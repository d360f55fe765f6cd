import { sql, type Selectable } from 'kysely';
import type { Db } from '@/server/db/db-types';
import type { CategoryTable } from '@/server/db/schema';

type CategoryRow = Selectable<CategoryTable>;

export interface StaffCategoryRecord {
  id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  image: string;
  sort_order: number;
  items_count: number;
  published_count: number;
}

/**
 * Categories in shop order with their item counts: all of them (unpublished ones are work in
 * progress staff must see) and those on sale. Counts come back as strings from PostgreSQL.
 */
export async function listStaffCategories(db: Db, id?: number): Promise<StaffCategoryRecord[]> {
  let query = db
    .selectFrom('categories')
    .leftJoin('items', 'items.category_id', 'categories.id')
    .select((eb) => [
      'categories.id',
      'categories.slug',
      'categories.name_en',
      'categories.name_ar',
      'categories.image',
      'categories.sort_order',
      eb.fn.count<number | string>('items.id').as('items_count'),
      eb.fn
        .coalesce(
          eb.fn.sum<number | string | null>(
            sql<number>`case when items.published = 1 then 1 else 0 end`,
          ),
          sql<number>`0`,
        )
        .as('published_count'),
    ])
    .groupBy([
      'categories.id',
      'categories.slug',
      'categories.name_en',
      'categories.name_ar',
      'categories.image',
      'categories.sort_order',
    ])
    .orderBy('categories.sort_order')
    .orderBy('categories.id');
  if (id !== undefined) query = query.where('categories.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    items_count: Number(row.items_count),
    published_count: Number(row.published_count),
  }));
}

export function findCategoryRow(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateCategoryRow(
  db: Db,
  id: number,
  change: Partial<Pick<CategoryRow, 'name_ar' | 'name_en' | 'sort_order'>>,
): Promise<void> {
  await db.updateTable('categories').set(change).where('id', '=', id).execute();
}
