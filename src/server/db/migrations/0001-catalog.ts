import { sql } from 'kysely';
import { emptyText, notNull, withId, zero, type EngineMigration } from './column-types';

/** The shop's catalogue and reference data: categories, items, banners, promises, branches. */
export const catalogMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('categories'), engine)
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('name_en', 'text', notNull)
      .addColumn('name_ar', 'text', notNull)
      .addColumn('image', 'text', notNull)
      .addColumn('sort_order', 'integer', zero)
      .addColumn('created_at', 'bigint', notNull)
      .execute();

    await withId(db.schema.createTable('items'), engine)
      .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('name_en', 'text', notNull)
      .addColumn('name_ar', 'text', notNull)
      .addColumn('description_en', 'text', emptyText)
      .addColumn('description_ar', 'text', emptyText)
      .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
      .addColumn('old_price_cents', 'integer')
      .addColumn('unit_code', 'text', notNull)
      .addColumn('image', 'text', notNull)
      .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('rating', 'double precision', zero)
      .addColumn('reviews_count', 'integer', zero)
      // The last line of defence against overselling; orders also decrement with a guard.
      .addColumn('stock', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`stock >= 0`),
      )
      .addColumn('is_live', 'integer', zero)
      .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('views', 'integer', zero)
      .addColumn('orders_count', 'integer', zero)
      .addColumn('search_name', 'text', emptyText)
      .addColumn('search_body', 'text', emptyText)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('items_category_idx')
      .on('items')
      .columns(['category_id', 'published'])
      .execute();
    await db.schema
      .createIndex('items_views_idx')
      .on('items')
      .columns(['published', 'views'])
      .execute();
    await db.schema
      .createIndex('items_orders_idx')
      .on('items')
      .columns(['published', 'orders_count'])
      .execute();

    await withId(db.schema.createTable('banners'), engine)
      .addColumn('title_en', 'text', notNull)
      .addColumn('title_ar', 'text', notNull)
      .addColumn('subtitle_en', 'text', emptyText)
      .addColumn('subtitle_ar', 'text', emptyText)
      .addColumn('image', 'text', notNull)
      .addColumn('link', 'text', emptyText)
      .addColumn('sort_order', 'integer', zero)
      .execute();

    await withId(db.schema.createTable('features'), engine)
      .addColumn('title_en', 'text', notNull)
      .addColumn('title_ar', 'text', notNull)
      .addColumn('subtitle_en', 'text', emptyText)
      .addColumn('subtitle_ar', 'text', emptyText)
      .addColumn('icon', 'text', notNull)
      .addColumn('sort_order', 'integer', zero)
      .execute();

    await withId(db.schema.createTable('branches'), engine)
      .addColumn('name_en', 'text', notNull)
      .addColumn('name_ar', 'text', notNull)
      .addColumn('address_en', 'text', notNull)
      .addColumn('address_ar', 'text', notNull)
      .addColumn('phone', 'text', notNull)
      .addColumn('hours_en', 'text', notNull)
      .addColumn('hours_ar', 'text', notNull)
      .addColumn('lat', 'double precision', notNull)
      .addColumn('lng', 'double precision', notNull)
      .addColumn('sort_order', 'integer', zero)
      .execute();

    await withId(db.schema.createTable('contacts'), engine)
      .addColumn('type', 'text', notNull)
      .addColumn('value', 'text', notNull)
      .addColumn('label_en', 'text', emptyText)
      .addColumn('label_ar', 'text', emptyText)
      .addColumn('sort_order', 'integer', zero)
      .execute();

    await withId(db.schema.createTable('delivery_zones'), engine)
      .addColumn('area_en', 'text', notNull)
      .addColumn('area_ar', 'text', notNull)
      .addColumn('fee_cents', 'integer', (col) => col.notNull().check(sql`fee_cents >= 0`))
      .addColumn('min_order_cents', 'integer', zero)
      .addColumn('eta_en', 'text', notNull)
      .addColumn('eta_ar', 'text', notNull)
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('sort_order', 'integer', zero)
      .execute();
  },

  async down(db) {
    for (const table of [
      'delivery_zones',
      'contacts',
      'branches',
      'features',
      'banners',
      'items',
      'categories',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
