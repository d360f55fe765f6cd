import type { Db } from '@/server/db/db-types';

export interface CategoryRecord {
  id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  image: string;
  items_count: number;
}

/** Categories in shop order, each with its count of published items. */
export async function listCategories(db: Db): Promise<CategoryRecord[]> {
  const rows = await db
    .selectFrom('categories')
    .leftJoin('items', (join) =>
      join.onRef('items.category_id', '=', 'categories.id').on('items.published', '=', 1),
    )
    .select((eb) => [
      'categories.id',
      'categories.slug',
      'categories.name_en',
      'categories.name_ar',
      'categories.image',
      eb.fn.count<number>('items.id').as('items_count'),
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
    .orderBy('categories.id')
    .execute();
  return rows;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
