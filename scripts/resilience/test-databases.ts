// The databases the crash and load tests make for themselves: a SQLite file under data/ or
// a PostgreSQL database of their own on the local server, fresh for every run.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { EngineKind } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { parseDatabaseUrl } from '@/server/db/engine';
import { seedIfEmpty } from '@/server/db/seed/seed-if-empty';
// The API suite's PostgreSQL server and TEST_POSTGRES_URL, so both test kinds use one setting.
import { adminPostgresUrl, postgresUrlFor } from '../../tests/integration/support/postgres-url';

const ROOT = path.join(__dirname, '../..');

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({
    connectionString: adminPostgresUrl(),
    connectionTimeoutMillis: 3000,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Is PostgreSQL there? CI requires it; elsewhere its half is skipped with a message. */
export async function postgresAvailable(): Promise<boolean> {
  try {
    await adminQuery('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** Empties `name` (a fixed identifier of ours) and returns its DATABASE_URL. */
export async function freshDatabase(engine: EngineKind, name: string): Promise<string> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Unusual database name: ${name}`);
  if (engine === 'sqlite') {
    const file = path.join(ROOT, 'data', 'resilience', `${name}.db`);
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    return `file:${file}`;
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  return postgresUrlFor(name);
}

/** The shop's own migrations and catalogue, as the server would make them on first start. */
export async function openSeeded(url: string): Promise<DatabaseHandle> {
  // The seed's own log lines are the server's business; this is a test's setup.
  process.env.LOG_LEVEL ??= 'warn';
  const handle = openDatabase(parseDatabaseUrl(url), 2);
  await migrateToLatest(handle.db, handle.engine);
  await seedIfEmpty(handle.db, handle.engine, { demoAccounts: false });
  // The load and crash tests place hundreds of orders; the seed's rounds hold 15-20 each.
  // Zones without rounds take orders without a slot, so the tests measure orders and stock;
  // slots under contention are tests/integration/delivery-slots.test.ts's subject.
  await handle.db.deleteFrom('delivery_rounds').execute();
  return handle;
}

/** Drops the PostgreSQL database a run made (SQLite files stay under data/ for a look). */
export async function dropDatabase(engine: EngineKind, name: string): Promise<void> {
  if (engine === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
