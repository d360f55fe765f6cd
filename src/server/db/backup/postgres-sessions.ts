import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { BackupError } from './types';

const GRACE_MS = 3000;

interface Sessions {
  count: number;
  clients: string | null;
}

async function otherSessions(db: Kysely<Database>): Promise<Sessions> {
  const result = await sql<Sessions>`
    select count(*)::int as count,
           string_agg(distinct coalesce(nullif(application_name, ''), usename::text), ', ') as clients
      from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()
       and backend_type = 'client backend'
  `.execute(db);
  return result.rows[0] ?? { count: 0, clients: null };
}

/**
 * PostgreSQL's counterpart of SQLite's lock check: a restore under a running shop would
 * replace the tables between its requests, and orders placed meanwhile would be lost. Other
 * sessions on the target mean someone is using it. A client that has just closed its pool is
 * still listed for a moment, hence the short grace period.
 */
export async function requireNoOtherSessions(db: Kysely<Database>, target: string): Promise<void> {
  const deadline = Date.now() + GRACE_MS;
  let sessions = await otherSessions(db);
  while (sessions.count > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    sessions = await otherSessions(db);
  }
  if (sessions.count > 0) {
    throw new BackupError(
      `${target} is in use by ${sessions.count} other session(s) (${sessions.clients ?? 'unknown'}; is the shop running?): stop the shop, then restore`,
    );
  }
}
