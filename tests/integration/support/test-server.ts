import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setClockForTests } from '@/server/clock';
import { closeDatabase, installDatabase, type Db } from '@/server/db/database';
import { apiEntry } from '@/server/http/api-entry';
import { flushSearchStats } from '@/server/modules/catalog/search-stats-buffer';
import { flushViews } from '@/server/modules/catalog/view-counter';
import { DEFAULT_LIMITS, resetLimits, type LimitConfig } from '@/server/rate-limit/attempt-limits';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApi {
  baseUrl: string;
  db: Db;
  database: TestDatabase;
  stop(): Promise<void>;
}

const GENEROUS = { points: 10_000, duration: 60 };

/**
 * Generous budgets for suites that sign in many times from one address or order many times
 * from one account; the per-account sign-in budgets stay real. Rate-limit tests use the real ones throughout.
 */
export const RELAXED_LIMITS: Partial<LimitConfig> = {
  signIn: { ...DEFAULT_LIMITS.signIn, address: GENEROUS },
  pin: { ...DEFAULT_LIMITS.pin, address: GENEROUS },
  forgotAddress: GENEROUS,
  registerAddress: GENEROUS,
  // The share at 100 % is no limit: suites order whole shelves (order-budget.test.ts has it).
  orders: {
    perHour: 10_000,
    openOrders: 10_000,
    openValueEgp: 100_000_000,
    stockSharePercent: 100,
  },
};

/**
 * The API's real handlers on a real HTTP server, over a fresh migrated and seeded database
 * of this file's own (SQLite or PostgreSQL, from the Jest project).
 */
export async function startTestApi(
  options: { limits?: Partial<LimitConfig>; deliveryRounds?: boolean } = {},
): Promise<TestApi> {
  const database = await createTestDatabase();
  const db = await installDatabase(database.handle, { seed: true });
  // The seeded delivery rounds hold 15-20 orders each and would make every suite that places
  // orders pick a slot and run out of them: zones without rounds take orders without a slot
  // (the contract's rule), and tests/integration/delivery-slots.test.ts sets its own rounds.
  if (!options.deliveryRounds) await db.deleteFrom('delivery_rounds').execute();
  resetLimits(options.limits ?? RELAXED_LIMITS);
  // The production entry itself (src/pages/api/[...path].ts serves the same function).
  const server = http.createServer((req, res) => void apiEntry(req, res));
  // The client shares this process: a test that holds the event loop for longer than Node's
  // 5 s keep-alive (generating thousands of requests) lets this server hang up an idle
  // connection at the moment fetch reuses it (ECONNRESET). Never hanging up idle connections
  // leaves closing them to the client, which cannot race itself; stop() closes the rest.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    db,
    database,
    async stop() {
      setClockForTests(undefined);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await flushViews();
      await flushSearchStats();
      await closeDatabase();
      await database.drop();
    },
  };
}
