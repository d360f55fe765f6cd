// @ts-check
/**
 * The production server: Next as `next start` runs it, behind a fast path for public
 * catalogue answers and shared pages that are already in memory
 * (src/server/http/public-cache.ts, src/server/http/page-cache.ts). Through
 * Next's request pipeline an API route reaches about 15 % of a bare node:http server's
 * requests per second before it does any work (docs/performance.md); a cached answer served
 * here skips that pipeline and costs about what the bare server does.
 *
 * Plain JavaScript run by node: the app's modules live in Next's compiled chunks, and the
 * cache reaches us through globalThis once the first API call has loaded them, so nothing
 * here imports them (which would load a second copy with a second cache).
 *
 *   node src/server/start-server.mjs [-p|--port 3000] [-H|--hostname 0.0.0.0]
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { NON_DOCUMENT_POLICY, securityHeaders } =
  /** @type {typeof import('./http/security-headers.cjs')} */ (
    createRequire(import.meta.url)('./http/security-headers.cjs')
  );
/**
 * Answers from memory skip Next and its header rules (next.config.js): the API's carry these;
 * a kept page replays the headers Next gave it, its document policy included.
 */
const BASE_HEADERS = securityHeaders({ production: true, policy: NON_DOCUMENT_POLICY });

/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} Serve */

/** The same keys as public-cache.ts, page-cache.ts and shutdown-hooks.ts. */
const CACHE_KEY = Symbol.for('dakahlia-poultry.public-cache');
const PAGE_CACHE_KEY = Symbol.for('dakahlia-poultry.page-cache');
const SHUTDOWN_KEY = Symbol.for('dakahlia-poultry.shutdown-hooks');

/** How long an idle keep-alive connection stays open (Node's default is 5 s). */
const KEEP_ALIVE_MS = 65_000;

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
 * @param {'info' | 'error'} level
 * @param {string} event
 * @param {Record<string, string | number>} fields
 */
function logLine(level, event, fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/**
 * What the app's modules published on globalThis once loaded (none before the first request
 * that needs them).
 * @returns {{ api?: Serve, page?: Serve, capturePage?: Serve }}
 */
function caches() {
  const holder = /** @type {Record<symbol, { serve?: Serve, capture?: Serve } | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  const pages = holder[PAGE_CACHE_KEY];
  return { api: holder[CACHE_KEY]?.serve, page: pages?.serve, capturePage: pages?.capture };
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

async function main() {
  const { port, hostname } = parseArgs(process.argv.slice(2));
  // As `next start` does; before Next loads, which reads it.
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const { default: next } = await import('next');
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const app = next({ dev: false, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  let stopping = false;
  /** Answers not yet sent: on SIGTERM each becomes its connection's last. */
  /** @type {Set<http.ServerResponse>} */
  const inFlight = new Set();
  const server = http.createServer((req, res) => {
    for (const { key, value } of BASE_HEADERS) res.setHeader(key, value);
    // Shutting down: this answer is the connection's last, so the drain does not wait for a
    // keep-alive connection to time out.
    if (stopping) res.setHeader('Connection', 'close');
    else {
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
    }
    try {
      const { api, page, capturePage } = caches();
      if (api?.(req, res) || page?.(req, res)) return;
      // Keeps the answer if the page says it may be shared.
      capturePage?.(req, res);
    } catch (error) {
      // The fast path is an optimisation: anything wrong there is Next's to answer, unless
      // the answer had already started.
      if (res.headersSent) {
        logLine('error', 'public_cache.serve_failed', { message: String(error) });
        res.destroy();
        return;
      }
    }
    void handle(req, res);
  });
  // A client that reuses an idle connection just as the server closes it gets a reset (a
  // browser retries; Node clients and proxies do not; the browser suite saw one). Idle
  // connections stay open longer than proxies keep theirs (nginx: 60 s), so the client side
  // closes first; the header timeout must outlast it (Node's docs).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  server.listen(port, hostname, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    // As `next start` does: getServerSideProps calls this server's API over loopback on it
    // (src/lib/api/api-base.ts).
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
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.closeIdleConnections();
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
