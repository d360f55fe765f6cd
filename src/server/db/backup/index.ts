import path from 'node:path';
import type { EngineConfig } from '../engine';
import { afterRestore } from './after-restore';
import { defaultBackupPath, writeAtomically } from './backup-file';
import { backupPostgres } from './backup-postgres';
import { backupSqlite } from './backup-sqlite';
import { restorePostgres } from './restore-postgres';
import { restoreSqlite } from './restore-sqlite';
import type { BackupOptions, BackupResult, RestoreOptions, RestoreResult } from './types';

export { formatBytes } from './backup-file';
export { BackupError } from './types';
export type { BackupOptions, BackupResult, RestoreOptions, RestoreResult } from './types';

/** Backs up the database of `config` to one file (npm run db:backup; docs/operations.md). */
export async function backupDatabase(
  config: EngineConfig,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const file = path.resolve(
    options.out ?? defaultBackupPath(config.kind, options.now ?? new Date()),
  );
  const bytes = await writeAtomically(file, (partial) =>
    config.kind === 'sqlite'
      ? backupSqlite(config.file, partial)
      : backupPostgres(config.url, partial),
  );
  return { engine: config.kind, file, bytes };
}

/**
 * Replaces the database of `config` with a backup, then migrates it to this build (npm run
 * db:restore). The shop must be stopped; a database holding data needs `force`.
 */
export async function restoreDatabase(
  config: EngineConfig,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (config.kind === 'sqlite') await restoreSqlite(config.file, source, options);
  else await restorePostgres(config.url, source, options);
  return afterRestore(config);
}
