// npm run cluster [-- --instances 2 --port 8080 --print-nginx-config]
// Two or three instances of the production server behind nginx, on PostgreSQL and Redis, as
// the shop runs when one process is not enough (docs/operations.md, "Several instances").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from './cluster';
import { nginxConfig } from './nginx-config';
import { superviseInstances } from './supervise';

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    'base-port': { type: 'string', default: '3101' },
    'print-nginx-config': { type: 'boolean', default: false },
  },
});
const INSTANCES = Number(args.instances);
const PORT = Number(args.port);
const BASE_PORT = Number(args['base-port']);
const DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dakahlia_poultry';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** Creates the database on first use, as the embedded default creates its file. */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) fail(`Unusual database name in DATABASE_URL: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`);
      console.log(`Created the database ${name}.`);
    }
  } catch (error) {
    fail(`PostgreSQL at ${admin.host} is not reachable: ${String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every instance runs the production build: made here on first use, as `npm run shop` does. */
function ensureBuild(): void {
  const root = path.join(__dirname, '../..');
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) return;
  console.log(
    `No production build in ${distDir}: running \`npm run build\` first (a few minutes).`,
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) fail('`npm run build` failed: the cluster needs a production build.');
}

async function main(): Promise<void> {
  if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 16) fail('--instances: 1 to 16');
  if (args['print-nginx-config']) {
    const upstreams = Array.from({ length: INSTANCES }, (_, i) => `127.0.0.1:${BASE_PORT + i}`);
    process.stdout.write(nginxConfig({ listen: String(PORT), upstreams }));
    return;
  }
  if (!/^postgres(ql)?:\/\//.test(DATABASE_URL)) {
    fail(
      'npm run cluster needs a PostgreSQL DATABASE_URL: several processes writing one SQLite ' +
        'file would queue on its single writer lock and fail with SQLITE_BUSY under load.',
    );
  }
  // The database first: a missing server fails in a second, not after a build.
  await ensureDatabase(DATABASE_URL);
  ensureBuild();
  if (!process.env.NEXTAUTH_SECRET) {
    console.log('NEXTAUTH_SECRET is not set: signing sessions with a local-only secret.');
  }
  const cluster = await startCluster({
    instances: INSTANCES,
    port: PORT,
    basePort: BASE_PORT,
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    env: {
      NEXTAUTH_SECRET:
        process.env.NEXTAUTH_SECRET ?? 'local-cluster-only-secret-0123456789abcdefghij',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  });
  console.log(`\nThe shop: ${cluster.origin} (nginx), ${INSTANCES} instances on ${REDIS_URL}:`);
  for (const instance of cluster.instances) console.log(`  ${instance.origin}`);
  console.log(
    'An instance that goes is started again on its port. Ctrl-C stops them all (orders in flight finish first).',
  );
  const supervisor = superviseInstances(cluster.instances, (line) => console.log(line));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    supervisor.stop();
    console.log('\nStopping…');
    void cluster.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
