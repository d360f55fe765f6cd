// npm run bench:cluster: the same nginx in front of one, two and three instances on one
// PostgreSQL database and one Redis, in one run; API list and details, and order placement,
// as requests per second and p99 against the one-instance row (docs/performance.md,
// "Issue 27"). The load generator (wrk where installed, else autocannon) shares the cores.
import { parseArgs } from 'node:util';
import { newShopper } from '../resilience/shop-client';
import { assertProductionBuild } from '../resilience/shop-process';
import { dropDatabase, freshDatabase, openSeeded } from '../resilience/test-databases';
import { startCluster } from '../cluster/cluster';
import { startOwnRedis } from '../cluster/redis-server';
import { load, type LoadResult, type LoadTarget } from './load';
import { spreadIds } from './targets';
import { wrkAvailable, wrkLoad } from './wrk';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    instances: { type: 'string', default: '1,2,3' },
    autocannon: { type: 'boolean', default: false },
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

/** wrk when the machine has it (far less CPU per request than autocannon), else autocannon. */
const generate = wrkAvailable() && !args.autocannon ? wrkLoad : load;
const GENERATOR = generate === load ? 'autocannon, in this process' : 'wrk (2 threads)';

interface Row {
  instances: number;
  results: LoadResult[];
}

function targets(origin: string, items: number[], token: string, addressId: number): LoadTarget[] {
  const json = { 'content-type': 'application/json', lang: 'ar' };
  return [
    {
      name: 'items/list',
      url: `${origin}/api/items/list`,
      paths: Array.from({ length: 50 }, (_, index) => `/api/items/list?page=${index + 1}`),
    },
    {
      name: 'item/details',
      url: `${origin}/api/item/details/1`,
      paths: spreadIds(500, items.length).map(
        (index) => `/api/item/details/${items[index - 1] ?? 1}`,
      ),
    },
    {
      name: 'orders/add',
      url: `${origin}/api/user/orders/add`,
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      bodies: items
        .slice(0, 60)
        .map((id) => JSON.stringify({ address_id: addressId, items: [{ item_id: id, qty: 1 }] })),
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
    env: { RENDER_BUDGET_PER_MINUTE: '1000000', RENDER_BUDGET_BURST: '1000000' },
  });
  try {
    const shopper = await newShopper(cluster.origin, count, String(Date.now()));
    const results: LoadResult[] = [];
    for (const target of targets(cluster.origin, items, shopper.token, shopper.addressId)) {
      await generate(target, { connections: CONNECTIONS, seconds: 2 });
      results.push(await generate(target, { connections: CONNECTIONS, seconds: SECONDS }));
    }
    return { instances: count, results };
  } finally {
    await cluster.stop();
  }
}

function table(rows: Row[]): string {
  const base = rows[0];
  const lines = [
    '| instances | call | req/s | × first row | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    for (const result of row.results) {
      const first = base?.results.find((each) => each.name === result.name);
      const ratio = first ? result.requestsPerSecond / first.requestsPerSecond : 1;
      lines.push(
        `| ${row.instances} | ${result.name} | ${Math.round(result.requestsPerSecond)} | ${ratio.toFixed(2)} | ${result.p50} | ${result.p99} | ${result.errors + result.non2xx} |`,
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  assertProductionBuild();
  const url = await freshDatabase('postgres', DATABASE);
  const setup = await openSeeded(url);
  const published = await setup.db
    .selectFrom('items')
    .select('id')
    .where('published', '=', 1)
    .orderBy('id')
    .execute();
  // Orders never run out of stock: the bench measures placing them, not refusals.
  await setup.db.updateTable('items').set({ stock: 1_000_000 }).execute();
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
    `\n${table(rows)}\n\nload: ${GENERATOR}, ${CONNECTIONS} connections, ${SECONDS} s per call after 2 s of warm-up; ${items.length} published items; PostgreSQL and Redis on this machine.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
