// @ts-check
/**
 * The production server: Next as `next start` runs it, behind a fast path for public
 * catalogue answers and shared pages that are already in memory
 * (src/server/cache/public-cache.ts, src/server/cache/page-cache.ts). Through
 * Next's request pipeline an API route reaches about 15 % of a bare node:http server's
 * requests per second before it does any work (docs/performance.md); a cached answer served
 * here skips that pipeline and costs about what the bare server does.
 *
 * Plain JavaScript run by node (and type-checked with the app: `// @ts-check`, allowJs in
 * tsconfig.json): the app's modules live in Next's compiled chunks, and the
 * cache reaches us through globalThis once the first API call has loaded them, so nothing
 * here imports them (which would load a second copy with a second cache). The HTTP side
 * (headers, caches, timeouts, the render budget) is src/server/front-server.mjs.
 *
 *   node src/server/start-server.mjs [-p|--port 3000] [-H|--hostname 0.0.0.0]
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteOriginRefusal } from './config/site-origin-check.mjs';
import { createFrontServer } from './front-server.mjs';

/** The same key as shutdown-hooks.ts. */
const SHUTDOWN_KEY = Symbol.for('dakahlia-poultry.shutdown-hooks');

/** How long requests in flight get to finish on SIGTERM (orchestrators wait about 30 s). */
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 20_000);

/**
 * @param {string[]} argv
 * @returns {{ port: number, hostname: string }}
 */
function parseArgs(argv) {
  let port = Number(process.env.PORT ?? 3000);
  let hostname = process.env.HOSTNAME ?? '0.0.0.0';
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [name, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => inline ?? argv[(index += 1)];
    if (name === '-p' || name === '--port') port = Number(value());
    else if (name === '-H' || name === '--hostname') hostname = value() ?? hostname;
    else throw new Error(`Unknown option ${arg}; use -p/--port and -H/--hostname`);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port: ${String(port)}`);
  }
  return { port, hostname };
}

/**
 * A line like src/server/log.ts writes: stdout is the structured request log.
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} event
 * @param {Record<string, string | number>} fields
 */
function logLine(level, event, fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/**
 * Runs the hooks the app registered (src/server/shutdown-hooks.ts) in their order; a failing
 * hook is logged and the rest still run.
 * @returns {Promise<number>} how many failed
 */
async function runShutdownHooks() {
  const holder =
    /** @type {Record<symbol, { list: { name: string, order: number, run: () => Promise<void> }[] } | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    );
  const hooks = [...(holder[SHUTDOWN_KEY]?.list ?? [])].sort((a, b) => a.order - b.order);
  let failed = 0;
  for (const hook of hooks) {
    try {
      await hook.run();
    } catch (error) {
      failed += 1;
      logLine('error', 'server.shutdown_hook_failed', { hook: hook.name, message: String(error) });
    }
  }
  return failed;
}

/**
 * Reads the .env files as Next will (its own loader, @next/env, from next's dependencies),
 * so that what the start check sees is what the app will run with.
 * @param {string} dir
 */
function loadEnvFiles(dir) {
  const fromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
  const { loadEnvConfig } = /** @type {typeof import('@next/env')} */ (fromNext('@next/env'));
  loadEnvConfig(dir, false, { info: () => undefined, error: console.error });
}

async function main() {
  const { port, hostname } = parseArgs(process.argv.slice(2));
  // As `next start` does; before Next loads, which reads it.
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  loadEnvFiles(dir);
  // Before Next loads (seconds): a shop whose sign-out and links would name another address
  // must not start at all (config/site-origin-check.mjs says which values and why).
  const refusal =
    process.env.NODE_ENV === 'production' ? siteOriginRefusal(process.env) : undefined;
  if (refusal) {
    process.stderr.write(`\n${refusal}\n\n`);
    process.exit(1);
  }
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  let stopping = false;
  // Read after prepare(), which has loaded .env files into process.env. Its timeouts and
  // render budget: src/server/front-server.mjs, docs/security.md.
  const front = createFrontServer({ handle, dir, env: process.env, log: logLine });
  const { server } = front;
  server.listen(port, hostname, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    // As `next start` does. Server renders call the API in process; PORT is where a server-side
    // call goes when that is not registered (src/lib/api/api-base.ts).
    process.env.PORT = String(actual);
    logLine('info', 'server.listening', {
      url: `http://${hostname}:${actual}`,
      node_env: process.env.NODE_ENV ?? '',
    });
  });

  /**
   * Graceful stop: take no new connections, let the requests in flight finish (each answer
   * tells its connection to close), then run the app's shutdown hooks (buffered writes, then
   * the database) and exit. Past DRAIN_MS the process exits anyway, with status 1.
   * @param {NodeJS.Signals} signal
   */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logLine('info', 'server.closing', { signal });
    setTimeout(() => {
      logLine('error', 'server.drain_timeout', { after_ms: DRAIN_MS });
      process.exit(1);
    }, DRAIN_MS).unref();
    server.close(() => {
      void runShutdownHooks().then((failed) => {
        logLine(failed ? 'error' : 'info', 'server.closed', { failed_hooks: failed });
        process.exit(failed ? 1 : 0);
      });
    });
    front.closeConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((/** @type {unknown} */ error) => {
  logLine('error', 'server.start_failed', {
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
