import { sql } from 'kysely';
import { notNull, withId, zero, type EngineMigration } from './column-types';

/**
 * Poultry ordering (issue 24): what a shopper may choose for an item, and what an order line
 * keeps of the choice.
 *
 * - `item_options`: an item's preparation choices (cut, skin, service...), each with its
 *   price delta. Staff replacing the list retire the options they drop (`retired` = 1)
 *   instead of deleting them, so an id is never given to another option; order lines keep a
 *   snapshot of their options anyway, so nothing an order shows depends on these rows.
 * - `items.weight_options`: a JSON array of grams per piece a shopper may pick (kg items).
 * - Order lines: the weight per piece picked (grams), the weighed weight of the whole line,
 *   the options' snapshot, the unit price with the deltas, the estimate as ordered and the
 *   stock the line took (kg ordered rounded up for a line sold by weight). Lines placed before
 *   are by the piece: their unit price is their price, their estimate their total, and they
 *   took their quantity.
 * - `orders.estimated_total_cents`: the total as ordered, before any weighing.
 */
export const poultryOptionsMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('item_options'), engine)
      .addColumn('item_id', 'integer', (col) =>
        col.notNull().references('items.id').onDelete('cascade'),
      )
      .addColumn('option_group', 'text', notNull)
      .addColumn('name_en', 'text', notNull)
      .addColumn('name_ar', 'text', notNull)
      .addColumn('price_delta_cents', 'integer', zero)
      .addColumn('position', 'integer', zero)
      .addColumn('retired', 'integer', zero)
      .execute();
    await db.schema
      .createIndex('item_options_item_idx')
      .on('item_options')
      .columns(['item_id', 'position'])
      .execute();

    await db.schema
      .alterTable('items')
      .addColumn('weight_options', 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();

    const lineColumns: Array<[string, 'integer' | 'text', 'null' | 'zero' | 'list']> = [
      ['weight_grams', 'integer', 'null'],
      ['weighed_grams', 'integer', 'null'],
      ['options_json', 'text', 'list'],
      ['unit_cents', 'integer', 'zero'],
      ['estimated_total_cents', 'integer', 'zero'],
      ['stock_taken', 'integer', 'zero'],
    ];
    // One column a statement: SQLite's ALTER TABLE adds one at a time.
    for (const [name, type, fill] of lineColumns) {
      await db.schema
        .alterTable('order_lines')
        .addColumn(name, type, (col) =>
          fill === 'null' ? col : fill === 'zero' ? zero(col) : col.notNull().defaultTo('[]'),
        )
        .execute();
    }
    await sql`
      update order_lines
      set unit_cents = price_cents, estimated_total_cents = line_total_cents, stock_taken = qty`.execute(
      db,
    );

    await db.schema
      .alterTable('orders')
      .addColumn('estimated_total_cents', 'integer', zero)
      .execute();
    await sql`update orders set estimated_total_cents = total_cents`.execute(db);
  },

  async down(db) {
    await db.schema.alterTable('orders').dropColumn('estimated_total_cents').execute();
    for (const name of [
      'stock_taken',
      'estimated_total_cents',
      'unit_cents',
      'options_json',
      'weighed_grams',
      'weight_grams',
    ]) {
      await db.schema.alterTable('order_lines').dropColumn(name).execute();
    }
    await db.schema.alterTable('items').dropColumn('weight_options').execute();
    await db.schema.dropTable('item_options').execute();
  },
};
