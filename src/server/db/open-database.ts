import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import Sqlite from 'libsql';
import pg from 'pg';
import type { EngineConfig, EngineKind } from './engine';
import { registerEngine } from './engine-of';
import type { Database } from './schema';
import { sqliteAdapter } from './sqlite-adapter';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: EngineKind;
  close(): Promise<void>;
}

/**
 * Instants are epoch milliseconds in bigint columns, and counts are bigint too: both fit in a
 * JS number, so read int8 as a number rather than pg's default string.
 */
function pgTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  return types;
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Sqlite(file);
  // WAL lets readers run beside the writer; FULL syncs each commit, so an acknowledged order
  // survives a power cut, not only a crash. Foreign keys are off by default in SQLite.
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA synchronous = FULL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  // Kysely's SqliteDialect queues every query and transaction on this one connection, which
  // is what keeps concurrent orders from failing with SQLITE_BUSY (data-layer notes).
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqliteAdapter(sqlite) }),
  });
  registerEngine(db, 'sqlite');
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: pgTypes(),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerEngine(db, 'postgres');
  return { db, engine: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: EngineConfig, poolSize = 10): DatabaseHandle {
  return config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, poolSize);
}
