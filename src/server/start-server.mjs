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
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} Serve */

/** The same keys as public-cache.ts and page-cache.ts. */
const CACHE_KEY = Symbol.for('dakahlia-poultry.public-cache');
const PAGE_CACHE_KEY = Symbol.for('dakahlia-poultry.page-cache');

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

async function main() {
  const { port, hostname } = parseArgs(process.argv.slice(2));
  // As `next start` does; before Next loads, which reads it.
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const { default: next } = await import('next');
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const app = next({ dev: false, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = http.createServer((req, res) => {
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

  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    // Issue 8 drains in-flight requests properly; this only stops taking new ones.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
    logLine('info', 'server.closing', { signal });
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
