import { sql } from 'kysely';
import { emptyText, notNull, withId, type EngineMigration } from './column-types';

/**
 * Each move of an order through its workflow (api-contract.md, Version 2): the status it
 * moved to, when, and the role of who moved it, with an optional note. The shopper's order
 * page and the dashboard show it. Orders placed before this table get their first entry,
 * `Pending` at the time they were placed by the customer, and, when they have moved on since,
 * one for the status they hold now at their last update (who moved them was not kept).
 */
export const orderHistoryMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('order_history'), engine)
      .addColumn('order_id', 'integer', (col) =>
        col.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', notNull)
      .addColumn('by_role', 'text', notNull)
      .addColumn('note', 'text', emptyText)
      .addColumn('at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('order_history_order_idx')
      .on('order_history')
      .columns(['order_id', 'id'])
      .execute();
    await sql`
      insert into order_history (order_id, status, by_role, note, at)
      select id, 'Pending', 'customer', '', created_at from orders order by id`.execute(db);
    await sql`
      insert into order_history (order_id, status, by_role, note, at)
      select id, status, 'staff', '', updated_at from orders where status <> 'Pending' order by id`.execute(
      db,
    );
  },

  async down(db) {
    await db.schema.dropTable('order_history').execute();
  },
};
