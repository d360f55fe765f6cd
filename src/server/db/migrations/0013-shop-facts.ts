import { sql } from 'kysely';
import { seedShopFacts } from '../seed/data/shop-facts';
import { notNull, type EngineMigration } from './column-types';

/**
 * Honest shop content (issue 24): the facts every page repeats (opening hours, the line
 * under the shop's name, the area served) get one home, a single-row `shop_facts` table,
 * instead of template text in the locales. Branches read their hours from it, so the
 * branches page, the footer, the contact page and the WhatsApp greeting cannot disagree
 * again: the per-branch hours columns go. A contact's value may differ in Arabic (the head
 * branch's street address), hence `contacts.value_ar`.
 */
export const shopFactsMigration: EngineMigration = {
  async up(db) {
    await db.schema
      .createTable('shop_facts')
      // One row, id 1: a CHECK keeps a second row out on both engines.
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('hours_en', 'text', notNull)
      .addColumn('hours_ar', 'text', notNull)
      .addColumn('about_en', 'text', notNull)
      .addColumn('about_ar', 'text', notNull)
      .addColumn('area_en', 'text', notNull)
      .addColumn('area_ar', 'text', notNull)
      .execute();
    await db.schema.alterTable('contacts').addColumn('value_ar', 'text').execute();
    await db.schema.alterTable('branches').dropColumn('hours_en').execute();
    await db.schema.alterTable('branches').dropColumn('hours_ar').execute();
    // A shop that existed before keeps working: its facts start as the seed's.
    const f = seedShopFacts;
    await sql`INSERT INTO shop_facts (id, hours_en, hours_ar, about_en, about_ar, area_en, area_ar)
      VALUES (1, ${f.hours_en}, ${f.hours_ar}, ${f.about_en}, ${f.about_ar}, ${f.area_en}, ${f.area_ar})`.execute(
      db,
    );
  },

  async down(db) {
    const emptyText = sql`''`;
    await db.schema
      .alterTable('branches')
      .addColumn('hours_en', 'text', (col) => col.notNull().defaultTo(emptyText))
      .execute();
    await db.schema
      .alterTable('branches')
      .addColumn('hours_ar', 'text', (col) => col.notNull().defaultTo(emptyText))
      .execute();
    await db.schema.alterTable('contacts').dropColumn('value_ar').execute();
    await db.schema.dropTable('shop_facts').execute();
  },
};
