import { sql } from 'kysely';
import type { EngineMigration } from './column-types';

/**
 * Weighed stock to the gram (issue 38, ADR 0018): an item sold by the kg kept its stock in
 * whole kg, and a line took its kg rounded up (a 1.5 kg bird took 2 kg). From here its stock,
 * its most per order and what its order lines took are whole grams, so a line takes exactly what
 * it holds and a cancel gives exactly that back. Items sold by the piece keep counting pieces.
 *
 * The kg figures become the same figures in grams (3 kg left is 3000 g left); lines already
 * placed keep what they took, in grams, so cancelling one gives back what it took. The lines
 * follow the item's unit now (not the line's snapshot), as the cancel adds them to the item.
 */
const KG_ITEMS = sql`(select id from items where unit_code = 'kg')`;

export const weighedStockInGramsMigration: EngineMigration = {
  async up(db) {
    await sql`update items set stock = stock * 1000,
      max_per_order = max_per_order * 1000 where unit_code = 'kg'`.execute(db);
    await sql`update order_lines set stock_taken = stock_taken * 1000
      where item_id in ${KG_ITEMS}`.execute(db);
  },

  async down(db) {
    // Back to whole kg: what is left rounded down, what lines took rounded up, as before.
    await sql`update items set stock = stock / 1000,
      max_per_order = case when max_per_order is null then null
        when max_per_order < 1000 then 1 else max_per_order / 1000 end
      where unit_code = 'kg'`.execute(db);
    await sql`update order_lines set stock_taken = (stock_taken + 999) / 1000
      where item_id in ${KG_ITEMS}`.execute(db);
  },
};
