import { emptyText, notNull, withId, zero, type EngineMigration } from './column-types';

/**
 * Delivery rounds and their slots (issue 24, "Poultry ordering"). Staff set the rounds of
 * each weekday (`delivery_rounds`: Cairo times, capacity, cut-off, the zones served as a JSON
 * array of ids, empty for every zone); a round staff take away is retired, not deleted, so the
 * slots and orders it already holds stay readable. `delivery_slots` are the rounds on
 * concrete dates, made when the checkout first asks for a date, with the places `booked`:
 * a guarded `booked + 1 ... where booked < capacity` in the order's transaction keeps
 * concurrent orders from overfilling one. An order keeps its slot's id, date and times.
 */
export const deliverySlotsMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('delivery_rounds'), engine)
      .addColumn('weekday', 'integer', notNull)
      .addColumn('from_time', 'text', notNull)
      .addColumn('to_time', 'text', notNull)
      .addColumn('capacity', 'integer', notNull)
      .addColumn('cutoff_minutes', 'integer', zero)
      .addColumn('zone_ids', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('position', 'integer', zero)
      .addColumn('retired_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('delivery_rounds_weekday_idx')
      .on('delivery_rounds')
      .columns(['weekday', 'position'])
      .execute();

    await withId(db.schema.createTable('delivery_slots'), engine)
      .addColumn('round_id', 'integer', (col) => col.notNull().references('delivery_rounds.id'))
      .addColumn('date', 'text', notNull)
      .addColumn('from_time', 'text', notNull)
      .addColumn('to_time', 'text', notNull)
      .addColumn('capacity', 'integer', notNull)
      .addColumn('cutoff_at', 'bigint', notNull)
      .addColumn('booked', 'integer', zero)
      .execute();
    await db.schema
      .createIndex('delivery_slots_round_date_idx')
      .on('delivery_slots')
      .columns(['round_id', 'date'])
      .unique()
      .execute();
    await db.schema
      .createIndex('delivery_slots_date_idx')
      .on('delivery_slots')
      .columns(['date'])
      .execute();

    await db.schema.alterTable('orders').addColumn('slot_id', 'integer').execute();
    await db.schema.alterTable('orders').addColumn('slot_date', 'text', emptyText).execute();
    await db.schema.alterTable('orders').addColumn('slot_from', 'text', emptyText).execute();
    await db.schema.alterTable('orders').addColumn('slot_to', 'text', emptyText).execute();
    await db.schema.createIndex('orders_slot_idx').on('orders').columns(['slot_id']).execute();
  },

  async down(db) {
    await db.schema.dropIndex('orders_slot_idx').execute();
    for (const column of ['slot_to', 'slot_from', 'slot_date', 'slot_id']) {
      await db.schema.alterTable('orders').dropColumn(column).execute();
    }
    await db.schema.dropTable('delivery_slots').execute();
    await db.schema.dropTable('delivery_rounds').execute();
  },
};
