// npm run test:crash: kill -9 the production server while orders are racing, restart it, and
// check that nothing acknowledged was lost or doubled and that stock and totals add up
// (issue 8; docs/security.md, "Crashes and load"), then that every message the orders wrote is
// mailed once after a kill before or during its sending (issue 40, outbox-crash.ts). Two
// rounds and the two message cases on the embedded SQLite database, then on PostgreSQL
// (required in CI, skipped with a message elsewhere).
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';
import type { EngineKind } from '@/server/db/engine';
import { openDatabase } from '@/server/db/open-database';
import { parseDatabaseUrl } from '@/server/db/engine';
import { randomOrder, stockTheShelves, type Stocked } from './catalogue';
import { auditOrders } from './order-audit';
import { OrderLedger } from './order-ledger';
import { outboxCrashCases } from './outbox-crash';
import { newShopper, type Shopper } from './shop-client';
import { assertProductionBuild, startShop, type ShopProcess } from './shop-process';
import { freshDatabase, openSeeded, postgresAvailable, dropDatabase } from './test-databases';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    // Two kills per engine at random moments, thousands of orders racing around each: what a
    // crash can break shows in the first round; the second one starts from a shop that has
    // already been killed once (docs/testing.md). Longer runs: --rounds 5 --seconds 30.
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '8' },
    port: { type: 'string', default: '3192' },
    // `orders` or `messages` runs one half alone (while working on it).
    only: { type: 'string', default: '' },
  },
});
const ROUNDS = Number(args.rounds);
const SECONDS = Number(args.seconds);
const PORT = Number(args.port);
const DATABASE = 'dp_crash_test';
/**
 * One scarce item sells out early in the first round (orders race for its last units on both
 * engines), one later (on SQLite, the faster of the two here), one perhaps not at all.
 */
const SCARCE_STOCK = [50, 500, 4000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shop(url: string): Promise<ShopProcess> {
  return startShop({ port: PORT, databaseUrl: url });
}

/**
 * One shopper placing order after order until `until`. An order that got no answer is sent
 * again under the same key, as the shop's checkout does, until the shop answers it.
 */
async function shopperLoop(
  ledger: OrderLedger,
  origin: string,
  shopper: Shopper,
  stocked: Stocked,
  until: number,
): Promise<void> {
  while (Date.now() < until) {
    const attempt = await ledger.place(origin, shopper, randomOrder(stocked, shopper.addressId));
    while (attempt.outcome.kind === 'unknown' && Date.now() < until) {
      await sleep(200);
      await ledger.send(origin, attempt);
    }
  }
}

async function integrityProblems(db: Db, engine: EngineKind): Promise<string[]> {
  if (engine !== 'sqlite') return [];
  const result = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
  const verdict = result.rows.map((row) => row.integrity_check).join('; ');
  return verdict === 'ok' ? [] : [`SQLite integrity_check: ${verdict}`];
}

async function crashRounds(engine: EngineKind): Promise<string[]> {
  const url = await freshDatabase(engine, DATABASE);
  const setup = await openSeeded(url);
  const stocked = await stockTheShelves(setup.db, SCARCE_STOCK);
  await setup.close();

  let server = await shop(url);
  const tag = String(Date.now());
  const shoppers: Shopper[] = [];
  for (let index = 0; index < Number(args.shoppers); index += 1) {
    shoppers.push(await newShopper(server.origin, index, tag));
  }
  const ledger = new OrderLedger();
  const problems: string[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    if (round > 1) server = await shop(url);
    const started = Date.now();
    const until = started + SECONDS * 1000;
    // Somewhere in the middle third, so orders are racing before and after it.
    const killAfter = SECONDS * 1000 * (1 / 3 + Math.random() / 3);
    const before = ledger.attempts.length;
    const killer = (async () => {
      await sleep(killAfter);
      const inFlight = ledger.attempts.filter((a) => a.tries === 1 && a.outcome.kind === 'unknown');
      const killedAt = Date.now();
      await server.kill9();
      server = await shop(url);
      return { inFlight, killedAt };
    })();
    await Promise.all(
      shoppers.map((shopper) => shopperLoop(ledger, server.origin, shopper, stocked, until)),
    );
    const { inFlight, killedAt } = await killer;
    await ledger.settle(server.origin);
    const retried = ledger.attempts.slice(before).filter((attempt) => attempt.tries > 1);
    // Orders that committed before the kill although their answer never arrived: the retry
    // must have returned them, not made them again.
    const replayed = retried.filter(
      ({ outcome }) =>
        outcome.kind === 'acknowledged' && Date.parse(outcome.order.created_at) < killedAt,
    ).length;
    const exitCode = await server.stop();
    if (exitCode !== 0)
      problems.push(`round ${round}: the restarted shop exited ${exitCode} on SIGTERM`);

    const check = openDatabase(parseDatabaseUrl(url), 1);
    const audit = await auditOrders(check.db, ledger, stocked.start);
    const integrity = await integrityProblems(check.db, engine);
    await check.close();
    const found = [...audit.problems, ...integrity, ...ledger.serverErrors.splice(0)];
    problems.push(...found.map((problem) => `${engine} round ${round}: ${problem}`));
    console.log(
      `  ${engine} round ${round}: killed after ${(killAfter / 1000).toFixed(1)} s; ` +
        `${ledger.attempts.length - before} orders tried, ${inFlight.length} in flight at the ` +
        `kill, ${retried.length} answered only on a retry under their key (${replayed} of them ` +
        `had committed before the kill); ${ledger.count('acknowledged')} ` +
        `acknowledged and ${ledger.count('refused')} refused so far; database: ${audit.orders} ` +
        `orders, ${audit.lines} lines; ${found.length === 0 ? 'all checks pass' : `${found.length} problems`}`,
    );
  }
  await dropDatabase(engine, DATABASE);
  return problems;
}

async function main(): Promise<void> {
  assertProductionBuild();
  const engines: EngineKind[] =
    args.engine === 'both'
      ? ['sqlite', 'postgres']
      : args.engine === 'postgres'
        ? ['postgres']
        : ['sqlite'];
  if (!['both', 'sqlite', 'postgres'].includes(args.engine))
    throw new Error('--engine: sqlite, postgres or both');
  const problems: string[] = [];
  for (const engine of engines) {
    if (engine === 'postgres' && !(await postgresAvailable())) {
      if (process.env.CI) throw new Error('PostgreSQL is required in CI but unreachable.');
      console.warn('PostgreSQL unreachable: its crash rounds are SKIPPED (set TEST_POSTGRES_URL).');
      continue;
    }
    if (args.only !== 'messages') {
      console.log(`Crash test on ${engine}: ${ROUNDS} rounds of ${SECONDS} s, kill -9 mid-round.`);
      problems.push(...(await crashRounds(engine)));
    }
    if (args.only !== 'orders') {
      console.log(`Messages after a kill on ${engine}: before sending, then while sending.`);
      problems.push(...(await outboxCrashCases(engine, PORT)));
    }
  }
  if (problems.length > 0) {
    console.error(`\nCrash test FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    'Crash test passed: every acknowledged order exists once, stock and totals add up, ' +
      'every receipt was mailed after the restart, once unless its mail had been accepted just before the kill.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
