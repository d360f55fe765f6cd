import { bytesType, notNull, type EngineMigration } from './column-types';

/**
 * Pictures staff upload, in the database rather than on one machine's disk (ADR 0012): a
 * backup then carries them with the items that show them, and every instance of the shop
 * behind one load balancer serves the same ones. Keyed by the hash of the content, which is
 * also the file name in its URL: the same picture uploaded twice is one row.
 */
export const mediaMigration: EngineMigration = {
  async up(db, engine) {
    await db.schema
      .createTable('media')
      .addColumn('hash', 'text', (col) => col.primaryKey())
      .addColumn('content_type', 'text', notNull)
      .addColumn('bytes', bytesType(engine), notNull)
      .addColumn('byte_size', 'integer', notNull)
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('media').execute();
  },
};
