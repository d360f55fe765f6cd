import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

export const FINGERPRINT_TABLES: ReadonlyArray<keyof Database> = [
  'categories',
  'items',
  'item_options',
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
  'item_price_history',
  'staff_audit',
  'media',
  'search_synonyms',
];

/** Columns to leave out of a fingerprint, per table: writes a caller is allowed to cause. */
export type IgnoredColumns = Partial<Record<keyof Database, readonly string[]>>;

/**
 * A column's value as the fingerprint sees it. Bytes (media.bytes) are read as an ArrayBuffer
 * on SQLite and a Buffer on PostgreSQL; JSON.stringify would make the first `{}` and the
 * second a long list of numbers, so both become the hash of their content.
 */
function comparable(value: unknown): unknown {
  if (value instanceof ArrayBuffer || value instanceof Uint8Array) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : value;
    return `bytes:${createHash('sha256').update(bytes).digest('hex')}`;
  }
  return value;
}

function withoutColumns(row: Record<string, unknown>, columns: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !columns.includes(column))
      .map(([column, value]) => [column, comparable(value)]),
  );
}

/**
 * A fingerprint of every row of every table: equal before and after a request means the
 * request changed nothing at all (but the `ignore`d columns).
 */
export async function databaseFingerprint(
  db: Db,
  ignore: IgnoredColumns = {},
  tables: ReadonlyArray<keyof Database> = FINGERPRINT_TABLES,
): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const lines = rows.rows.map((row) => JSON.stringify(withoutColumns(row, ignore[table]))).sort();
    fingerprint[table] =
      `${lines.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return fingerprint;
}
