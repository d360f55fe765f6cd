import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import type { EngineKind } from '@/server/db/engine';
import { adminPostgresUrl, postgresUrlFor } from './postgres-url';

export interface TestDatabase {
  engine: EngineKind;
  url: string;
  handle: DatabaseHandle;
  /** Closes the handle and removes the database. */
  drop(): Promise<void>;
}

export function testEngine(): EngineKind {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/** False only for the PostgreSQL project on a machine without PostgreSQL (outside CI). */
export function engineAvailable(): boolean {
  return testEngine() === 'sqlite' || process.env.TEST_POSTGRES_AVAILABLE !== '0';
}

async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(
  statement: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: adminPostgresUrl() });
  await client.connect();
  try {
    return (await client.query<R>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves once its clients are told to close, not once the server has seen
 * them go. Dropping the database at that moment terminates a closing connection, whose error
 * then surfaces as an unhandled event and fails the test file. Wait until they are gone.
 */
async function waitForDisconnect(database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await adminQuery<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if ((rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A fresh, empty database of its own for one test file: a temp SQLite file or a new PG db. */
export async function createTestDatabase(engine = testEngine()): Promise<TestDatabase> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-test-'));
    const file = path.join(dir, 'shop.db');
    const handle = openDatabase({ kind: 'sqlite', file });
    return {
      engine,
      url: `file:${file}`,
      handle,
      async drop() {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `dp_test_${suffix}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = postgresUrlFor(name);
  const handle = openDatabase({ kind: 'postgres', url }, 20);
  return {
    engine,
    url,
    handle,
    async drop() {
      await handle.close();
      await waitForDisconnect(name);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
