import type { Category, Item } from '@/contracts/catalog';
import { discountPercent } from '@/contracts/item-pricing';
import { kgOf } from '@/contracts/line-pricing';
import { soldStock } from '@/contracts/stock-units';
import type { ItemOption } from '@/contracts/poultry-options';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/server/i18n/translate';
import { egp } from '@/server/money';
import type { ItemOptionRow } from '@/server/db/schema';
import type { CategoryRecord } from './category-repository';
import { weightGramsOf } from './item-option-repository';
import type { ItemRecord } from './item-repository';

function imageList(json: string, main: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (Array.isArray(parsed)) {
      const images = parsed.filter((entry): entry is string => typeof entry === 'string');
      if (images.length > 0) return images;
    }
  } catch {
    // A broken list falls back to the main image below.
  }
  return [main];
}

export function toItemOption(row: ItemOptionRow, locale: Locale): ItemOption {
  return {
    id: row.id,
    group: row.option_group,
    name: locale === 'ar' ? row.name_ar : row.name_en,
    price_delta: egp(row.price_delta_cents),
  };
}

/** The weights a shopper may pick (kg), only while the item is sold by the kg. */
export function weightOptionsOf(row: Pick<ItemRecord, 'unit_code' | 'weight_options'>): number[] {
  return row.unit_code === 'kg' ? weightGramsOf(row.weight_options).map(kgOf) : [];
}

/** `options`: the item's live options (optionsOfItems), in their order. */
export function toItem(
  row: ItemRecord,
  locale: Locale,
  favorites?: ReadonlySet<number>,
  options: readonly ItemOptionRow[] = [],
): Item {
  const ar = locale === 'ar';
  return {
    id: row.id,
    name: ar ? row.name_ar : row.name_en,
    description: ar ? row.description_ar : row.description_en,
    category_id: row.category_id,
    category_name: ar ? row.category_name_ar : row.category_name_en,
    price: egp(row.price_cents),
    old_price: row.old_price_cents === null ? null : egp(row.old_price_cents),
    discount: discountPercent(row.price_cents, row.old_price_cents),
    unit: translate(locale, `unit.${row.unit_code}`),
    unit_code: row.unit_code,
    image: row.image,
    images: imageList(row.images, row.image),
    rating: row.rating,
    reviews_count: row.reviews_count,
    // Kept units (grams of an item sold by the kg) in the sale unit the API speaks (ADR 0018).
    stock: soldStock(row.unit_code, row.stock),
    in_stock: row.stock > 0,
    weight_options: weightOptionsOf(row),
    options: options.map((option) => toItemOption(option, locale)),
    max_per_order: row.max_per_order === null ? null : soldStock(row.unit_code, row.max_per_order),
    is_live: row.is_live === 1,
    views: row.views,
    ...(favorites ? { is_favorite: favorites.has(row.id) } : {}),
  };
}

export function toCategory(row: CategoryRecord, locale: Locale): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: locale === 'ar' ? row.name_ar : row.name_en,
    image: row.image,
    items_count: row.items_count,
  };
}
