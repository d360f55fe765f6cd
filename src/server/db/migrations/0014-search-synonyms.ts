import { notNull, withId, type EngineMigration } from './column-types';

/**
 * The shop's own search words (issue 25): groups of words shoppers use for the same thing,
 * added by an admin on the dashboard beside the built-in lexicon (search-lexicon.ts), which
 * stays reviewable code. `terms` is a JSON array of 2 to 12 words or short phrases, as typed
 * (trimmed); the search index folds them as it folds the catalogue. No index: the table holds
 * a few dozen rows and is read whole when the index is built.
 */
export const searchSynonymsMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('search_synonyms'), engine)
      .addColumn('terms', 'text', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('search_synonyms').execute();
  },
};
