import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { BackupError } from './types';

export interface TargetContents {
  /** Every table, as `schema.table` where the engine has schemas (PostgreSQL). */
  tables: string[];
  /** Tables (other than Kysely's migration bookkeeping) holding at least one row. */
  tablesWithRows: string[];
  orders: number;
  users: number;
}

/** What a restore would overwrite, on either engine (Kysely's introspection knows both). */
export async function targetContents(db: Kysely<Database>): Promise<TargetContents> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).filter(
    (table) => !table.isView,
  );
  const tablesWithRows: string[] = [];
  // Kysely's migration bookkeeping alone is a schema without data: nothing to lose.
  const data = tables.filter((table) => !table.name.startsWith('kysely_migration'));
  for (const table of data) {
    const ref = table.schema ? sql.id(table.schema, table.name) : sql.id(table.name);
    const rows = await sql`select 1 from ${ref} limit 1`.execute(db);
    if (rows.rows.length > 0) tablesWithRows.push(table.name);
  }
  const names = new Set(tables.map((table) => table.name));
  const count = (table: 'orders' | 'users') =>
    names.has(table) ? countRows(db, table) : Promise.resolve(0);
  return {
    tables: tables.map((table) => (table.schema ? `${table.schema}.${table.name}` : table.name)),
    tablesWithRows,
    orders: await count('orders'),
    users: await count('users'),
  };
}

/** Rows in a table of the shop (the operator is told how many orders and users there are). */
export async function countRows(db: Kysely<Database>, table: 'orders' | 'users'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * A restore replaces everything, so a database that holds anything (a shop's orders above
 * all) is replaced only when the operator said so. An empty or schema-only one needs no word.
 */
export function refuseUnlessForced(
  contents: TargetContents,
  force: boolean | undefined,
  target: string,
): void {
  if (force || contents.tablesWithRows.length === 0) return;
  throw new BackupError(
    `${target} already holds data (${contents.orders} orders, ${contents.users} users): pass --yes to replace it with the backup`,
  );
}
