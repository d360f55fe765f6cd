// npm run db:seed: empties a development database and seeds it again: the catalogue and the
// demo accounts (--no-demo leaves them out). Refuses NODE_ENV=production unless --force.
import { parseArgs } from 'node:util';
import { serverEnv } from '@/server/config/server-env';
import { parseDatabaseUrl } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { openDatabase } from '@/server/db/open-database';
import { reseed } from '@/server/db/seed/reseed';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      'no-demo': { type: 'boolean', default: false },
    },
  });
  const env = serverEnv();
  if (env.NODE_ENV === 'production' && !values.force) {
    throw new Error('Refusing to wipe a production database. Pass --force if you really mean it.');
  }
  const handle = openDatabase(parseDatabaseUrl(env.DATABASE_URL));
  try {
    await migrateToLatest(handle.db, handle.engine);
    await reseed(handle.db, handle.engine, { demoAccounts: !values['no-demo'] });
    console.log(
      `Seeded ${handle.engine} database${values['no-demo'] ? '' : ' with the demo accounts'}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
