import type { Db } from '@/server/db/db-types';
import type { UnitCode } from '@/server/db/schema';

export interface OrderableItem {
  id: number;
  name_en: string;
  name_ar: string;
  image: string;
  unit_code: UnitCode;
  price_cents: number;
  stock: number;
  /** JSON grams per piece a shopper may pick (0011). */
  weight_options: string;
  /** Stock units one order may take, or null (0015). */
  max_per_order: number | null;
}

/** Published items among `ids`, with the price the order will be charged at. */
export function orderableItems(db: Db, ids: readonly number[]): Promise<OrderableItem[]> {
  return db
    .selectFrom('items')
    .select([
      'id',
      'name_en',
      'name_ar',
      'image',
      'unit_code',
      'price_cents',
      'stock',
      'weight_options',
      'max_per_order',
    ])
    .where('id', 'in', ids)
    .where('published', '=', 1)
    .execute();
}
