import type { EngineConfig } from '../engine';
import { migrateToLatest } from '../migrate';
import { openDatabase } from '../open-database';
import { describePostgresUrl } from './pg-tools';
import { countRows } from './target-contents';
import type { RestoreResult } from './types';

/**
 * Brings a restored database to this build's schema (a backup taken by an older version is
 * migrated forward, as the shop would do when it starts) and reports what it holds.
 */
export async function afterRestore(config: EngineConfig): Promise<RestoreResult> {
  const handle = openDatabase(config, 1);
  try {
    const migrated = await migrateToLatest(handle.db, handle.engine);
    return {
      engine: handle.engine,
      target:
        config.kind === 'sqlite'
          ? `the SQLite database ${config.file}`
          : `the PostgreSQL database ${describePostgresUrl(config.url)}`,
      migrated,
      orders: await countRows(handle.db, 'orders'),
      users: await countRows(handle.db, 'users'),
    };
  } finally {
    await handle.close();
  }
}
