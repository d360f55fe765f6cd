import { Migrator, type Kysely } from 'kysely';
import type { EngineKind } from './engine';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, engine: EngineKind): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(engine) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}

/** Which of this build's migrations are applied and which are not (for /api/health and tests). */
export async function migrationStatus(
  db: Kysely<Database>,
  engine: EngineKind,
): Promise<{ applied: string[]; pending: string[] }> {
  const migrator = new Migrator({ db, provider: migrationProvider(engine) });
  const migrations = await migrator.getMigrations();
  return {
    applied: migrations.filter((migration) => migration.executedAt).map((m) => m.name),
    pending: migrations.filter((migration) => !migration.executedAt).map((m) => m.name),
  };
}

/** The names of migrations not yet applied. */
export async function pendingMigrations(
  db: Kysely<Database>,
  engine: EngineKind,
): Promise<string[]> {
  return (await migrationStatus(db, engine)).pending;
}
