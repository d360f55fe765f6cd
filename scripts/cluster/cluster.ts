// Several instances of the production server behind nginx, on one PostgreSQL database and one
// Redis: what `npm run cluster` runs and `npm run test:cluster` and `npm run bench:cluster`
// drive (docs/operations.md, "Several instances").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShop, type ShopProcess } from '../resilience/shop-process';
import { assertPortFree, startChild, waitFor, type Child } from './child-process';
import { nginxConfig } from './nginx-config';

export interface ClusterOptions {
  instances: number;
  /** Where nginx listens (127.0.0.1). */
  port: number;
  /** Instance i listens on basePort + i. */
  basePort: number;
  databaseUrl: string;
  redisUrl?: string;
  /** More environment for every instance (say ORDER_LIMIT_*). */
  env?: Record<string, string>;
  /** The cluster test's nginx extras (nginx-config.ts). */
  forTests?: boolean;
}

export interface Instance {
  port: number;
  origin: string;
  /** kill -9: no drain, whatever was in flight is cut off. */
  kill9(): Promise<void>;
  /** Starts it again on its port (after kill9 or stop); resolves once it is healthy. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  output(): string;
}

export interface Cluster {
  origin: string;
  instances: Instance[];
  nginxConfigText: string;
  stop(): Promise<void>;
}

/** An instance before its first start (startCluster starts them all at once). */
type Unstarted = Instance & { start(): Promise<void> };

function instance(options: ClusterOptions, index: number, balancer: string): Unstarted {
  const port = options.basePort + index;
  let shop: ShopProcess | undefined;
  const start = async () => {
    shop = await startShop({
      port,
      databaseUrl: options.databaseUrl,
      env: {
        // Sign-out and links name the address shoppers use: the balancer's.
        NEXTAUTH_URL: balancer,
        NEXT_PUBLIC_SITE_URL: balancer,
        SHOP_INSTANCES: String(options.instances),
        ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
        ...options.env,
      },
    });
  };
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    kill9: async () => shop?.kill9(),
    restart: start,
    stop: async () => {
      await shop?.stop();
    },
    output: () => shop?.output() ?? '',
    start,
  };
}

/** A folder nginx's workers (nobody, when started as root) can write temporary bodies in. */
function runDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  fs.chmodSync(dir, 0o755);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, `${kind}_temp`));
    fs.chmodSync(path.join(dir, `${kind}_temp`), 0o777);
  }
  return dir;
}

async function startNginx(config: string, dir: string, origin: string): Promise<Child> {
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const nginx = startChild(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    'SIGTERM',
  );
  // A port still held by another nginx would answer too: this one must be running.
  await waitFor(
    'nginx',
    async () => (await fetch(`${origin}/api/health`)).status === 200,
    15_000,
    nginx,
  );
  return nginx;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const origin = `http://127.0.0.1:${options.port}`;
  await Promise.all(
    [
      options.port,
      ...Array.from({ length: options.instances }, (_, i) => options.basePort + i),
    ].map(assertPortFree),
  );
  const instances = Array.from({ length: options.instances }, (_, index) =>
    instance(options, index, origin),
  );
  await Promise.all(instances.map((each) => each.start()));
  const dir = runDir();
  const config = nginxConfig({
    listen: `127.0.0.1:${options.port}`,
    upstreams: instances.map((each) => `127.0.0.1:${each.port}`),
    runDir: dir,
    forTests: options.forTests,
  });
  const nginx = await startNginx(config, dir, origin).catch(async (error: unknown) => {
    await Promise.all(instances.map((each) => each.stop()));
    throw error;
  });
  return {
    origin,
    instances,
    nginxConfigText: config,
    async stop() {
      // SIGQUIT: nginx answers the requests in flight, then exits (SIGTERM would cut them).
      await nginx.stop({ signal: 'SIGQUIT', graceMs: 30_000 });
      await Promise.all(instances.map((each) => each.stop()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
