import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { AuthResult } from '@/contracts/account';
import type { Item } from '@/contracts/catalog';
import type { Order } from '@/contracts/order';
import { backupDatabase, restoreDatabase } from '@/server/db/backup';
import { closeDatabase, installDatabase } from '@/server/db/database';
import { parseDatabaseUrl } from '@/server/db/engine';
import { LATEST_MIGRATION, migrationProvider } from '@/server/db/migrations';
import { openDatabase } from '@/server/db/open-database';
import type { Database } from '@/server/db/schema';
import { flushViews } from '@/server/modules/catalog/view-counter';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem } from './support/orders';
import { uploadPhoto } from './support/pictures';
import { releaseClosedConnections } from './support/release-connections';
import { databaseFingerprint, FINGERPRINT_TABLES, type IgnoredColumns } from './support/snapshot';
import { registerStaff } from './support/staff';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database';

const ROOT = path.join(__dirname, '../..');
const run = promisify(execFile);
const ZONE = 1;
const ITEM = 10;
const EXT = testEngine() === 'sqlite' ? 'sqlite' : 'dump';

type Fingerprint = Record<string, string>;

describeApi('backup and restore', (suite) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-backup-'));
  const extraDatabases: TestDatabase[] = [];
  // Shared by the steps below, which run in order: the backup, and what it held.
  const state = {} as {
    file: string;
    atBackup: Fingerprint;
    copy: TestDatabase;
    kept: Customer;
    /** A picture uploaded before the backup, as the shop served it then. */
    picture: { url: string; bytes: Buffer };
    /** One uploaded after the backup, which a restore takes back. */
    laterPicture: string;
  };

  afterAll(async () => {
    for (const database of extraDatabases) await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const original = () => parseDatabaseUrl(suite.server.database.url);

  /** Another database of the suite's engine, empty and closed, as a restore finds it. */
  async function emptyDatabase(): Promise<TestDatabase> {
    const database = await createTestDatabase();
    extraDatabases.push(database);
    await database.handle.close();
    return database;
  }

  /** Opens `url`, reads its fingerprint and closes it again for real. */
  async function fingerprintOf(
    url: string,
    ignore?: IgnoredColumns,
    tables?: ReadonlyArray<keyof Database>,
  ): Promise<Fingerprint> {
    const handle = openDatabase(parseDatabaseUrl(url), 2);
    try {
      return await databaseFingerprint(handle.db, ignore, tables);
    } finally {
      await handle.close();
      await releaseClosedConnections();
    }
  }

  /** A picture as a browser fetches it from the shop: its status and bytes. */
  async function fetchPicture(url: string): Promise<{ status: number; bytes: Buffer }> {
    const answer = await fetch(new URL(url, suite.server.baseUrl));
    return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
  }

  async function placeOrder(customer: Customer, addressId: number): Promise<Order> {
    const response = await suite.api.post<Order>(
      '/user/orders/add',
      { address_id: addressId, items: [{ item_id: ITEM, qty: 1 }] },
      { token: customer.token },
    );
    expect(response.status).toBe(200);
    return response.body.results!;
  }

  it('backs up the running shop and restores exactly that into a new, empty database', async () => {
    const { db } = suite.server;
    await stockItem(db, ITEM, { stock: 50 });
    await setZoneMinimum(db, ZONE, 0);
    const buyer = await registerCustomer(suite.api);
    const address = await createAddress(suite.api, buyer.token, ZONE);
    await placeOrder(buyer, address.id);
    state.kept = await registerCustomer(suite.api);
    // A product photo staff uploaded: the backup must carry it, not only the item naming it.
    const seller = await registerStaff(suite.api, db, 'seller');
    const uploaded = await uploadPhoto(suite.api, seller.token, ITEM);
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.results?.image ?? '';
    const served = await fetchPicture(url);
    expect(served.status).toBe(200);
    state.picture = { url, bytes: served.bytes };
    state.atBackup = await databaseFingerprint(db);

    state.file = path.join(dir, `shop.${EXT}`);
    const result = await backupDatabase(original(), { out: state.file });
    expect(result).toEqual({
      engine: testEngine(),
      file: state.file,
      bytes: fs.statSync(state.file).size,
    });
    expect(result.bytes).toBeGreaterThan(0);
    // Personal data and password hashes: readable by the owner only.
    expect(fs.statSync(state.file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual([`shop.${EXT}`]);
    await expect(backupDatabase(original(), { out: state.file })).rejects.toThrow(/already exists/);
    expect(fs.statSync(state.file).size).toBe(result.bytes);

    // The shop goes on after the backup: a new order, an account deleted, another picture.
    await placeOrder(buyer, address.id);
    await db.deleteFrom('users').where('id', '=', state.kept.user.id).execute();
    const later = await uploadPhoto(suite.api, seller.token, ITEM + 1, 40);
    state.laterPicture = later.body.results?.image ?? '';
    expect((await fetchPicture(state.laterPicture)).status).toBe(200);
    expect(await databaseFingerprint(db)).not.toEqual(state.atBackup);

    state.copy = await emptyDatabase();
    const restored = await restoreDatabase(parseDatabaseUrl(state.copy.url), state.file);
    expect(restored).toMatchObject({ engine: testEngine(), migrated: [], orders: 1, users: 3 });
    expect(await fingerprintOf(state.copy.url)).toEqual(state.atBackup);
    const target = parseDatabaseUrl(state.copy.url);
    if (target.kind === 'sqlite') expect(fs.existsSync(`${target.file}.restoring`)).toBe(false);
  }, 60_000);

  it('refuses, without force, to restore over a database that holds data, changing nothing', async () => {
    const handle = openDatabase(parseDatabaseUrl(state.copy.url), 1);
    await handle.db.updateTable('items').set({ stock: 0 }).where('id', '=', ITEM).execute();
    await handle.close();
    await releaseClosedConnections();
    const before = await fingerprintOf(state.copy.url);
    expect(before).not.toEqual(state.atBackup);

    await expect(restoreDatabase(parseDatabaseUrl(state.copy.url), state.file)).rejects.toThrow(
      /already holds data \(1 orders, 3 users\): pass --yes/,
    );
    expect(await fingerprintOf(state.copy.url)).toEqual(before);
  }, 60_000);

  it('refuses a file that is not a backup, or a damaged one, changing nothing', async () => {
    const target = parseDatabaseUrl(state.copy.url);
    const before = await fingerprintOf(state.copy.url);
    const junk = path.join(dir, 'notes.txt');
    fs.writeFileSync(junk, 'orders: 12 chickens, 3 ducks\n'.repeat(200));
    await expect(restoreDatabase(target, junk, { force: true })).rejects.toThrow(
      /notes\.txt is not a (SQLite database|pg_dump custom-format archive)$/,
    );
    // Cut short, as a copy interrupted on its way to another disk would be.
    const bytes = fs.readFileSync(state.file);
    const damaged = path.join(dir, `damaged.${EXT}`);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
    await expect(restoreDatabase(target, damaged, { force: true })).rejects.toThrow(
      testEngine() === 'sqlite'
        ? /damaged\.sqlite is damaged: database disk image is malformed/
        : /pg_restore failed: could not read from input file: end of file/,
    );
    expect(await fingerprintOf(state.copy.url)).toEqual(before);
  }, 60_000);

  it('refuses to restore under the running shop, changing nothing', async () => {
    // A request, so that on PostgreSQL the shop holds a connection as a busy one does.
    expect((await suite.api.get('/health')).status).toBe(200);
    const before = await databaseFingerprint(suite.server.db);
    await expect(restoreDatabase(original(), state.file, { force: true })).rejects.toThrow(
      /is in use.*stop the shop/,
    );
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);
  }, 60_000);

  it('migrates a backup taken by an older version forward', async () => {
    // The copy as the version before the last migration left it.
    const handle = openDatabase(parseDatabaseUrl(state.copy.url), 1);
    const columnsOf = async () =>
      new Map(
        (await handle.db.introspection.getTables()).map((table) => [
          table.name,
          table.columns.map((column) => column.name),
        ]),
      );
    const columnsNow = await columnsOf();
    // The newest migration, whichever it is, so that adding one does not change this test.
    const latest = (await migrationProvider(testEngine()).getMigrations())[LATEST_MIGRATION];
    await latest?.down?.(handle.db);
    await sql`delete from kysely_migration where name = ${LATEST_MIGRATION}`.execute(handle.db);
    const columnsOlder = await columnsOf();
    // Tables the newest migration adds: an older version's backup has none of their rows.
    const added = [...columnsNow.keys()].filter((table) => !columnsOlder.has(table));
    // Columns it adds to older tables: the older backup's rows have none of their values.
    const addedColumns: IgnoredColumns = Object.fromEntries(
      [...columnsOlder].map(([table, columns]) => [
        table,
        (columnsNow.get(table) ?? []).filter((column) => !columns.includes(column)),
      ]),
    );
    const olderTables = FINGERPRINT_TABLES.filter((table) => columnsOlder.has(table));
    await handle.close();
    await releaseClosedConnections();
    const old = await backupDatabase(parseDatabaseUrl(state.copy.url), {
      out: path.join(dir, `older.${EXT}`),
    });
    // Every row the older backup holds, as the newest migration leaves them: it may rewrite
    // values (0017 keeps weighed stock in grams), so it runs once on the copy, which the
    // restore then replaces.
    const again = openDatabase(parseDatabaseUrl(state.copy.url), 1);
    await latest?.up(again.db);
    const forward = await databaseFingerprint(again.db, addedColumns, olderTables);
    // Back to the older version, as the database the backup came from was: a newer one holds
    // tables the backup lacks (0018's push_subscriptions), which a restore rightly refuses.
    await latest?.down?.(again.db);
    await sql`delete from kysely_migration where name = ${LATEST_MIGRATION}`.execute(again.db);
    await again.close();
    await releaseClosedConnections();

    const restored = await restoreDatabase(parseDatabaseUrl(state.copy.url), old.file, {
      force: true,
    });
    expect(restored.migrated).toEqual([LATEST_MIGRATION]);
    // Every row the older backup held, and the added tables there again, empty.
    expect(await fingerprintOf(state.copy.url, addedColumns, olderTables)).toEqual(forward);
    const empty = `0:${createHash('sha256').update('').digest('hex')}`;
    const addedTables = FINGERPRINT_TABLES.filter((table) => added.includes(table));
    expect(await fingerprintOf(state.copy.url, {}, addedTables)).toEqual(
      Object.fromEntries(addedTables.map((table) => [table, empty])),
    );
  }, 60_000);

  it('restores over the changed original once the shop is stopped, and the shop starts on it', async () => {
    // docs/operations.md: stop the shop, restore, start the shop.
    await closeDatabase();
    await releaseClosedConnections();
    const restored = await restoreDatabase(original(), state.file, { force: true });
    expect(restored).toMatchObject({ migrated: [], orders: 1, users: 3 });
    suite.server.db = await installDatabase(openDatabase(original()), { seed: true });

    expect(await databaseFingerprint(suite.server.db)).toEqual(state.atBackup);
    expect((await suite.api.get('/health')).status).toBe(200);
    // The picture uploaded before the backup is served again, byte for byte, and its item
    // shows it; the one uploaded after it went with the rest of what came later.
    expect(await fetchPicture(state.picture.url)).toEqual({
      status: 200,
      bytes: state.picture.bytes,
    });
    const item = await suite.api.get<Item>(`/item/details/${ITEM}`);
    expect(item.body.results?.image).toBe(state.picture.url);
    expect((await fetchPicture(state.laterPicture)).status).toBe(404);
    // The account deleted after the backup is back, and can sign in.
    const login = await suite.api.post<AuthResult>('/user/login', {
      username: state.kept.user.username,
      password: state.kept.password,
    });
    expect(login.status).toBe(200);
    // Ids carry on where the backup left them (sequences are restored too): a new order fits.
    const token = login.body.results!.token;
    const address = await createAddress(suite.api, token, ZONE);
    await placeOrder({ ...state.kept, token }, address.id);
  }, 60_000);

  it('works from the command line: npm run db:backup, then db:restore into an empty database', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: suite.server.database.url,
      NODE_ENV: 'test',
    };
    const file = path.join(dir, `cli.${EXT}`);
    // Views counted by earlier tests are written in the background: settle them first, or the
    // live database moves on after the backup and the two differ by a view count.
    await flushViews();
    const backup = await run('npx', ['tsx', 'scripts/db-backup.ts', '--out', file], {
      cwd: ROOT,
      env,
    });
    expect(backup.stdout).toContain(`Backed up the ${testEngine()} database to ${file} (`);

    const target = await emptyDatabase();
    const restore = await run('npx', ['tsx', 'scripts/db-restore.ts', file], {
      cwd: ROOT,
      env: { ...env, DATABASE_URL: target.url },
    });
    expect(restore.stdout).toMatch(/\(schema current\): 2 orders, 3 users\.$/m);
    expect(await fingerprintOf(target.url)).toEqual(await databaseFingerprint(suite.server.db));
  }, 60_000);
});
