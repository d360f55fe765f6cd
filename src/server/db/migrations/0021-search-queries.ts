import { notNull, zero, type EngineMigration } from './column-types';

/**
 * What shoppers looked for (issue 44): one row per Cairo day (`YYYY-MM-DD`) and query, the
 * query folded as search reads it (normalizeSearchText) and cut to 60 characters. Counts only:
 * no account, address, session or time of day, so a row says what was wanted, never who
 * wanted it. `searches` are complete searches (the search page's first page), `zero_results`
 * those of them that found nothing, `clicks` products opened from their results, and
 * `suggest_misses` queries typed in the header box that suggested nothing. The primary key is
 * the upsert's conflict target; rows older than 90 days are deleted as counts are written.
 */
export const searchQueriesMigration: EngineMigration = {
  async up(db) {
    await db.schema
      .createTable('search_queries')
      .addColumn('day', 'text', notNull)
      .addColumn('query', 'text', notNull)
      .addColumn('searches', 'integer', zero)
      .addColumn('zero_results', 'integer', zero)
      .addColumn('clicks', 'integer', zero)
      .addColumn('suggest_misses', 'integer', zero)
      .addPrimaryKeyConstraint('search_queries_pk', ['day', 'query'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('search_queries').execute();
  },
};
