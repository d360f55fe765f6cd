import { emptyText, notNull, withId, type EngineMigration } from './column-types';

/** Orders with their lines, and the idempotency keys that make a retried order safe. */
export const ordersMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('orders'), engine)
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('Pending'))
      .addColumn('subtotal_cents', 'integer', notNull)
      .addColumn('delivery_cents', 'integer', notNull)
      .addColumn('total_cents', 'integer', notNull)
      .addColumn('payment_method', 'text', notNull)
      .addColumn('address_json', 'text', notNull)
      .addColumn('notes', 'text', emptyText)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('orders_user_idx')
      .on('orders')
      .columns(['user_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('order_lines'), engine)
      .addColumn('order_id', 'integer', (col) =>
        col.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('item_id', 'integer', (col) => col.notNull().references('items.id'))
      .addColumn('name_en', 'text', notNull)
      .addColumn('name_ar', 'text', notNull)
      .addColumn('image', 'text', notNull)
      .addColumn('unit_code', 'text', notNull)
      .addColumn('price_cents', 'integer', notNull)
      .addColumn('qty', 'integer', notNull)
      .addColumn('line_total_cents', 'integer', notNull)
      .execute();
    await db.schema
      .createIndex('order_lines_order_idx')
      .on('order_lines')
      .column('order_id')
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('key', 'text', notNull)
      .addColumn('request_hash', 'text', notNull)
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
      .addColumn('created_at', 'bigint', notNull)
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
  },

  async down(db) {
    for (const table of ['idempotency_keys', 'order_lines', 'orders']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
