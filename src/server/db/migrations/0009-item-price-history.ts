import { notNull, withId, type EngineMigration } from './column-types';

/**
 * Every price an item has had since staff could change it (issue 23): the price and the old
 * price set, who set them and when. Prices move daily on the poultry market, so the seller
 * looks back at them; written in the same transaction as the change itself.
 */
export const itemPriceHistoryMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('item_price_history'), engine)
      .addColumn('item_id', 'integer', (col) => col.notNull().references('items.id'))
      .addColumn('price_cents', 'integer', notNull)
      .addColumn('old_price_cents', 'integer')
      .addColumn('changed_by', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('item_price_history_item_idx')
      .on('item_price_history')
      .columns(['item_id', 'id'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('item_price_history').execute();
  },
};
