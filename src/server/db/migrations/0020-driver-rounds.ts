import { emptyText, notNull, withId, type EngineMigration } from './column-types';

/**
 * Drivers' rounds and cash (issue 43, api-contract.md Version 3). `driver_rounds` gives ready
 * orders to a driver for a day; `round_stops` are its orders in driving order, each with what
 * became of it (delivered with the cash taken, or failed with a reason). `orders.round_id`
 * is the round an order is on now: a guarded `round_id is null` update puts an order on one
 * round only, however many staff build rounds at once. `cash_days` is a driver's day once
 * an admin closed it, one row per driver and date (the unique index refuses a second close).
 */
export const driverRoundsMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('driver_rounds'), engine)
      .addColumn('date', 'text', notNull)
      .addColumn('slot_id', 'integer')
      .addColumn('driver_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('created_by', 'integer', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('driver_rounds_date_idx')
      .on('driver_rounds')
      .columns(['date', 'driver_id'])
      .execute();

    await withId(db.schema.createTable('round_stops'), engine)
      .addColumn('round_id', 'integer', (col) => col.notNull().references('driver_rounds.id'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
      .addColumn('position', 'integer', notNull)
      .addColumn('outcome', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('amount_due_cents', 'integer')
      .addColumn('tendered_cents', 'integer')
      .addColumn('collected_cents', 'integer')
      .addColumn('reason', 'text')
      .addColumn('note', 'text', emptyText)
      .addColumn('done_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('round_stops_round_order_idx')
      .on('round_stops')
      .columns(['round_id', 'order_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('round_stops_order_idx')
      .on('round_stops')
      .columns(['order_id'])
      .execute();

    await db.schema.alterTable('orders').addColumn('round_id', 'integer').execute();
    await db.schema.createIndex('orders_round_idx').on('orders').columns(['round_id']).execute();

    await withId(db.schema.createTable('cash_days'), engine)
      .addColumn('date', 'text', notNull)
      .addColumn('driver_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('expected_cents', 'integer', notNull)
      .addColumn('received_cents', 'integer', notNull)
      .addColumn('handed_over_cents', 'integer', notNull)
      .addColumn('delivered', 'integer', notNull)
      .addColumn('failed', 'integer', notNull)
      .addColumn('closed_at', 'bigint', notNull)
      .addColumn('closed_by', 'integer', notNull)
      .execute();
    await db.schema
      .createIndex('cash_days_date_driver_idx')
      .on('cash_days')
      .columns(['date', 'driver_id'])
      .unique()
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('cash_days').execute();
    await db.schema.dropIndex('orders_round_idx').execute();
    await db.schema.alterTable('orders').dropColumn('round_id').execute();
    await db.schema.dropTable('round_stops').execute();
    await db.schema.dropTable('driver_rounds').execute();
  },
};
