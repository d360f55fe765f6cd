// The production server (src/server/start-server.mjs, what `npm start` runs) as the crash
// and load tests drive it: started on a database of theirs, killed or stopped on purpose.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startScriptNodeOptions } from '../bench/app-server';
import { treeRss, waitForHttp } from '../bench/processes';

const ROOT = path.join(__dirname, '../..');

export interface ShopProcess {
  origin: string;
  /** Resident memory of the server's process tree now, in bytes (Linux). */
  rss(): number;
  /** kill -9: no drain, no shutdown hooks, whatever was in flight is cut off. */
  kill9(): Promise<void>;
  /** SIGTERM, as a process manager stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** What the server printed, for a failure's message. */
  output(): string;
  /** The API paths of the request-log lines printed so far (LOG_LEVEL=info logs them). */
  loggedApiPaths(): string[];
}

/** The tests need a production build; `npm test` has made one by the time they run. */
export function assertProductionBuild(): void {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (!fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
    throw new Error(`No production build in ${distDir}: run \`npm run build\` first.`);
  }
}

/** Servers still running: killed when this program exits, even on a failure half-way. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startShop(options: {
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<ShopProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(
    process.execPath,
    [
      ...startScriptNodeOptions(),
      // SHOP_CPU_PROFILE_DIR=<dir>: each instance writes a V8 CPU profile there when it stops
      // (how order placement's CPU was profiled for issue 42; NODE_OPTIONS refuses --cpu-prof).
      ...(process.env.SHOP_CPU_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SHOP_CPU_PROFILE_DIR}`]
        : []),
      path.join(ROOT, 'src/server/start-server.mjs'),
      '-p',
      String(options.port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        NEXTAUTH_SECRET: 'resilience-only-secret-0123456789abcdefghij',
        NEXTAUTH_URL: origin,
        NEXT_PUBLIC_SITE_URL: origin,
        // Each simulated shopper sends its own X-Forwarded-For, so per-address sign-up and
        // sign-in budgets apply per shopper as they would behind the shop's proxy.
        TRUST_PROXY: 'loopback',
        // A few dozen shoppers place thousands of orders in a minute: far past a real
        // customer's budget (orders per hour, open orders, value and share of an item's stock),
        // which they would spend in seconds; the cluster's scarce-stock rush, six shoppers for
        // the last 20 units, must sell all 20. The budget's own rules are
        // tests/integration/order-budget.test.ts's subject.
        ORDER_LIMIT_PER_HOUR: '1000000',
        ORDER_LIMIT_OPEN: '1000000',
        ORDER_LIMIT_OPEN_VALUE_EGP: '1000000000',
        ORDER_LIMIT_STOCK_SHARE: '100',
        // The load run's page visits carry no X-Forwarded-For: every one counts against one
        // address, and as pages expire from the cache they are rendered again, hundreds a
        // minute. The render budget's rules are tests/integration/front-server.test.ts's.
        RENDER_BUDGET_PER_MINUTE: '1000000',
        RENDER_BUDGET_BURST: '1000000',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  let partial = '';
  const apiPaths: string[] = [];
  const keep = (chunk: Buffer) => {
    // The last 20 kB are enough to explain a failure.
    output = (output + chunk.toString()).slice(-20_000);
  };
  const readLines = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const path = /"event":"http\.request".*?"path":"([^"]+)"/.exec(line)?.[1];
      if (path) apiPaths.push(path);
    }
  };
  child.stdout.on('data', readLines);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const shop: ShopProcess = {
    origin,
    rss: () => (child.pid === undefined ? 0 : treeRss(child.pid)),
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      const code = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      try {
        return await code;
      } finally {
        clearTimeout(timer);
      }
    },
    output: () => output,
    loggedApiPaths: () => [...apiPaths],
  };
  await waitUntilHealthy(shop, child);
  return shop;
}

/** Ready once /api/health answers below 500 (migrated and seeded); the log explains a failure. */
async function waitUntilHealthy(shop: ShopProcess, child: ChildProcess): Promise<void> {
  try {
    await waitForHttp(`${shop.origin}/api/health`, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The shop did not start: ${reason}\n${shop.output()}`);
  }
}
