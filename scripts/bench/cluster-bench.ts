// npm run bench:cluster: the same nginx in front of one, two and three instances on one
// PostgreSQL database and one Redis, in one run; API list and details, and order placement,
// as requests per second and p99 against the one-instance row (docs/performance.md,
// "Issue 27"). The load generator (wrk where installed, else autocannon) shares the cores.
// `-- --cpu-quota 0.3` caps each instance at 0.3 of a core in a cgroup of its own (cpu-quota.ts),
// so that the instances, not the two shared cores, are the limit (issue 42); `--pin-cores` also
// keeps them on cores of their own, away from nginx and the load generator (cpu-pinning.ts).
import { parseArgs } from 'node:util';
import { newShopper, type Shopper } from '../resilience/shop-client';
import { assertProductionBuild } from '../resilience/shop-process';
import { dropDatabase, freshDatabase, openSeeded } from '../resilience/test-databases';
import { startCluster } from '../cluster/cluster';
import { startOwnRedis } from '../cluster/redis-server';
import { load, type LoadResult, type LoadTarget } from './load';
import { spreadIds } from './targets';
import { wrkAvailable, wrkLoad } from './wrk';
import { describeCpuSplit, startCpuSplit, type CpuGroup } from './cpu-split';
import {
  cpuQuotasAvailable,
  limitCpu,
  processTree,
  shopServerPid,
  type CpuQuota,
} from './cpu-quota';
import { pin, splitCores, type CoreSplit } from './cpu-pinning';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    instances: { type: 'string', default: '1,2,3,1,2,3' },
    autocannon: { type: 'boolean', default: false },
    /** Only these calls, by name, separated by semicolons (names have commas), e.g. `orders/add`. */
    calls: { type: 'string' },
    /** PostgreSQL connections per instance (DATABASE_POOL_SIZE); the shop's default is 10. */
    pool: { type: 'string' },
    /** Cores each instance may use (cgroup v1 quota), e.g. 0.3; unlimited when absent. */
    'cpu-quota': { type: 'string' },
    /** With --cpu-quota: the instances on the top cores, nginx, Redis and wrk on the others. */
    'pin-cores': { type: 'boolean', default: false },
    // nginx, the first instance (the others follow it) and the bench's own redis-server.
    port: { type: 'string', default: '8292' },
    'base-port': { type: 'string', default: '3301' },
    'redis-port': { type: 'string', default: '6392' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const COUNTS = args.instances.split(',').map(Number);
const DATABASE = 'dp_cluster_bench';
const PORTS = {
  balancer: Number(args.port),
  firstInstance: Number(args['base-port']),
  redis: Number(args['redis-port']),
};
const SHOPPERS = 16;
const CPU_QUOTA = args['cpu-quota'] === undefined ? undefined : Number(args['cpu-quota']);
/** Cores for the capped instances and for everything else, when the quotas leave some over. */
const CORES: CoreSplit | undefined =
  CPU_QUOTA === undefined || !args['pin-cores']
    ? undefined
    : splitCores(CPU_QUOTA, Math.max(...COUNTS));

/** wrk when the machine has it (far less CPU per request than autocannon), else autocannon. */
const generate = wrkAvailable() && !args.autocannon ? wrkLoad : load;
const GENERATOR = generate === load ? 'autocannon, in this process' : 'wrk (2 threads)';

interface Measured extends LoadResult {
  /** Percent of one core per group during the measurement (cpu-split.ts). */
  cpu: Record<CpuGroup, number>;
  /** With --cpu-quota: how long the kernel held the instances back, summed (ms). */
  throttledMs?: number;
}

interface Row {
  instances: number;
  results: Measured[];
}

/** Distinct URLs, so no copy answers them: what an instance does for a request it has not seen. */
const UNCACHED = 20_000;

function targets(origin: string, items: number[], shoppers: readonly Shopper[]): LoadTarget[] {
  const json = { 'content-type': 'application/json', lang: 'ar' };
  const ids = spreadIds(500, items.length).map((index) => items[index - 1] ?? 1);
  return [
    {
      name: 'items/list',
      url: `${origin}/api/items/list`,
      paths: Array.from({ length: 50 }, (_, index) => `/api/items/list?page=${index + 1}`),
    },
    {
      name: 'item/details',
      url: `${origin}/api/item/details/1`,
      paths: ids.map((id) => `/api/item/details/${id}`),
    },
    {
      name: 'items/list, not cached',
      url: `${origin}/api/items/list`,
      paths: Array.from(
        { length: UNCACHED },
        (_, index) => `/api/items/list?page=${(index % 5) + 1}&n=${index}`,
      ),
    },
    {
      name: 'item/details, not cached',
      url: `${origin}/api/item/details/1`,
      paths: Array.from(
        { length: UNCACHED },
        (_, index) => `/api/item/details/${ids[index % ids.length] ?? 1}?n=${index}`,
      ),
    },
    {
      // A product page rendered for each request (Arabic, as most shoppers read it).
      name: 'product page, not cached',
      url: `${origin}/ar/product/1`,
      connections: 8,
      paths: Array.from(
        { length: UNCACHED },
        (_, index) => `/ar/product/${ids[index % ids.length] ?? 1}?n=${index}`,
      ),
    },
    {
      // Each shopper's orders wait for each other (the order budget locks the account's row):
      // many shoppers, as on a busy evening.
      name: 'orders/add',
      url: `${origin}/api/user/orders/add`,
      method: 'POST',
      headers: json,
      headerSets: shoppers.map((shopper) => ({ authorization: `Bearer ${shopper.token}` })),
      bodies: shoppers.map((shopper, index) =>
        JSON.stringify({
          address_id: shopper.addressId,
          items: [{ item_id: items[index % items.length] ?? 1, qty: 1 }],
        }),
      ),
    },
  ];
}

async function measure(
  count: number,
  url: string,
  redisUrl: string,
  items: number[],
): Promise<Row> {
  const cluster = await startCluster({
    instances: count,
    port: PORTS.balancer,
    basePort: PORTS.firstInstance,
    databaseUrl: url,
    redisUrl,
    env: {
      RENDER_BUDGET_PER_MINUTE: '1000000',
      RENDER_BUDGET_BURST: '1000000',
      ...(args.pool ? { DATABASE_POOL_SIZE: args.pool } : {}),
    },
  });
  let quotas: CpuQuota[] = [];
  const throttledMs = () =>
    quotas.length ? quotas.reduce((sum, quota) => sum + quota.throttled().ms, 0) : undefined;
  try {
    const tag = String(Date.now());
    // Signed up straight at an instance, each from its own address: the instances trust
    // loopback (TRUST_PROXY), so the X-Forwarded-For the bench sends from this host counts.
    // Before the quotas: hashing 16 passwords on a tenth of a core outlasts the sign-up's
    // timeout, and sign-up is not what is measured.
    const first = cluster.instances[0]?.origin ?? cluster.origin;
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, index) => newShopper(first, index, tag)),
    );
    if (CPU_QUOTA !== undefined) {
      quotas = cluster.instances.map((shop) => {
        const pid = shopServerPid(shop.port);
        if (CORES) pin(processTree(pid), CORES.instances);
        return limitCpu(pid, `shop-${shop.port}`, CPU_QUOTA);
      });
    }
    const results: Measured[] = [];
    const wanted = args.calls?.split(';').map((name) => name.trim());
    const chosen = targets(cluster.origin, items, shoppers).filter(
      (target) => !wanted || wanted.includes(target.name),
    );
    for (const target of chosen) {
      const connections = target.connections ?? CONNECTIONS;
      // What the last call left queued (a capped instance answers late) must not be this
      // call's cost: wait until the instances are idle.
      await idle(quotas);
      await generate(target, { connections, seconds: 2 });
      const cpu = startCpuSplit();
      const heldBefore = throttledMs();
      const result = await generate(target, { connections, seconds: SECONDS });
      const heldAfter = throttledMs();
      results.push({
        ...result,
        cpu: cpu(),
        ...(heldBefore === undefined ? {} : { throttledMs: (heldAfter ?? 0) - heldBefore }),
      });
    }
    return { instances: count, results };
  } finally {
    await cluster.stop();
    for (const quota of quotas) quota.release();
  }
}

/**
 * Resolves once the capped instances used under a tenth of their quota over the last half
 * second (what a queue left by the last call would not), or after a minute.
 */
async function idle(quotas: readonly CpuQuota[]): Promise<void> {
  if (quotas.length === 0 || CPU_QUOTA === undefined) return;
  const used = () => quotas.reduce((sum, quota) => sum + quota.usedMs(), 0);
  const quiet = 0.1 * CPU_QUOTA * 500 * quotas.length;
  const deadline = Date.now() + 60_000;
  for (let before = used(); Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = used();
    if (now - before <= quiet) return;
    before = now;
  }
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

/** Every measurement as taken, with its CPU split. */
function rawTable(rows: Row[]): string {
  const lines = [
    '| instances | call | req/s | p50 ms | p99 ms | errors | CPU, % of one core | held back by the quota |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    for (const r of row.results) {
      lines.push(
        `| ${row.instances} | ${r.name} | ${Math.round(r.requestsPerSecond)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors + r.non2xx} | ${describeCpuSplit(r.cpu)} | ${r.throttledMs === undefined ? '-' : `${r.throttledMs} ms`} |`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * The share of the instances' time the kernel held them back for their quota. Near the
 * quota's complement (0.7 at 0.3 of a core) the instances were the limit; far below it,
 * something else was (nginx and the load generator on the cores left to them), and the row's
 * ratio says nothing about the instances.
 */
function heldShare(results: readonly Measured[], count: number): string {
  const shares = results.map((r) => (r.throttledMs ?? 0) / (count * SECONDS * 1000));
  return `${Math.round(mean(shares) * 100)} %`;
}

/**
 * Each call's mean over the repeats of each instance count, against one instance's mean: the
 * counts are measured in turn (1, 2, 3, 1, 2, 3), so a drift over the run (a busier machine,
 * a larger orders table) weighs on every count alike.
 */
function summaryTable(rows: Row[]): string {
  const quota = CPU_QUOTA !== undefined;
  const lines = [
    `| call | instances | req/s (mean) | × one instance | p99 ms (worst) |${quota ? ' instances held back |' : ''}`,
    `|---|---|---|---|---|${quota ? '---|' : ''}`,
  ];
  const calls = [...new Set(rows.flatMap((row) => row.results.map((r) => r.name)))];
  const counts = [...new Set(rows.map((row) => row.instances))].sort((a, b) => a - b);
  const of = (call: string, count: number) =>
    rows
      .filter((row) => row.instances === count)
      .flatMap((row) => row.results.filter((r) => r.name === call));
  for (const call of calls) {
    const base = mean(of(call, 1).map((r) => r.requestsPerSecond));
    for (const count of counts) {
      const results = of(call, count);
      const rps = mean(results.map((r) => r.requestsPerSecond));
      const p99 = Math.max(...results.map((r) => r.p99));
      lines.push(
        `| ${call} | ${count} | ${Math.round(rps)} | ${base ? (rps / base).toFixed(2) : '-'} | ${p99.toFixed(1)} |${quota ? ` ${heldShare(results, count)} |` : ''}`,
      );
    }
  }
  return lines.join('\n');
}

function describeQuota(): string {
  if (CPU_QUOTA === undefined) return 'no CPU quota';
  const capped = `each instance capped at ${CPU_QUOTA} of a core (cgroup)`;
  return CORES
    ? `${capped}, the instances on core(s) ${CORES.instances}, nginx, Redis and the load generator on ${CORES.rest}`
    : `${capped}, every process free to use every core`;
}

async function main(): Promise<void> {
  assertProductionBuild();
  if (CPU_QUOTA !== undefined && !(CPU_QUOTA > 0 && cpuQuotasAvailable())) {
    throw new Error('--cpu-quota needs a positive number of cores, root and cgroup v1 (cpu).');
  }
  // Everything this bench starts (Redis, nginx, the instances, wrk) inherits this; each
  // instance then moves to the instances' cores.
  if (CORES) pin([process.pid], CORES.rest);
  const url = await freshDatabase('postgres', DATABASE);
  const setup = await openSeeded(url);
  const published = await setup.db
    .selectFrom('items')
    .select('id')
    .where('published', '=', 1)
    .orderBy('id')
    .execute();
  // Orders never run out of stock: the bench measures placing them, not refusals.
  // A million pieces, or a million kg (kept in grams: ADR 0018) of an item sold by the kg.
  await setup.db
    .updateTable('items')
    .set({ stock: 1_000_000 })
    .where('unit_code', '!=', 'kg')
    .execute();
  await setup.db
    .updateTable('items')
    .set({ stock: 1_000_000_000 })
    .where('unit_code', '=', 'kg')
    .execute();
  await setup.close();
  const items = published.map((row) => row.id);
  const redis = await startOwnRedis(PORTS.redis);
  const rows: Row[] = [];
  try {
    for (const count of COUNTS) {
      console.log(
        `${count} instance(s) behind nginx: ${SECONDS} s per call, ${CONNECTIONS} connections…`,
      );
      rows.push(await measure(count, url, redis.url, items));
    }
  } finally {
    await redis.stop();
    await dropDatabase('postgres', DATABASE);
  }
  console.log(
    `\n${rawTable(rows)}\n\n${summaryTable(rows)}\n\nload: ${GENERATOR}, ${CONNECTIONS} connections (page renders: 8), ${SECONDS} s per call after 2 s of warm-up; ${items.length} published items; PostgreSQL and Redis on this machine; ${describeQuota()}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
