import { processSingleton } from '@/server/process-singleton';
import type { EngineKind } from './engine';

/**
 * Which engine a database handle, or a transaction on it, talks to. Kept by value, keyed by
 * the handle's adapter (a transaction shares its database's adapter), in one map per process.
 * Not `adapter instanceof PostgresAdapter`: in the built server the database is opened by the
 * instrumentation hook's webpack runtime and used by the API routes' runtime, each with its
 * own copy of kysely, so the class never matched there and no row lock was ever taken
 * (issue 37; docs/adr/0017-invariants-proved-in-the-built-server.md).
 */
const engines = () => processSingleton('database-engines', () => new WeakMap<object, EngineKind>());

/** A Kysely handle or transaction, of any schema (migrations see `Kysely<unknown>`). */
interface Handle {
  getExecutor(): { adapter: object };
}

/** Called by openDatabase for every handle it makes. */
export function registerEngine(db: Handle, engine: EngineKind): void {
  engines().set(db.getExecutor().adapter, engine);
}

export function engineOf(db: Handle): EngineKind {
  const engine = engines().get(db.getExecutor().adapter);
  // A handle not made by openDatabase is a programming error, not a request's problem.
  if (!engine) throw new Error('engineOf: this database handle was not made by openDatabase');
  return engine;
}
