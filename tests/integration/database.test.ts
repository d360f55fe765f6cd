import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from '@jest/globals';
import type { AuthResult } from '@/contracts/account';
import { pendingMigrations } from '@/server/db/migrate';
import { rasterPicturesMigration } from '@/server/db/migrations/0004-raster-pictures';
import type { SchemaDb } from '@/server/db/migrations/column-types';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { reseed } from '@/server/db/seed/reseed';
import { seedIfEmpty } from '@/server/db/seed/seed-if-empty';
import { describeApi } from './support/describe-api';
import { uploadPhoto } from './support/pictures';
import { registerStaff } from './support/staff';

const ROOT = path.join(__dirname, '../..');
const run = promisify(execFile);

describeApi('database, seed and CLI', (suite) => {
  const count = async (table: 'items' | 'categories' | 'users' | 'delivery_zones' | 'branches') =>
    (
      await suite.server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count;

  it('is migrated to the latest version and seeded once, without demo accounts outside development', async () => {
    expect(await pendingMigrations(suite.server.db, suite.server.database.engine)).toEqual([]);
    expect(await count('categories')).toBeGreaterThanOrEqual(8);
    expect(await count('items')).toBeGreaterThanOrEqual(60);
    expect(await count('delivery_zones')).toBeGreaterThanOrEqual(10);
    expect(await count('branches')).toBeGreaterThanOrEqual(3);
    expect(await count('users')).toBe(0);
    expect(
      await seedIfEmpty(suite.server.db, suite.server.database.engine, { demoAccounts: false }),
    ).toBe(false);
    expect(await count('categories')).toBeGreaterThanOrEqual(8);
  });

  it('has a local image file for every item, category and banner', async () => {
    const images = [
      ...(await suite.server.db.selectFrom('items').select('image').execute()),
      ...(await suite.server.db.selectFrom('categories').select('image').execute()),
      ...(await suite.server.db.selectFrom('banners').select('image').execute()),
    ].map((row) => row.image);
    for (const image of images) {
      expect(image).toMatch(/^\/images\//);
      expect(fs.existsSync(path.join(ROOT, 'public', image))).toBe(true);
    }
  });

  it('points rows that name a drawn picture by its old SVG path at the WebP, and only those', async () => {
    const { db } = suite.server;
    const engine = suite.server.database.engine;
    // What Kysely's Migrator hands a migration: the same connection, without table types.
    const migrationDb = db as unknown as SchemaDb;
    const item = await db
      .selectFrom('items')
      .select(['id', 'slug'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const custom = 'https://cdn.example.com/photos/duck.svg';
    // A database from before the change, with one picture a seller set themselves.
    await rasterPicturesMigration.down(migrationDb, engine);
    await db
      .updateTable('items')
      .set({
        images: JSON.stringify([`/images/items/${item.slug}.svg`, custom]),
      })
      .where('id', '=', item.id)
      .execute();
    const before = await db
      .selectFrom('items')
      .select('image')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(before.image).toBe(`/images/items/${item.slug}.svg`);

    await rasterPicturesMigration.up(migrationDb, engine);

    const after = await db
      .selectFrom('items')
      .select(['image', 'images'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(after.image).toBe(`/images/items/${item.slug}.webp`);
    expect(JSON.parse(after.images)).toEqual([`/images/items/${item.slug}.webp`, custom]);
    const categories = await db.selectFrom('categories').select('image').execute();
    expect(categories.every((row) => row.image.endsWith('.webp'))).toBe(true);
  });

  it('reseeds a development database from scratch, with the demo accounts and no uploaded pictures', async () => {
    // A picture a seller uploaded: its item is seeded anew and its uploader is gone, so its
    // row goes too (reseed.ts says why).
    const seller = await registerStaff(suite.api, suite.server.db, 'seller');
    const uploaded = await uploadPhoto(suite.api, seller.token, 5);
    expect(uploaded.status).toBe(200);
    const picture = uploaded.body.results?.image ?? '';
    await suite.server.db
      .insertInto('users')
      .values({
        username: '01099999999',
        name: 'Temp',
        email: null,
        phone: '01099999999',
        role: 'customer',
        password_hash: 'x',
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    const items = await count('items');
    await reseed(suite.server.db, suite.server.database.engine, { demoAccounts: true });
    expect(await count('items')).toBe(items);
    const media = await suite.server.db.selectFrom('media').select('hash').execute();
    expect(media).toEqual([]);
    const item = await suite.server.db
      .selectFrom('items')
      .select('image')
      .where('id', '=', 5)
      .executeTakeFirstOrThrow();
    expect(item.image).toMatch(/^\/images\//);
    expect((await fetch(new URL(picture, suite.server.baseUrl))).status).toBe(404);
    const users = await suite.server.db
      .selectFrom('users')
      .select(['username', 'role'])
      .orderBy('id')
      .execute();
    expect(users).toEqual(DEMO_ACCOUNTS.map(({ username, role }) => ({ username, role })));
    const first = await suite.server.db
      .selectFrom('categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(first.id).toBe(1);
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    const login = await suite.api.post<AuthResult>('/user/login', {
      username: admin.username,
      password: admin.password,
    });
    expect(login.body.results?.user.role).toBe('admin');
    const outbox = await suite.api.get('/admin/outbox', { token: login.body.results?.token });
    expect(outbox.status).toBe(200);
  });

  it('creates a user of any role from the command line, with the password from stdin', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: suite.server.database.url,
      NODE_ENV: 'test',
    };
    const child = run(
      'npx',
      [
        'tsx',
        'scripts/user-create.ts',
        '--role',
        'seller',
        '--username',
        'seller.two@example.com',
        '--name',
        'Second Seller',
        '--phone',
        '01511112222',
      ],
      { cwd: ROOT, env },
    );
    child.child.stdin?.end('seller-password-9\n');
    const { stdout } = await child;
    expect(stdout).toMatch(/Created seller #\d+ \(seller\.two@example\.com\)/);
    const login = await suite.api.post<AuthResult>('/user/login', {
      username: 'seller.two@example.com',
      password: 'seller-password-9',
    });
    expect(login.status).toBe(200);
    expect(login.body.results?.user.role).toBe('seller');
    // A seller is staff but not an admin.
    expect(
      (await suite.api.get('/admin/outbox', { token: login.body.results?.token })).status,
    ).toBe(403);

    const refused = run(
      'npx',
      [
        'tsx',
        'scripts/user-create.ts',
        '--role',
        'owner',
        '--username',
        'x',
        '--name',
        'Y',
        '--phone',
        '1',
      ],
      { cwd: ROOT, env },
    );
    refused.child.stdin?.end('short\n');
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Invalid account'),
    });
  }, 60_000);
});
