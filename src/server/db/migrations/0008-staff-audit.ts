import { notNull, withId, type EngineMigration } from './column-types';

/**
 * Every write a seller or admin makes, for admins to read (issue 23): who (account and role),
 * what (an action on an entity), when, and the entity's fields before and after, as JSON.
 * Written in the same transaction as the change, so neither exists without the other.
 */
export const staffAuditMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('staff_audit'), engine)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('role', 'text', notNull)
      .addColumn('action', 'text', notNull)
      .addColumn('entity', 'text', notNull)
      .addColumn('entity_id', 'integer', notNull)
      .addColumn('before_json', 'text', notNull)
      .addColumn('after_json', 'text', notNull)
      .addColumn('at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('staff_audit_entity_idx')
      .on('staff_audit')
      .columns(['entity', 'entity_id', 'id'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('staff_audit').execute();
  },
};
