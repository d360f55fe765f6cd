import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';
import { engineOf } from '@/server/db/engine-of';
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

/** One table's rows, read into JavaScript: SQLite answers in process, so this is cheap. */
async function tableFingerprint(
  db: Db,
  table: keyof Database,
  ignored: readonly string[] = [],
): Promise<string> {
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  const lines = rows.rows.map((row) => JSON.stringify(withoutColumns(row, ignored))).sort();
  return `${lines.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
}

/**
 * Every table's fingerprint in one query, hashed by PostgreSQL itself: the property test takes
 * two per request it sends, and 21 round trips each (with every row sent over) were two thirds
 * of its time on PostgreSQL. A row is its jsonb text (keys in one order), less the ignored
 * columns; bytes are jsonb's hex text of them.
 */
async function postgresFingerprint(
  db: Db,
  ignore: IgnoredColumns,
  tables: ReadonlyArray<keyof Database>,
): Promise<Record<string, string>> {
  const row = (table: keyof Database) => {
    const ignored = ignore[table] ?? [];
    return ignored.length === 0
      ? sql`to_jsonb(t)::text`
      : sql`(to_jsonb(t) - ${sql.val([...ignored])}::text[])::text`;
  };
  const columns = tables.map(
    (table) =>
      sql`(select count(*) || ':' || coalesce(md5(string_agg(${row(table)}, E'\n' order by ${row(table)})), '') from ${sql.table(table)} t) as ${sql.ref(table)}`,
  );
  const result = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(db);
  return result.rows[0] ?? {};
}

/**
 * A fingerprint of every row of every table: equal before and after a request means the
 * request changed nothing at all (but the `ignore`d columns). Compare fingerprints of one
 * engine only: each engine writes its own.
 */
export async function databaseFingerprint(
  db: Db,
  ignore: IgnoredColumns = {},
  tables: ReadonlyArray<keyof Database> = FINGERPRINT_TABLES,
): Promise<Record<string, string>> {
  if (engineOf(db) === 'postgres') return postgresFingerprint(db, ignore, tables);
  const fingerprint: Record<string, string> = {};
  for (const table of tables) fingerprint[table] = await tableFingerprint(db, table, ignore[table]);
  return fingerprint;
}
