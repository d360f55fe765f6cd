// npm run db:migrate: brings the database of DATABASE_URL (default: the embedded SQLite
// file) to the latest migration. The shop also does this itself when it starts.
import { serverEnv } from '@/server/config/server-env';
import { parseDatabaseUrl } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { openDatabase } from '@/server/db/open-database';

async function main(): Promise<void> {
  const config = parseDatabaseUrl(serverEnv().DATABASE_URL);
  const handle = openDatabase(config);
  try {
    const applied = await migrateToLatest(handle.db, handle.engine);
    console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
