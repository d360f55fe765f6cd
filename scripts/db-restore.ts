// npm run db:restore -- <file> [--yes]: replaces the database of DATABASE_URL with a backup
// made by npm run db:backup, then migrates it to this version. Stop the shop first; a
// database that holds data is replaced only with --yes (docs/operations.md).
import { parseArgs } from 'node:util';
import { serverEnv } from '@/server/config/server-env';
import { restoreDatabase } from '@/server/db/backup';
import { parseDatabaseUrl } from '@/server/db/engine';

const USAGE = 'usage: npm run db:restore -- <backup file> [--yes]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { yes: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new Error(USAGE);
  const config = parseDatabaseUrl(serverEnv().DATABASE_URL);
  const result = await restoreDatabase(config, file, { force: values.yes });
  const migrated =
    result.migrated.length > 0 ? `migrated forward: ${result.migrated.join(', ')}` : 'current';
  console.log(
    `Restored ${file} into ${result.target} (schema ${migrated}): ${result.orders} orders, ${result.users} users.`,
  );
}

main().catch((error: unknown) => {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
