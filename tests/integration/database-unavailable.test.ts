import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { closeDatabase } from '@/server/db/database';
import { apiEntry } from '@/server/http/api-entry';
import { ApiClient } from './support/api-client';
import {
  createTestDatabase,
  engineAvailable,
  testEngine,
  type TestDatabase,
} from './support/test-database';

/** A database URL of the project's engine that cannot be opened. */
function unreachableUrl(): string {
  return testEngine() === 'sqlite'
    ? // /dev/null is not a directory: the shop cannot create its file there.
      'file:/dev/null/shop.db'
    : // Nothing listens on port 1.
      'postgres://postgres@127.0.0.1:1/shop';
}

// The process opens its database on the first call (getDatabase). When that fails, every
// call must say "try again later" (503, localised) rather than 500, and the next call after
// the database is back must work without restarting the shop.
const run = engineAvailable() ? describe : describe.skip;
run(`a database that cannot be opened [${testEngine()}]`, () => {
  let server: Server;
  let api: ApiClient;
  let database: TestDatabase | undefined;
  const savedUrl = process.env.DATABASE_URL;

  beforeAll(async () => {
    await closeDatabase();
    process.env.DATABASE_URL = unreachableUrl();
    resetServerEnvForTests();
    server = http.createServer((req, res) => void apiEntry(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = new ApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeDatabase();
    await database?.drop();
    process.env.DATABASE_URL = savedUrl;
    resetServerEnvForTests();
  });

  it('answers 503 in the caller’s language on health, reads and writes alike', async () => {
    const health = await api.get('/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ success: false });
    expect(health.body.message).toContain('try again in a minute');
    const arabic = await api.get('/category/list', { lang: 'ar' });
    expect(arabic.status).toBe(503);
    expect(arabic.body.message).toContain('جرّب تاني');
    const write = await api.post('/user/login', {
      username: '01012345678',
      password: 'x'.repeat(10),
    });
    expect(write.status).toBe(503);
  });

  it('works again on the next call once the database can be opened, without a restart', async () => {
    database = await createTestDatabase();
    // The handle the helper opened is not the shop's: the shop opens its own from the URL.
    await database.handle.close();
    process.env.DATABASE_URL = database.url;
    resetServerEnvForTests();
    const health = await api.get('/health');
    expect(health.status).toBe(200);
    const categories = await api.get<unknown[]>('/category/list');
    expect(categories.status).toBe(200);
    expect(categories.body.results?.length).toBeGreaterThan(0);
  });
});
