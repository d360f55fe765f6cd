import { sql } from 'kysely';
import { DEFAULT_COMPLAINT_WINDOW_HOURS } from '@/contracts/complaint-constants';
import { emptyText, notNull, withId, zero, type EngineMigration } from './column-types';

/**
 * Reviews and complaints (issue 45, api-contract.md Version 3).
 *
 * - `reviews`: one per (order, item), the unique index refusing a second however two taps
 *   race; `published` is what the product page shows, `moderated_*` who last published or
 *   hid it (a review staff hid stays hidden when its shopper edits it). `items.rating` and
 *   `items.reviews_count` are kept from the published reviews in the transaction of every
 *   change to them, so the catalogue's reads stay one table; the seeded figures were the
 *   template's, not anybody's opinion of this shop, and are set to none here.
 * - `complaints`, `complaint_lines` (an order line is in at most one complaint: unique),
 *   `complaint_pictures` (URLs of the media table's pictures, made by the product pipeline).
 * - `credit_entries`: what the shop owes a shopper and what was used of it, signed piastres,
 *   `kind` `credit` (taken off a next order) or `cash` (handed back by a driver). A balance is
 *   the sum of a shopper's rows of a kind, never negative.
 * - `orders.credit_cents` (credit taken off the order) and `orders.cash_back_cents` (cash the
 *   driver hands back with it); `shop_facts.complaint_window_hours` (hours after delivery).
 */
export const reviewsComplaintsMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('reviews'), engine)
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
      .addColumn('item_id', 'integer', (col) => col.notNull().references('items.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('rating', 'integer', notNull)
      .addColumn('comment', 'text', emptyText)
      .addColumn('published', 'integer', zero)
      .addColumn('reply', 'text')
      .addColumn('replied_at', 'bigint')
      .addColumn('replied_by', 'integer')
      .addColumn('moderated_at', 'bigint')
      .addColumn('moderated_by', 'integer')
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('reviews_order_item_idx')
      .on('reviews')
      .columns(['order_id', 'item_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('reviews_item_published_idx')
      .on('reviews')
      .columns(['item_id', 'published', 'created_at'])
      .execute();
    await db.schema
      .createIndex('reviews_user_created_idx')
      .on('reviews')
      .columns(['user_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('complaints'), engine)
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('Pending'))
      .addColumn('note', 'text', emptyText)
      .addColumn('remedy', 'text')
      .addColumn('amount_cents', 'integer')
      .addColumn('answer', 'text', emptyText)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addColumn('answered_at', 'bigint')
      .addColumn('answered_by', 'integer')
      .execute();
    await db.schema
      .createIndex('complaints_status_idx')
      .on('complaints')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('complaints_order_idx')
      .on('complaints')
      .columns(['order_id'])
      .execute();
    await db.schema
      .createIndex('complaints_user_created_idx')
      .on('complaints')
      .columns(['user_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('complaint_lines'), engine)
      .addColumn('complaint_id', 'integer', (col) => col.notNull().references('complaints.id'))
      .addColumn('line_id', 'integer', (col) => col.notNull().references('order_lines.id'))
      .addColumn('reason', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('complaint_lines_line_idx')
      .on('complaint_lines')
      .columns(['line_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('complaint_lines_complaint_idx')
      .on('complaint_lines')
      .columns(['complaint_id'])
      .execute();

    await withId(db.schema.createTable('complaint_pictures'), engine)
      .addColumn('complaint_id', 'integer', (col) => col.notNull().references('complaints.id'))
      .addColumn('url', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('complaint_pictures_complaint_idx')
      .on('complaint_pictures')
      .columns(['complaint_id', 'position'])
      .unique()
      .execute();

    await withId(db.schema.createTable('credit_entries'), engine)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('kind', 'text', notNull)
      .addColumn('amount_cents', 'integer', notNull)
      .addColumn('complaint_id', 'integer')
      .addColumn('order_id', 'integer')
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('credit_entries_user_idx')
      .on('credit_entries')
      .columns(['user_id', 'kind'])
      .execute();

    await db.schema.alterTable('orders').addColumn('credit_cents', 'integer', zero).execute();
    await db.schema.alterTable('orders').addColumn('cash_back_cents', 'integer', zero).execute();
    await db.schema
      .alterTable('shop_facts')
      .addColumn('complaint_window_hours', 'integer', (col) =>
        col.notNull().defaultTo(DEFAULT_COMPLAINT_WINDOW_HOURS),
      )
      .execute();
    await sql`update items set rating = 0, reviews_count = 0`.execute(db);
  },

  async down(db) {
    await db.schema.alterTable('shop_facts').dropColumn('complaint_window_hours').execute();
    await db.schema.alterTable('orders').dropColumn('cash_back_cents').execute();
    await db.schema.alterTable('orders').dropColumn('credit_cents').execute();
    await db.schema.dropTable('credit_entries').execute();
    await db.schema.dropTable('complaint_pictures').execute();
    await db.schema.dropTable('complaint_lines').execute();
    await db.schema.dropTable('complaints').execute();
    await db.schema.dropTable('reviews').execute();
  },
};
