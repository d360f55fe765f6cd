import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

const TABLES: ReadonlyArray<keyof Database> = [
  'categories',
  'items',
  'banners',
  'features',
  'branches',
  'contacts',
  'delivery_zones',
  'users',
  'sessions',
  'password_resets',
  'outbox',
  'addresses',
  'favorites',
  'orders',
  'order_lines',
  'idempotency_keys',
];

/**
 * A fingerprint of every row of every table: equal before and after a request means the
 * request changed nothing at all.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const lines = rows.rows.map((row) => JSON.stringify(row)).sort();
    fingerprint[table] =
      `${lines.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return fingerprint;
}
