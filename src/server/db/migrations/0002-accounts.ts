import { emptyText, notNull, withId, zero, type EngineMigration } from './column-types';

/** Accounts, bearer sessions, reset PINs, the notification outbox, addresses, favourites. */
export const accountsMigration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('users'), engine)
      .addColumn('username', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', notNull)
      .addColumn('email', 'text')
      .addColumn('phone', 'text', notNull)
      .addColumn('role', 'text', (col) => col.notNull().defaultTo('customer'))
      .addColumn('password_hash', 'text', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();

    await withId(db.schema.createTable('sessions'), engine)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('expires_at', 'bigint', notNull)
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('password_resets'), engine)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('pin_hash', 'text', notNull)
      .addColumn('device_info', 'text', emptyText)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('expires_at', 'bigint', notNull)
      .addColumn('attempts', 'integer', zero)
      .addColumn('used_at', 'bigint')
      .addColumn('voided_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('password_resets_user_idx')
      .on('password_resets')
      .column('user_id')
      .execute();

    await withId(db.schema.createTable('outbox'), engine)
      .addColumn('channel', 'text', notNull)
      .addColumn('recipient', 'text', notNull)
      .addColumn('subject', 'text', notNull)
      .addColumn('body', 'text', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('delivered_at', 'bigint')
      .addColumn('error', 'text')
      .execute();

    await withId(db.schema.createTable('addresses'), engine)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('label', 'text', emptyText)
      .addColumn('recipient', 'text', notNull)
      .addColumn('phone', 'text', notNull)
      .addColumn('zone_id', 'integer', (col) => col.notNull().references('delivery_zones.id'))
      .addColumn('city', 'text', notNull)
      .addColumn('street', 'text', notNull)
      .addColumn('building', 'text', emptyText)
      .addColumn('floor', 'text', emptyText)
      .addColumn('apartment', 'text', emptyText)
      .addColumn('landmark', 'text', emptyText)
      .addColumn('notes', 'text', emptyText)
      .addColumn('is_default', 'integer', zero)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();

    await db.schema
      .createTable('favorites')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('item_id', 'integer', (col) =>
        col.notNull().references('items.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', notNull)
      .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'item_id'])
      .execute();
  },

  async down(db) {
    for (const table of [
      'favorites',
      'addresses',
      'outbox',
      'password_resets',
      'sessions',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
