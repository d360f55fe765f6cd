import { sql } from 'kysely';
import { log } from '@/server/log';
import type { EngineMigration, SchemaDb } from './column-types';

/**
 * No two accounts share a mobile number or an e-mail address (e-mails without regard to case):
 * reset PINs go to them, so a shared one hands one account's PINs to another. The service
 * checks first and names the field (409); these indexes hold the rule when two requests race.
 *
 * Accounts made before the rule may already share one. Merging or clearing them would lose a
 * customer's data, and failing would stop the shop from starting, so each such account but
 * the oldest is left out of the index by id (a partial index): it keeps its value, no account
 * can newly take a value another holds (the service checks every account), and the log says
 * how many were left out, for staff to sort out with the customers.
 */
const INDEXES = [
  { name: 'users_phone_unique', key: 'phone' },
  { name: 'users_email_unique', key: 'lower(email)' },
] as const;

type Key = (typeof INDEXES)[number]['key'];

/** Accounts sharing `key` with an older one (NULL e-mails share nothing). */
async function laterHolders(db: SchemaDb, key: Key): Promise<number[]> {
  const mine = sql.raw(`mine.${key === 'phone' ? 'phone' : 'email'}`);
  const theirs = sql.raw(`older.${key === 'phone' ? 'phone' : 'email'}`);
  const same = key === 'phone' ? sql`${theirs} = ${mine}` : sql`lower(${theirs}) = lower(${mine})`;
  const { rows } = await sql<{ id: number }>`
    select mine.id from users mine
    where exists (select 1 from users older where older.id < mine.id and ${same})
    order by mine.id`.execute(db);
  return rows.map((row) => row.id);
}

export const uniqueContactsMigration: EngineMigration = {
  async up(db) {
    for (const { name, key } of INDEXES) {
      const exempt = (await laterHolders(db, key)).filter(Number.isSafeInteger);
      // Literal ids: an index predicate cannot take parameters on either engine.
      const where =
        exempt.length > 0 ? sql.raw(` where id not in (${exempt.join(', ')})`) : sql.raw('');
      await sql`create unique index ${sql.id(name)} on users (${sql.raw(key)})${where}`.execute(db);
      if (exempt.length > 0) {
        log.warn('db.migration.shared_contacts', { index: name, accounts_left_out: exempt.length });
      }
    }
  },

  async down(db) {
    for (const { name } of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
