import { afterAll, describe, expect, it, jest } from '@jest/globals';
import type * as OpenDatabaseModule from './open-database';
import type { DatabaseHandle } from './open-database';
import { openDatabase } from './open-database';
import { forUpdate, lockUser } from './row-lock';

/**
 * The built server opens the database in one webpack runtime (instrumentation) and locks rows
 * in another (API routes), each with its own copy of kysely. A second copy of the modules,
 * loaded in isolation, stands for the other runtime here.
 */
function openInAnotherCopy(url: string): DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  jest.isolateModules(() => {
    const other = jest.requireActual<typeof OpenDatabaseModule>('./open-database');
    handle = other.openDatabase({ kind: 'postgres', url });
  });
  if (!handle) throw new Error('not opened');
  return handle;
}

describe('engineOf: the engine by value, whichever copy of kysely made the handle', () => {
  const postgres = openInAnotherCopy('postgres://nobody@127.0.0.1:1/none');
  const sqlite = openDatabase({ kind: 'sqlite', file: ':memory:' });
  afterAll(async () => {
    await Promise.all([postgres.close(), sqlite.close()]);
  });

  it('sends FOR UPDATE to PostgreSQL for a handle made by another copy of kysely', async () => {
    const { PostgresAdapter } = await import('kysely');
    // What the shop checked before issue 37, false in the built server:
    // eslint-disable-next-line no-restricted-syntax -- the hazard itself, shown
    expect(postgres.db.getExecutor().adapter instanceof PostgresAdapter).toBe(false);
    const query = postgres.db.selectFrom('users').select('id').where('id', '=', 1);
    expect(forUpdate(postgres.db, query).compile().sql).toMatch(/for update$/);
  });

  it('locks nothing on SQLite, whose one connection runs one transaction at a time', async () => {
    const query = sqlite.db.selectFrom('users').select('id');
    expect(forUpdate(sqlite.db, query).compile().sql).not.toMatch(/for update/);
    await sqlite.db.schema.createTable('users').addColumn('id', 'integer').execute();
    await expect(
      sqlite.db.transaction().execute(async (trx) => {
        await lockUser(trx, 1);
        return forUpdate(trx, trx.selectFrom('users').select('id')).compile().sql;
      }),
    ).resolves.not.toMatch(/for update/);
  });

  it('knows a transaction by its database', async () => {
    const sql = await sqlite.db
      .transaction()
      .execute((trx) => Promise.resolve(forUpdate(trx, trx.selectFrom('users').select('id'))));
    expect(sql.compile().sql).not.toMatch(/for update/);
  });
});
