// npm run db:backup [-- --out <file>]: backs up the database of DATABASE_URL (default: the
// embedded SQLite file) while the shop keeps running: SQLite through VACUUM INTO, PostgreSQL
// through pg_dump. Default file: backups/shop-<engine>-<UTC timestamp>.<ext>
// (docs/operations.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverEnv } from '@/server/config/server-env';
import { backupDatabase, formatBytes } from '@/server/db/backup';
import { parseDatabaseUrl } from '@/server/db/engine';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = parseDatabaseUrl(serverEnv().DATABASE_URL);
  const result = await backupDatabase(config, { out: values.out });
  // backups/… when under the working directory, as the default is; the full path otherwise.
  const relative = path.relative(process.cwd(), result.file);
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? result.file : relative;
  console.log(
    `Backed up the ${result.engine} database to ${shown} (${formatBytes(result.bytes)}).`,
  );
}

main().catch((error: unknown) => {
  // One line the operator (or cron's mail) can act on; the stack is for bugs, not refusals.
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
