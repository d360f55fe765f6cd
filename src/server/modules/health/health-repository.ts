import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';

/** Throws unless the database answers a query now. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
