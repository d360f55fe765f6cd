import { sql } from 'kysely';
import type { EngineMigration } from './column-types';

/**
 * At most one default address per user, kept by the database (issue 21: parallel requests
 * left users with several). Written in SQL both engines share: a partial unique index, and
 * `is_default` is an integer 0/1 on both.
 */
export const oneDefaultAddressMigration: EngineMigration = {
  async up(db) {
    // A live database may already hold several defaults for a user: the newest one stays
    // (last updated, then last created), so that creating the index cannot fail an upgrade.
    await sql`
      update addresses set is_default = 0
      where is_default = 1 and exists (
        select 1 from addresses newer
        where newer.user_id = addresses.user_id
          and newer.is_default = 1
          and (newer.updated_at > addresses.updated_at
            or (newer.updated_at = addresses.updated_at and newer.id > addresses.id))
      )`.execute(db);
    await sql`
      create unique index addresses_one_default_idx on addresses (user_id)
      where is_default = 1`.execute(db);
  },
  async down(db) {
    await sql`drop index addresses_one_default_idx`.execute(db);
  },
};
