import { Kysely, SqliteDialect } from 'kysely';
import Sqlite from 'libsql';
import type { Database } from '../schema';
import { sqliteAdapter } from '../sqlite-adapter';

type Connection = InstanceType<typeof Sqlite>;

/**
 * A connection that only runs `exec`, so it really closes when told to. libsql keeps a closed
 * connection open, with its locks, until the statements it prepared are garbage-collected;
 * on a WAL database that late close then checkpoints and deletes `<file>-wal` and `-shm` by
 * name, which after a restore would be the new database's. Whatever touches a file that is
 * about to be replaced, or that the shop is using, goes through here.
 */
export function withExecConnection<T>(file: string, run: (connection: Connection) => T): T {
  const connection = new Sqlite(file);
  try {
    return run(connection);
  } finally {
    connection.close();
  }
}

/**
 * Kysely over a SQLite file left in the journal mode it has (openDatabase would switch it to
 * WAL). Only for files in rollback-journal mode, where a connection that closes late holds
 * nothing and deletes nothing: backups (VACUUM INTO writes them so) and a target that
 * claimIdleTarget has switched.
 */
export function openSqliteReader(file: string): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqliteAdapter(new Sqlite(file)) }),
  });
}

/** libsql's errors carry SQLite's code (SQLITE_BUSY, SQLITE_NOTADB...). */
export function sqliteCode(error: unknown): string | undefined {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}
