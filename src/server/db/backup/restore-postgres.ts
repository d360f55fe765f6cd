import { openDatabase } from '../open-database';
import { requireFileKind } from './file-kind';
import { describePostgresUrl, runPgTool } from './pg-tools';
import { requireNoOtherSessions } from './postgres-sessions';
import { refuseUnlessForced, targetContents } from './target-contents';
import { BackupError, type RestoreOptions } from './types';

/**
 * A file is restored only when pg_restore can read its table of contents and that names the
 * table recording the shop's migrations. (A file damaged past its table of contents fails in
 * pg_restore itself, inside its single transaction, so the target is left as it was.)
 * Returns the tables it holds, as `schema.table`.
 */
async function verifyPostgresBackup(file: string): Promise<Set<string>> {
  requireFileKind(file, 'pg-dump');
  let contents: string;
  try {
    contents = await runPgTool('pg_restore', ['--list', file]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${file} is damaged: ${reason}`);
  }
  // Lines like "239; 1259 16835 TABLE public addresses postgres".
  const tables = new Set(
    [...contents.matchAll(/^\d+; \d+ \d+ TABLE (\S+) (\S+)/gm)].map(
      ([, schema, name]) => `${schema ?? ''}.${name ?? ''}`,
    ),
  );
  if (![...tables].some((table) => table.endsWith('.kysely_migration'))) {
    throw new BackupError(`${file} is a pg_dump archive but not a backup of this shop`);
  }
  return tables;
}

/**
 * --clean replaces only the tables the backup has. A table it lacks (one a later version
 * added) would outlive the restore, and migrating the restored schema forward would then
 * fail on it after the restore has committed: such a target is refused up front.
 */
function refuseNewerTables(
  targetTables: string[],
  backupTables: Set<string>,
  target: string,
): void {
  const newer = targetTables.filter((table) => !backupTables.has(table));
  if (newer.length === 0) return;
  throw new BackupError(
    `${target} has tables the backup lacks (${newer.join(', ')}), from a newer version: restore into a new, empty database instead`,
  );
}

/**
 * pg_restore in one transaction: either every object of the backup replaces its namesake
 * (--clean --if-exists drops only what the archive recreates) or, on any error, nothing
 * changes at all.
 */
export async function restorePostgres(
  url: string,
  file: string,
  options: RestoreOptions,
): Promise<void> {
  const backupTables = await verifyPostgresBackup(file);
  const target = `The database ${describePostgresUrl(url)}`;
  const handle = openDatabase({ kind: 'postgres', url }, 1);
  try {
    await requireNoOtherSessions(handle.db, target);
    const contents = await targetContents(handle.db);
    refuseUnlessForced(contents, options.force, target);
    refuseNewerTables(contents.tables, backupTables, target);
  } finally {
    await handle.close();
  }
  await runPgTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', file],
    url,
  );
}
