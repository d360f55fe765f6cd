import { keptStock } from '@/contracts/stock-units';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { toCents } from '@/server/money';
import { searchBodyColumn, searchNameColumn } from '@/contracts/search-text';
import type { NewItem } from '@/server/db/schema';
import { seedBanners } from './data/banners';
import { seedBranches } from './data/branches';
import { seedCategories } from './data/categories';
import { seedContacts } from './data/contacts';
import { seedDeliveryRounds } from './data/delivery-rounds';
import { seedDeliveryZones } from './data/delivery-zones';
import { seedFeatures } from './data/features';
import { seedShopFacts } from './data/shop-facts';
import { seedItems } from './data/items';
import { bannerImage, categoryImage, itemImage, type SeedItem } from './data/types';

/** The row of a seed item; also used by the bench seeder for its 10,000 items. */
export function itemRow(item: SeedItem, categoryId: number, at: number, slug = item.slug): NewItem {
  return {
    category_id: categoryId,
    slug,
    name_en: item.name_en,
    name_ar: item.name_ar,
    description_en: item.description_en,
    description_ar: item.description_ar,
    price_cents: toCents(item.price),
    old_price_cents: item.old_price === undefined ? null : toCents(item.old_price),
    unit_code: item.unit,
    image: itemImage(item.slug),
    // The gallery: the product itself, then packed (or, for live birds, in the farmyard).
    images: JSON.stringify([itemImage(item.slug), itemImage(`${item.slug}-2`)]),
    // A product's rating is what its buyers' published reviews make it (the reviews module):
    // a new shop has none, and an invented figure would tell shoppers something untrue.
    rating: 0,
    reviews_count: 0,
    // The data says kg for an item sold by the kg; its stock is kept in grams (ADR 0018).
    stock: keptStock(item.unit, item.stock),
    is_live: item.is_live ? 1 : 0,
    weight_options: JSON.stringify(
      item.unit === 'kg' ? (item.weight_options ?? []).map((kg) => Math.round(kg * 1000)) : [],
    ),
    published: 1,
    views: item.views,
    orders_count: item.orders_count,
    search_name: searchNameColumn(item.name_en, item.name_ar),
    search_body: searchBodyColumn(item.description_en, item.description_ar),
    created_at: at,
    updated_at: at,
  };
}

/** Inserts in slices: SQLite and PostgreSQL both cap the parameters of one statement. */
async function insertChunked<T>(
  rows: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/** Each seed item's preparation choices, in the order the item lists them. */
async function seedOptions(db: Db): Promise<void> {
  const ids = new Map(
    (await db.selectFrom('items').select(['id', 'slug']).execute()).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  const rows = seedItems.flatMap((item) =>
    (item.options ?? []).map((option, position) => ({
      item_id: ids.get(item.slug) ?? 0,
      option_group: option.group,
      name_en: option.name_en,
      name_ar: option.name_ar,
      price_delta_cents: toCents(option.price_delta),
      position,
      retired: 0 as const,
    })),
  );
  await insertChunked(rows, 50, (chunk) => db.insertInto('item_options').values(chunk).execute());
}

/** The real shop's catalogue and reference data, in English and Arabic. */
export async function seedCatalog(db: Db): Promise<{ categoryIds: Map<string, number> }> {
  const at = now();
  const categoryIds = new Map<string, number>();
  for (const [index, category] of seedCategories.entries()) {
    const row = await db
      .insertInto('categories')
      .values({
        slug: category.slug,
        name_en: category.name_en,
        name_ar: category.name_ar,
        image: categoryImage(category.slug),
        sort_order: index,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.slug, row.id);
  }

  const items = seedItems.map((item, index) => {
    const categoryId = categoryIds.get(item.category);
    if (categoryId === undefined)
      throw new Error(`Seed item ${item.slug}: no category ${item.category}`);
    // Spread creation times a minute apart, so "newest" has an order.
    return itemRow(item, categoryId, at - (seedItems.length - index) * 60_000);
  });
  await insertChunked(items, 50, (chunk) => db.insertInto('items').values(chunk).execute());
  await seedOptions(db);

  await db
    .insertInto('banners')
    .values(
      seedBanners.map((banner, index) => ({
        title_en: banner.title_en,
        title_ar: banner.title_ar,
        subtitle_en: banner.subtitle_en,
        subtitle_ar: banner.subtitle_ar,
        image: bannerImage(banner.slug),
        link: banner.link,
        sort_order: index,
      })),
    )
    .execute();
  await db
    .insertInto('features')
    .values(seedFeatures.map((feature, index) => ({ ...feature, sort_order: index })))
    .execute();
  await db
    .insertInto('branches')
    .values(seedBranches.map((branch, index) => ({ ...branch, sort_order: index })))
    .execute();
  await db
    .insertInto('contacts')
    .values(
      seedContacts.map((contact, index) => ({
        ...contact,
        value_ar: contact.value_ar ?? null,
        sort_order: index,
      })),
    )
    .execute();
  // Migration 0013 writes the row for databases that had a shop before it; a seed replaces it.
  await db.deleteFrom('shop_facts').execute();
  await db
    .insertInto('shop_facts')
    .values({ id: 1, ...seedShopFacts })
    .execute();
  await db
    .insertInto('delivery_zones')
    .values(
      seedDeliveryZones.map((zone, index) => ({
        area_en: zone.area_en,
        area_ar: zone.area_ar,
        fee_cents: toCents(zone.fee),
        min_order_cents: toCents(zone.min_order),
        eta_en: zone.eta_en,
        eta_ar: zone.eta_ar,
        active: 1 as const,
        sort_order: index,
      })),
    )
    .execute();
  await db
    .insertInto('delivery_rounds')
    .values(
      seedDeliveryRounds.map((round, index) => ({
        weekday: round.weekday,
        from_time: round.from,
        to_time: round.to,
        capacity: round.capacity,
        cutoff_minutes: round.cutoff_minutes,
        zone_ids: '[]',
        active: 1 as const,
        position: index,
      })),
    )
    .execute();
  return { categoryIds };
}
