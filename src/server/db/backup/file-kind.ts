import fs from 'node:fs';
import { BackupError } from './types';

/** What a file's first bytes say it is: SQLite's header string or pg_dump's archive magic. */
export type FileKind = 'sqlite' | 'pg-dump' | 'other';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const PG_DUMP_MAGIC = Buffer.from('PGDMP', 'latin1');

export function fileKind(file: string): FileKind {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  if (!fs.statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = fs.openSync(file, 'r');
  let read: number;
  try {
    read = fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  const start = head.subarray(0, read);
  if (start.equals(SQLITE_HEADER)) return 'sqlite';
  if (start.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC)) return 'pg-dump';
  return 'other';
}

/**
 * Refuses a file that is not a backup for `expected`, saying what it is when that helps (a
 * SQLite backup offered to PostgreSQL or the other way round).
 */
export function requireFileKind(file: string, expected: Exclude<FileKind, 'other'>): void {
  const kind = fileKind(file);
  if (kind === expected) return;
  const wanted = expected === 'sqlite' ? 'a SQLite database' : 'a pg_dump custom-format archive';
  const hint =
    kind === 'other'
      ? ''
      : ` (it is ${kind === 'sqlite' ? 'a SQLite backup' : 'a PostgreSQL backup'}: restore it with a DATABASE_URL of that engine)`;
  throw new BackupError(`${file} is not ${wanted}${hint}`);
}
