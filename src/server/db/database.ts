import { serverEnv } from '@/server/config/server-env';
import { catalogueChanged } from '@/server/cache';
import { log } from '@/server/log';
import { parseDatabaseUrl, type EngineKind } from './engine';
import { migrateToLatest } from './migrate';
import { openDatabase, type DatabaseHandle } from './open-database';
import { lacksPlannerStats, refreshPlannerStats } from './planner-stats';
import type { Db } from './db-types';
import { onShutdown, SHUTDOWN_ORDER } from '@/server/shutdown-hooks';

/** Where most of the server names them: the database's types go with the database. */
export type { Db, Trx } from './db-types';

interface State {
  handle: DatabaseHandle;
  ready: Promise<Db>;
}

/**
 * One database per process, kept on globalThis: `next dev` reloads modules and Next may load
 * this module in more than one bundle, and a second SQLite connection or pg pool must never
 * appear (data-layer notes).
 */
const STATE_KEY = Symbol.for('dakahlia-poultry.database');
const holder = globalThis as typeof globalThis & { [STATE_KEY]?: State };

async function prepare(handle: DatabaseHandle, seed: boolean): Promise<Db> {
  const applied = await migrateToLatest(handle.db, handle.engine);
  if (applied.length > 0)
    log.info('db.migrated', { engine: handle.engine, applied: applied.join(',') });
  let seeded = false;
  if (seed) {
    const { seedIfEmpty } = await import('./seed/seed-if-empty');
    seeded = await seedIfEmpty(handle.db, handle.engine, {
      demoAccounts: serverEnv().seedDemoAccounts,
    });
  }
  if (seeded || (await lacksPlannerStats(handle.db, handle.engine))) {
    await refreshPlannerStats(handle.db);
  }
  return handle.db;
}

function start(handle: DatabaseHandle, seed: boolean): State {
  const state: State = { handle, ready: prepare(handle, seed) };
  // PostgreSQL ends its sessions instead of being cut off. SQLite's journal is left for the
  // next start to replay if libsql defers the close (docs/operations.md): nothing is lost.
  onShutdown({ name: 'database', order: SHUTDOWN_ORDER.closeDatabase, run: closeDatabase });
  state.ready.catch((error: unknown) => {
    // Forget a database that failed to start (say PostgreSQL was down), so the next request
    // tries again instead of failing forever.
    if (holder[STATE_KEY] === state) holder[STATE_KEY] = undefined;
    log.error('db.start_failed', {
      message: error instanceof Error ? error.message : String(error),
    });
    void handle.close().catch(() => undefined);
  });
  return state;
}

/** The migrated (and, when empty, seeded) database of this process. */
export function getDatabase(): Promise<Db> {
  if (!holder[STATE_KEY]) {
    const env = serverEnv();
    const handle = openDatabase(parseDatabaseUrl(env.DATABASE_URL), env.DATABASE_POOL_SIZE);
    holder[STATE_KEY] = start(handle, true);
  }
  return holder[STATE_KEY].ready;
}

/** Which engine this process runs on (after getDatabase). */
export function databaseEngine(): EngineKind {
  const state = holder[STATE_KEY];
  if (!state) throw new Error('The database is not open yet');
  return state.handle.engine;
}

/**
 * Makes `handle` this process's database (tests and CLI scripts, which choose their own).
 * It is migrated; `seed` also seeds it when empty.
 */
export function installDatabase(handle: DatabaseHandle, options: { seed: boolean }): Promise<Db> {
  // Answers read from the database this one replaces are not answers of this one.
  catalogueChanged();
  holder[STATE_KEY] = start(handle, options.seed);
  return holder[STATE_KEY].ready;
}

/**
 * This process's database if it has one open (or opening), without opening one: for work
 * that belongs to whichever database the requests used (the view counter's flush).
 */
export function openedDatabase(): Promise<Db> | undefined {
  return holder[STATE_KEY]?.ready;
}

export async function closeDatabase(): Promise<void> {
  const state = holder[STATE_KEY];
  holder[STATE_KEY] = undefined;
  if (state) await state.handle.close();
}
