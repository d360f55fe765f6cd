import type { EngineMigration } from './column-types';

/**
 * Staff accounts (issue 40, api-contract.md Version 3): an admin can switch an account off
 * instead of deleting it, so its orders, audit entries and history keep their author.
 * `users.is_active` is 1 for every account so far; 0 refuses sign-in (the same answer as a
 * wrong password) and every token of the account. The new `driver` role needs no change:
 * `users.role` is text.
 */
export const staffAccountsMigration: EngineMigration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  },

  async down(db) {
    await db.schema.alterTable('users').dropColumn('is_active').execute();
  },
};
