// npm run test:load: 60 s of mixed shopper traffic (pages, lists, search, sign-in, orders) at
// a steady arrival rate against the production server. Passes when no answer is a 5xx or
// missing, every acknowledged order is in the database as answered, and the server's
// memory is flat after warm-up (issue 8; docs/security.md, "Crashes and load").
import { parseArgs } from 'node:util';
import type { EngineKind } from '@/server/db/engine';
import { openDatabase } from '@/server/db/open-database';
import { parseDatabaseUrl } from '@/server/db/engine';
import { stockTheShelves } from './catalogue';
import { memoryVerdict, type MemorySample } from './memory-trend';
import { auditOrders } from './order-audit';
import { OrderLedger } from './order-ledger';
import { newShopper, type Shopper } from './shop-client';
import { assertProductionBuild, startShop, type ShopProcess } from './shop-process';
import { dropDatabase, freshDatabase, openSeeded, postgresAvailable } from './test-databases';
import { drawVisit, type TrafficContext } from './traffic-mix';
import { LoadTally } from './load-tally';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '15' },
    'warm-up': { type: 'string', default: '20' },
    shoppers: { type: 'string', default: '20' },
    port: { type: 'string', default: '3193' },
  },
});
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const WARM_UP = Number(args['warm-up']);
const DATABASE = 'dp_load_test';
/** Beyond this many requests in flight the server is not keeping up: stop adding more. */
const MAX_IN_FLIGHT = 400;

/**
 * Server renders call the API in process (src/server/http/in-process-api.ts): rendering pages
 * on the shop's own backend must not add one /api line to the request log. One direct API call
 * first shows that the log does record API requests.
 */
async function apiCallsOfRenders(server: ShopProcess, itemIds: number[]): Promise<string[]> {
  const get = async (path: string) => {
    const response = await fetch(`${server.origin}${path}`);
    await response.arrayBuffer();
    return response.status;
  };
  await get('/api/category/list');
  const pages = [
    '/',
    '/ar',
    ...itemIds.slice(0, 10).flatMap((id) => [`/product/${id}`, `/ar/product/${id}`]),
  ];
  for (const path of pages) {
    const status = await get(path);
    if (status !== 200) return [`${path} answered ${status}`];
  }
  // A last direct call marks the end: once its line is in, every earlier line is too.
  await get('/api/banner/list');
  const deadline = Date.now() + 10_000;
  while (!server.loggedApiPaths().includes('/api/banner/list') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const logged = server.loggedApiPaths();
  const start = logged.indexOf('/api/category/list');
  const end = logged.indexOf('/api/banner/list');
  if (start < 0 || end < 0) return ['the request log did not record the direct API calls'];
  const fromRenders = logged.slice(start + 1, end);
  console.log(
    `Rendered ${pages.length} pages: ${fromRenders.length} API request lines in the log.`,
  );
  return fromRenders.length === 0 ? [] : [`renders went over HTTP: ${fromRenders.join(', ')}`];
}

/**
 * Visits every page and detail the traffic can ask for once, before the clock starts: the
 * shop's page and answer caches then hold what they will hold, so what memory does after
 * warm-up is the server's own, not caches filling up (a cache is bounded, a leak is not).
 */
async function primeCaches(ctx: TrafficContext): Promise<number> {
  const paths = ['/', '/ar'];
  for (const id of ctx.itemIds)
    paths.push(`/product/${id}`, `/ar/product/${id}`, `/api/item/details/${id}`);
  for (let page = 1; page <= 5; page += 1) paths.push(`/api/items/list?page=${page}`);
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      // Pages carry their language in the path; API answers are kept per `lang` header.
      for (const lang of path.startsWith('/api/') ? ['en', 'ar'] : ['en']) {
        const response = await fetch(`${ctx.origin}${path}`, { headers: { lang } });
        await response.arrayBuffer();
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return paths.length;
}

const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

async function main(): Promise<void> {
  assertProductionBuild();
  if (args.engine !== 'sqlite' && args.engine !== 'postgres')
    throw new Error('--engine: sqlite or postgres');
  const engine: EngineKind = args.engine;
  if (engine === 'postgres' && !(await postgresAvailable()))
    throw new Error('PostgreSQL is unreachable.');
  const url = await freshDatabase(engine, DATABASE);
  const setup = await openSeeded(url);
  const stocked = await stockTheShelves(setup.db, [2000]);
  const items = await setup.db
    .selectFrom('items')
    .select('id')
    .where('published', '=', 1)
    .execute();
  await setup.close();

  // Request lines on: the first check reads them (a line per API request).
  const server = await startShop({
    port: Number(args.port),
    databaseUrl: url,
    env: { LOG_LEVEL: 'info' },
  });
  const loopback = await apiCallsOfRenders(
    server,
    items.map((item) => item.id),
  );
  const shoppers: Shopper[] = [];
  const tag = String(Date.now());
  for (let index = 0; index < Number(args.shoppers); index += 1) {
    shoppers.push(await newShopper(server.origin, index, tag));
  }
  const ledger = new OrderLedger();
  const ctx: TrafficContext = {
    origin: server.origin,
    shoppers,
    stocked,
    ledger,
    itemIds: items.map((item) => item.id),
  };

  const primed = await primeCaches(ctx);
  console.log(
    `Load test on ${engine}: ${primed} paths primed, then ${RATE} requests/s for ${SECONDS} s ` +
      `(memory judged after ${WARM_UP} s).`,
  );
  const tally = new LoadTally();
  const memory: MemorySample[] = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    memory.push({ at: (performance.now() - started) / 1000, bytes: server.rss() });
  }, 1000);
  const running = new Set<Promise<void>>();
  const total = SECONDS * RATE;
  for (let index = 0; index < total; index += 1) {
    // Open loop: request i leaves at i / rate whatever happened to the ones before it, as
    // shoppers do not wait for each other.
    const due = started + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (running.size >= MAX_IN_FLIGHT) {
      tally.skipped += 1;
      continue;
    }
    const visit = drawVisit();
    const request = tally
      .measure(visit.name, () => visit.run(ctx))
      .finally(() => running.delete(request));
    running.add(request);
  }
  await Promise.all(running);
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;

  await ledger.settle(server.origin);
  const exitCode = await server.stop();
  const check = openDatabase(parseDatabaseUrl(url), 1);
  const audit = await auditOrders(check.db, ledger, stocked.start);
  await check.close();
  await dropDatabase(engine, DATABASE);

  tally.print(elapsed);
  const verdict = memoryVerdict(memory, WARM_UP);
  console.log(
    `Memory (resident, medians): ${MiB(verdict.early)} after warm-up, ${MiB(verdict.late)} at the end ` +
      `(growth ${MiB(verdict.growth)}, allowed ${MiB(verdict.allowed)}); peak ${MiB(Math.max(...memory.map((m) => m.bytes)))}.`,
  );
  console.log(
    `Orders: ${ledger.count('acknowledged')} acknowledged, ${ledger.count('refused')} refused; database holds ${audit.orders}.`,
  );

  const problems = [
    ...loopback,
    ...tally.problems(),
    ...ledger.serverErrors,
    ...audit.problems,
    ...(verdict.flat ? [] : ['memory kept growing after warm-up']),
    ...(exitCode === 0 ? [] : [`the server exited ${exitCode} on SIGTERM`]),
  ];
  if (problems.length > 0) {
    console.error(
      `\nLoad test FAILED:\n${problems
        .slice(0, 30)
        .map((p) => `  - ${p}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Load test passed: no 5xx, no lost orders, memory flat after warm-up.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
