// npm run bench:api: the production build on a bench database of 10,000 items, loaded with
// autocannon on the hot API calls, next to a bare node:http server measured in the same run.
// Figures are medians of autocannon's samples; compare them as ratios to the bare server,
// because these machines are shared and noisy. See docs/performance.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildBenchDatabase } from './bench-database';
import { load, sequentialLatency, type LoadResult, type LoadTarget } from './load';
import { startService, type Service } from './processes';

const ROOT = path.join(__dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const APP_PORT = 3901;
const BARE_PORT = 3902;
const APP = `http://127.0.0.1:${APP_PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
const SEARCH_TERMS = [
  'فراخ',
  'chicken breast',
  'بط بلدي',
  'حمام',
  'eggs',
  'بيض',
  'duck',
  'اوراك',
  'كبده',
  'turkey',
];

const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    items: { type: 'string', default: '10000' },
    'database-url': { type: 'string', default: 'file:data/bench/shop.db' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);

function ensureBuild(): void {
  if (!args.build && fs.existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
    console.log('Reusing the production build in .next (pass --build to rebuild).');
    return;
  }
  execFileSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

async function post<R>(url: string, body: unknown, token?: string): Promise<R> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { results: R };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.results;
}

/** A customer with an address, to place the benchmark's orders. */
async function benchCustomer(): Promise<{ token: string; addressId: number }> {
  const phone = '01099990000';
  const { token } = await post<{ token: string }>(`${APP}/api/user/register`, {
    name: 'Bench Customer',
    username: phone,
    phone,
    password: 'bench-password-2026',
  });
  const address = await post<{ id: number }>(
    `${APP}/api/user/address/new`,
    { recipient: 'Bench', phone, zone_id: 1, city: 'Mansoura', street: 'El Gomhoreya St.' },
    token,
  );
  return { token, addressId: address.id };
}

function startBare(bodyFile: string): Promise<Service> {
  return startService(process.execPath, [path.join(__dirname, 'bare-server.mjs')], {
    env: { ...process.env, PORT: String(BARE_PORT), BARE_BODY_FILE: bodyFile },
    readyUrl: `${BARE}/`,
  });
}

function targets(customer: { token: string; addressId: number }, items: number): LoadTarget[] {
  const json = { 'content-type': 'application/json', lang: 'ar' };
  const ids = Array.from({ length: 500 }, (_, index) => ((index * 7919) % items) + 1);
  return [
    {
      name: 'items/list',
      url: `${APP}/api/items/list`,
      paths: Array.from({ length: 50 }, (_, index) => `/api/items/list?page=${index + 1}`),
    },
    {
      name: 'item/details',
      url: `${APP}/api/item/details/1`,
      paths: ids.map((id) => `/api/item/details/${id}`),
    },
    {
      name: 'items/search',
      url: `${APP}/api/items/search`,
      method: 'POST',
      headers: json,
      bodies: SEARCH_TERMS.map((term) => JSON.stringify({ search_criteria: term })),
    },
    {
      name: 'orders/add',
      url: `${APP}/api/user/orders/add`,
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${customer.token}` },
      bodies: Array.from({ length: 60 }, (_, index) =>
        JSON.stringify({
          address_id: customer.addressId,
          items: [{ item_id: index + 1, qty: 1 }],
        }),
      ),
    },
  ];
}

function report(results: LoadResult[], bare: number): void {
  const rows = results.map((result) => ({
    call: result.name,
    'req/s': Math.round(result.requestsPerSecond),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'vs bare': result.name.startsWith('bare')
      ? ''
      : `${((result.requestsPerSecond / bare) * 100).toFixed(1)} %`,
    errors: result.errors + result.non2xx,
  }));
  console.table(rows);
}

async function main(): Promise<void> {
  const cpu = os.cpus();
  console.log(
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  ensureBuild();
  const items = Number(args.items);
  const started = performance.now();
  await buildBenchDatabase(args['database-url'], items);
  console.log(
    `Bench database: ${items} items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await startService(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(APP_PORT), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXTAUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
        NEXTAUTH_URL: APP,
        DATABASE_URL: args['database-url'],
        LOG_LEVEL: 'info',
      },
      readyUrl: `${APP}/api/category/list`,
      quiet: true,
    },
  );
  const bodyFile = path.join(ROOT, 'data/bench/bare-body.json');
  fs.writeFileSync(
    bodyFile,
    Buffer.from(await (await fetch(`${APP}/api/items/list`)).arrayBuffer()),
  );
  const bare = await startBare(bodyFile);
  try {
    const customer = await benchCustomer();
    const all = targets(customer, items);
    const bareTarget: LoadTarget = { name: 'bare node:http', url: `${BARE}/` };
    const options = { connections, seconds };
    for (const target of [bareTarget, ...all]) await load(target, { connections: 10, seconds: 2 });

    const results: LoadResult[] = [await load(bareTarget, options)];
    for (const target of all) results.push(await load(target, options));
    results.push(await load({ ...bareTarget, name: 'bare node:http (again)' }, options));
    const bareMean =
      ((results[0]?.requestsPerSecond ?? 0) + (results.at(-1)?.requestsPerSecond ?? 0)) / 2;

    console.log(`\nautocannon: ${connections} connections, ${seconds} s per call`);
    report(results, bareMean);
    const search = all.find((target) => target.name === 'items/search');
    if (search) {
      const latency = await sequentialLatency(search, 400);
      console.log(
        `items/search one request at a time (400): p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms`,
      );
    }
    console.log(`Server peak resident memory: ${Math.round(app.peakRss() / 2 ** 20)} MB`);
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
