import type { EngineMigration } from './column-types';

/**
 * Scarce stock (issue 28): the most of an item one order may take, set by staff, in the item's
 * stock unit (pieces, birds, trays, packs, or kg for an item sold by weight, as
 * order_lines.stock_taken counts it). NULL, as every item starts, is no limit of its own; the
 * share of the stock an account may hold (ORDER_LIMIT_STOCK_SHARE) needs no column.
 */
export const orderLineLimitsMigration: EngineMigration = {
  async up(db) {
    await db.schema.alterTable('items').addColumn('max_per_order', 'integer').execute();
  },

  async down(db) {
    await db.schema.alterTable('items').dropColumn('max_per_order').execute();
  },
};
