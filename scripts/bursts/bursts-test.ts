// npm run test:bursts: the shop's limits and locks, proved against the production build on
// SQLite and on PostgreSQL (issue 37). Each case fires its requests at the running server
// at once and checks one invariant from outside: the order budget, the address book, reset
// PINs, sign-in attempts, staff writes that read and write a row back, delivery rounds and
// slot places. The API suite proves the same rules in one module graph; this stage proves
// them in the shop that runs, where the instrumentation, API routes and pages are separate
// webpack runtimes (docs/testing.md, docs/security.md "Limits under bursts").
import { parseArgs } from 'node:util';
import type { EngineKind } from '@/server/db/engine';
import { assertProductionBuild } from '../resilience/shop-process';
import { postgresAvailable } from '../resilience/test-databases';
import type { BurstCase } from './burst-case';
import { startBurstShop } from './burst-shop';
import { accountCases } from './cases/accounts';
import { complaintCases } from './cases/complaints';
import { orderCases } from './cases/orders';
import { reviewCases } from './cases/reviews';
import { roundCases } from './cases/rounds';
import { slotCases } from './cases/slots';
import { staffCases } from './cases/staff';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    port: { type: 'string', default: '3194' },
    // One case by name (`--only "open orders"`), to look at it alone.
    only: { type: 'string' },
  },
});

/** Slot cases last: their round gives one zone slots, which its orders must then name. */
const CASES: BurstCase[] = [
  ...orderCases,
  ...accountCases,
  ...staffCases,
  ...reviewCases,
  ...complaintCases,
  ...slotCases,
  ...roundCases,
];

async function runEngine(engine: EngineKind, cases: BurstCase[]): Promise<string[]> {
  const started = Date.now();
  const shop = await startBurstShop(engine, Number(args.port));
  console.log(`\n${engine}: the production server started in ${Date.now() - started} ms`);
  const failures: string[] = [];
  try {
    for (const burstCase of cases) {
      const caseStart = Date.now();
      let verdict;
      try {
        verdict = await burstCase.run(shop);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        verdict = { observed: 'the case could not run', problems: [reason] };
      }
      const ok = verdict.problems.length === 0;
      const ms = Date.now() - caseStart;
      console.log(`  ${ok ? 'held ' : 'BROKE'} ${burstCase.name} (${ms} ms): ${verdict.observed}`);
      if (!ok) {
        console.log(`        invariant: ${burstCase.invariant}`);
        for (const problem of verdict.problems) console.log(`        - ${problem}`);
        failures.push(`${engine}: ${burstCase.name}: ${verdict.problems.join('; ')}`);
      }
    }
  } finally {
    await shop.stop();
  }
  return failures;
}

async function main(): Promise<void> {
  assertProductionBuild();
  if (!['both', 'sqlite', 'postgres'].includes(args.engine))
    throw new Error('--engine: sqlite, postgres or both');
  const engines: EngineKind[] =
    args.engine === 'both' ? ['sqlite', 'postgres'] : [args.engine as EngineKind];
  const cases = args.only ? CASES.filter((c) => c.name === args.only) : CASES;
  if (cases.length === 0) throw new Error(`No case is called "${args.only}"`);
  const failures: string[] = [];
  for (const engine of engines) {
    if (engine === 'postgres' && !(await postgresAvailable())) {
      if (process.env.CI) throw new Error('PostgreSQL is required in CI but unreachable.');
      console.warn('PostgreSQL unreachable: its bursts are SKIPPED (set TEST_POSTGRES_URL).');
      continue;
    }
    failures.push(...(await runEngine(engine, cases)));
  }
  if (failures.length > 0) {
    console.error(`\nBursts FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nBursts passed: ${cases.length} invariants held on ${engines.join(' and ')}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
