import { sql } from 'kysely';
import { requireFileKind } from './file-kind';
import { openSqliteReader, sqliteCode } from './sqlite-connections';
import { BackupError, isBackupError } from './types';

/**
 * A file is restored only when it is a sound SQLite database of this shop: SQLite's own
 * integrity check passes and it has the table that records the shop's migrations.
 */
export async function verifySqliteBackup(file: string): Promise<void> {
  requireFileKind(file, 'sqlite');
  const reader = openSqliteReader(file);
  try {
    const check = await sql<Record<string, unknown>>`PRAGMA integrity_check`.execute(reader);
    const problems = check.rows.map((row) => String(Object.values(row)[0]));
    if (problems.length !== 1 || problems[0] !== 'ok') {
      throw new BackupError(`${file} is damaged: ${problems.slice(0, 3).join('; ')}`);
    }
    const migrations = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name = 'kysely_migration'
    `.execute(reader);
    if (migrations.rows.length === 0) {
      throw new BackupError(`${file} is a SQLite database but not a backup of this shop`);
    }
  } catch (error) {
    const code = sqliteCode(error);
    if (isBackupError(error) || !code?.startsWith('SQLITE_')) throw error;
    // A truncated or overwritten file fails at the first read (SQLITE_CORRUPT, SQLITE_NOTADB).
    throw new BackupError(
      `${file} is damaged: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await reader.destroy();
  }
}
