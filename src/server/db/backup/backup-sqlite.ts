import fs from 'node:fs';
import { withExecConnection } from './sqlite-connections';
import { BackupError } from './types';

/** A string literal for SQL: VACUUM INTO takes the file name as an expression. */
function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * VACUUM INTO writes a transactionally consistent copy while the shop keeps reading and
 * writing: it reads inside one read transaction, which in WAL mode never blocks the writer
 * (nor is blocked by it). The copy is also compacted and in rollback-journal mode, so it is a
 * single self-contained file.
 */
export function backupSqlite(source: string, partial: string): void {
  if (source === ':memory:') throw new BackupError('An in-memory database cannot be backed up');
  if (!fs.existsSync(source)) throw new BackupError(`No SQLite database at ${source}`);
  withExecConnection(source, (connection) => {
    connection.exec('PRAGMA busy_timeout = 5000');
    connection.exec(`VACUUM INTO ${sqlString(partial)}`);
  });
}
