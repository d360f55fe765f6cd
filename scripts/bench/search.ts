// npm run bench:search (docs/performance.md, "Search quality"):
// 1. quality: the judged set (tests/search/judged-queries.ts) on the seeded catalogue, a fresh
//    SQLite database: recall@10, MRR, zero-result queries and the ten worst;
// 2. speed: the same queries on a 10,000-item catalogue, SQLite then PostgreSQL, one call at a
//    time, warm, next to a primary-key lookup timed in the same loop (these machines are noisy:
//    the ratio moves less than the milliseconds); suggestions too when the route exists.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULT_LIST_LIMIT } from '@/contracts/list-limits';
import type { Locale } from '@/lib/i18n/locales';
import { parseDatabaseUrl } from '@/server/db/engine';
import { closeDatabase, installDatabase, type Db } from '@/server/db/database';
import { openDatabase } from '@/server/db/open-database';
import { seedItems } from '@/server/db/seed/data/items';
import { postgresUrlFor } from '../../tests/integration/support/postgres-url';
import {
  JUDGED_QUERIES,
  KNOWN_ZERO_RESULT_QUERIES,
  RECORDED_MRR,
  RECORDED_RECALL,
} from '../../tests/search/judged-queries';
import {
  CUTOFF,
  SCRIPTS,
  describeQuality,
  floorPercent,
  measureQuality,
} from '../../tests/search/search-quality';
import { buildBenchDatabase } from './bench-database';
import { callRoute, idsByEnglishName, rankedIds, routeAt, searchRequest } from './search-calls';
import { percentile } from './stats';

const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '100' },
    postgres: { type: 'boolean', default: true },
  },
  allowNegative: true,
});

const QUALITY_URL = 'file:data/bench/search-quality.db';
const SQLITE_URL = 'file:data/bench/search.db';
const POSTGRES_URL = postgresUrlFor('dp_bench_search');
/** What the storefront's search page asks for. */
const PAGE_LIMIT = DEFAULT_LIST_LIMIT;
const SEARCH_TARGET_MS = 20;
const SUGGEST_TARGET_MS = 50;

async function openBenchDatabase(url: string): Promise<Db> {
  await closeDatabase();
  return installDatabase(openDatabase(parseDatabaseUrl(url)), { seed: false });
}

async function reportQuality(): Promise<void> {
  await buildBenchDatabase(QUALITY_URL, seedItems.length);
  const db = await openBenchDatabase(QUALITY_URL);
  const route = routeAt('/items/search');
  if (!route) throw new Error('No route serves /items/search');
  const report = await measureQuality(JUDGED_QUERIES, await idsByEnglishName(db), async (judged) =>
    rankedIds(await callRoute(route, searchRequest(judged.query, judged.lang, CUTOFF))),
  );
  const scripts = SCRIPTS.map(
    (script) => `${JUDGED_QUERIES.filter((judged) => judged.script === script).length} ${script}`,
  ).join(', ');
  console.log(
    `\nSearch quality: ${JUDGED_QUERIES.length} judged queries (${scripts}), ${seedItems.length} seeded items, SQLite`,
  );
  for (const line of describeQuality(report)) console.log(line);
  const fresh = report.zeroResults.filter((query) => !KNOWN_ZERO_RESULT_QUERIES.includes(query));
  const fixed = KNOWN_ZERO_RESULT_QUERIES.filter((query) => !report.zeroResults.includes(query));
  console.log(
    `recorded: recall ${RECORDED_RECALL}, MRR ${RECORDED_MRR}; today rounded down: ${floorPercent(report.recall)}, ${floorPercent(report.mrr)}` +
      (fresh.length ? `; NEW zero results: ${fresh.join(' | ')}` : '') +
      (fixed.length ? `; no longer zero (drop from the known list): ${fixed.join(' | ')}` : ''),
  );
}

interface Samples {
  all: number[];
  byQuery: Map<string, number[]>;
}

function newSamples(): Samples {
  return { all: [], byQuery: new Map() };
}

async function timed(samples: Samples, query: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  samples.all.push(ms);
  const list = samples.byQuery.get(query);
  if (list) list.push(ms);
  else samples.byQuery.set(query, [ms]);
}

/**
 * The suggestions route, if this build has one and it answers the bench's request; else why
 * not. Called through runRoute, so a public cache in front of it never answers: the time is
 * the route's own work, as on a cache miss.
 */
async function suggestRoute(): Promise<
  ((query: string, lang: Locale) => Promise<unknown>) | string
> {
  const route = routeAt('/items/suggest');
  if (!route) return 'absent (no route serves GET /items/suggest)';
  const call = (query: string, lang: Locale) =>
    callRoute(route, {
      method: 'GET',
      url: `/api/items/suggest?q=${encodeURIComponent(query)}`,
      lang,
    });
  try {
    await call('فراخ', 'ar');
    return call;
  } catch (error) {
    return `present but refused the bench's call: ${error instanceof Error ? error.message : String(error)}`;
  }
}

type Row = [string, string, string, string, string, string, string];

function row(
  engine: string,
  name: string,
  samples: Samples,
  baseline: Samples,
  target?: number,
): Row {
  const p50 = percentile(samples.all, 0.5);
  const p95 = percentile(samples.all, 0.95);
  const ratio = (mine: number, q: number) => (mine / percentile(baseline.all, q)).toFixed(1);
  let slowest = { query: '', p95: 0 };
  for (const [query, list] of samples.byQuery) {
    const value = percentile(list, 0.95);
    if (value > slowest.p95) slowest = { query, p95: value };
  }
  const verdict =
    target === undefined ? '' : `< ${target}: ${slowest.p95 < target ? 'met' : 'NOT met'}`;
  return [
    engine,
    name,
    p50.toFixed(2),
    p95.toFixed(2),
    target === undefined ? '' : `${slowest.p95.toFixed(2)} «${slowest.query}»`,
    target === undefined ? '' : `${ratio(p50, 0.5)} / ${ratio(p95, 0.95)}`,
    verdict,
  ];
}

async function timeEngine(engine: string, url: string, table: Row[]): Promise<void> {
  const items = Number(args.items);
  const rounds = Number(args.rounds);
  const started = performance.now();
  await buildBenchDatabase(url, items);
  const db = await openBenchDatabase(url);
  const built = ((performance.now() - started) / 1000).toFixed(1);
  const search = routeAt('/items/search');
  if (!search) throw new Error('No route serves /items/search');
  const suggest = await suggestRoute();
  const runSearch = (query: string, lang: 'ar' | 'en') =>
    callRoute(search, searchRequest(query, lang, PAGE_LIMIT));
  let next = 0;
  const lookup = () => {
    next = (next + 7919) % items;
    return db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', next + 1)
      .executeTakeFirst();
  };
  const timings = { search: newSamples(), suggest: newSamples(), baseline: newSamples() };
  // Two rounds untimed: the word index is built on the first search, statements get prepared.
  for (let round = -2; round < rounds; round += 1) {
    for (const judged of JUDGED_QUERIES) {
      const record = round >= 0;
      const time = (samples: Samples, run: () => Promise<unknown>) =>
        record ? timed(samples, judged.query, run) : run();
      await time(timings.search, () => runSearch(judged.query, judged.lang));
      await time(timings.baseline, lookup);
      if (typeof suggest !== 'string')
        await time(timings.suggest, () => suggest(judged.query, judged.lang));
    }
  }
  table.push(row(engine, 'items/search', timings.search, timings.baseline, SEARCH_TARGET_MS));
  if (typeof suggest === 'string') console.log(`${engine}: suggestions ${suggest}`);
  else
    table.push(row(engine, 'items/suggest', timings.suggest, timings.baseline, SUGGEST_TARGET_MS));
  table.push(row(engine, 'baseline: item by id', timings.baseline, timings.baseline));
  console.log(`${engine}: ${items} items built in ${built} s`);
}

function printTable(table: Row[]): void {
  const header: Row = [
    'engine',
    'call',
    'p50 ms',
    'p95 ms',
    'slowest query p95 ms',
    'x baseline p50 / p95',
    'target (slowest)',
  ];
  const all = [header, ...table];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  for (const row of all) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  }
}

async function main(): Promise<void> {
  // Quiet: the bench prints its table; warnings and errors still show.
  process.env.LOG_LEVEL ??= 'warn';
  const cpu = os.cpus();
  console.log(`Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, Node ${process.version}`);
  const started = performance.now();
  await reportQuality();
  console.log(
    `\nSearch speed: ${args.rounds} rounds of the ${JUDGED_QUERIES.length} queries, one call at a time, in process (route, ${PAGE_LIMIT} per page)`,
  );
  const table: Row[] = [];
  await timeEngine('sqlite', SQLITE_URL, table);
  if (args.postgres) await timeEngine('postgres', POSTGRES_URL, table);
  await closeDatabase();
  printTable(table);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
