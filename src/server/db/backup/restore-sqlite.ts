import fs from 'node:fs';
import path from 'node:path';
import { syncPath } from './backup-file';
import { openSqliteReader, sqliteCode, withExecConnection } from './sqlite-connections';
import { refuseUnlessForced, targetContents } from './target-contents';
import { BackupError, type RestoreOptions } from './types';
import { verifySqliteBackup } from './verify-sqlite-backup';

/**
 * Refuses a target that any connection has open (the shop running, or a sqlite3 shell): the
 * shop always opens its database in WAL mode, and leaving WAL mode needs every other
 * connection gone, so with busy_timeout 0 it fails at once instead. When it succeeds the target's WAL is checkpointed into it and it is in
 * rollback-journal mode, which makes reading it safe (see openSqliteReader); the shop turns
 * WAL back on when it starts.
 */
function claimIdleTarget(target: string): void {
  try {
    withExecConnection(target, (connection) => {
      connection.exec('PRAGMA busy_timeout = 0');
      connection.exec('PRAGMA journal_mode = DELETE');
    });
  } catch (error) {
    const code = sqliteCode(error);
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new BackupError(
        `${target} is in use (is the shop running?): stop the shop, then restore`,
      );
    }
    if (code === 'SQLITE_NOTADB') {
      throw new BackupError(`${target} is not a SQLite database: move it away, then restore`);
    }
    throw error;
  }
}

/**
 * Puts the backup in place in one rename, so the target is at every moment either the old
 * database or the whole new one. The old database's journals go first: SQLite would
 * otherwise replay them onto the new file.
 */
function replaceFile(source: string, target: string): void {
  const restoring = `${target}.restoring`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.rmSync(restoring, { force: true });
  try {
    fs.copyFileSync(source, restoring);
    // The backup is owner-only; a database replaced keeps the permissions it had.
    if (fs.existsSync(target)) fs.chmodSync(restoring, fs.statSync(target).mode & 0o777);
    syncPath(restoring);
    for (const journal of ['-wal', '-shm', '-journal']) {
      fs.rmSync(`${target}${journal}`, { force: true });
    }
    fs.renameSync(restoring, target);
  } finally {
    fs.rmSync(restoring, { force: true });
  }
  syncPath(path.dirname(target));
}

export async function restoreSqlite(
  target: string,
  source: string,
  options: RestoreOptions,
): Promise<void> {
  if (target === ':memory:') throw new BackupError('Cannot restore into an in-memory database');
  if (path.resolve(source) === target) {
    throw new BackupError(`${source} is the database itself, not a backup of it`);
  }
  await verifySqliteBackup(source);
  if (fs.existsSync(target)) {
    claimIdleTarget(target);
    const reader = openSqliteReader(target);
    try {
      refuseUnlessForced(await targetContents(reader), options.force, `The database ${target}`);
    } finally {
      await reader.destroy();
    }
  }
  replaceFile(source, target);
}
