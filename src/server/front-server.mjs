// @ts-check
/**
 * The production server's HTTP side (src/server/start-server.mjs starts it with Next's
 * handler): the security headers, answers from memory before Next, the render budget, Node's
 * timeouts and Node's own error answers. Plain JavaScript for the reasons start-server.mjs
 * gives; tests start it with a stand-in for Next (tests/integration/front-server.test.ts).
 */
import http from 'node:http';
import path from 'node:path';
import { clientErrorAnswer } from './http/client-error.mjs';
import {
  countsAsRender,
  createRenderBudget,
  publicFilePaths,
  renderBudgetSettings,
} from './http/render-budget.mjs';
import { renderRefusal } from './http/render-refusal.mjs';
import securityHeadersModule from './http/security-headers.cjs';
import { serviceWorkerAnswer, workerPolicy } from './http/service-worker.mjs';

/**
 * @typedef {import('./front-server.d.mts').FrontServerOptions} FrontServerOptions
 * @typedef {import('./front-server.d.mts').FrontServer} FrontServer
 * @typedef {import('./front-server.d.mts').ServerTimeouts} ServerTimeouts
 * @typedef {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} Serve
 */

const { NON_DOCUMENT_POLICY, securityHeaders } = securityHeadersModule;

/**
 * Answers from memory skip Next and its header rules (next.config.js): the API's carry these;
 * a kept page replays the headers Next gave it, its document policy included.
 */
const BASE_HEADERS = securityHeaders({ production: true, policy: NON_DOCUMENT_POLICY });

/** The same keys as src/server/cache/public-cache.ts and page-cache.ts. */
const CACHE_KEY = Symbol.for('dakahlia-poultry.public-cache');
const PAGE_CACHE_KEY = Symbol.for('dakahlia-poultry.page-cache');

/**
 * Node's defaults let a request take 300 s to arrive (a slow body was held 313 s) and look
 * for late ones every 30 s. The largest request the shop takes is a 64 KiB JSON body
 * (read-json-body.ts): about 12 s on a 2G (EDGE) uplink of 45 kbit/s, 2 s on slow 3G. So a
 * request gets 30 s to arrive whole and its headers (at most 16 KiB, Node's limit) 15 s,
 * checked every second. Only the arrival is timed: a slow render or a long answer is not.
 *
 * Idle keep-alive connections stay open 65 s (Node's default is 5 s): a client that reuses
 * one just as the server closes it gets a reset (a browser retries; Node clients and proxies
 * do not; the browser suite saw one), so they outlast proxies' own (nginx: 60 s) and the
 * client side closes first. Since Node 18 the idle time between requests no longer counts
 * against the header timeout, so that one need not outlast the keep-alive as it once had
 * to; Node requires it to be at most the request timeout.
 * @type {Readonly<ServerTimeouts>}
 */
export const SERVER_TIMEOUTS = Object.freeze({
  keepAliveMs: 65_000,
  headersMs: 15_000,
  requestMs: 30_000,
  checkEveryMs: 1_000,
});

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
 * @param {FrontServerOptions} options
 * @returns {FrontServer}
 */
export function createFrontServer({ handle, dir, env, timeouts = SERVER_TIMEOUTS, log }) {
  const settings = renderBudgetSettings(env);
  const budget = createRenderBudget(settings);
  const publicFiles = publicFilePaths(path.join(dir, 'public'));
  const refuse = renderRefusal({
    localesDir: path.join(dir, 'public/locales'),
    policy: NON_DOCUMENT_POLICY,
  });
  // The build's own worker (next.config.js: distDir is NEXT_DIST_DIR or .next).
  const serveWorker = serviceWorkerAnswer({
    file: path.join(dir, env.NEXT_DIST_DIR || '.next', 'sw.js'),
    policy: workerPolicy({ apiHost: env.NEXT_PUBLIC_API_HOST || undefined }),
  });

  /**
   * Answers from the public or page cache; true when answered (or cut off).
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const fromMemory = (req, res) => {
    try {
      const { api, page } = caches();
      return Boolean(api?.(req, res) || page?.(req, res));
    } catch (error) {
      // The fast path is an optimisation: anything wrong there is Next's to answer, unless
      // the answer had already started.
      if (!res.headersSent) return false;
      log('error', 'public_cache.serve_failed', { message: String(error) });
      res.destroy();
      return true;
    }
  };

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const toNext = (req, res) => {
    try {
      // Keeps the answer if the page says it may be shared.
      caches().capturePage?.(req, res);
    } catch (error) {
      log('error', 'page_cache.capture_failed', { message: String(error) });
    }
    void handle(req, res);
  };

  let stopping = false;
  /** Answers not yet sent: on shutdown each becomes its connection's last. */
  /** @type {Set<http.ServerResponse>} */
  const inFlight = new Set();
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (req, res) => {
      for (const { key, value } of BASE_HEADERS) res.setHeader(key, value);
      // Shutting down: this answer is the connection's last, so the drain does not wait for a
      // keep-alive connection to time out.
      if (stopping) res.setHeader('Connection', 'close');
      else {
        inFlight.add(res);
        res.once('close', () => inFlight.delete(res));
      }
      if (serveWorker(req, res) || fromMemory(req, res)) return;
      if (!countsAsRender(req.url ?? '/', publicFiles)) {
        toNext(req, res);
        return;
      }
      budget.take(req).then(
        (retryAfterS) => {
          if (retryAfterS === undefined) {
            toNext(req, res);
            return;
          }
          log('warn', 'http.render_budget_spent', {
            path: (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/',
            retry_after_s: retryAfterS,
          });
          refuse(req, res, retryAfterS);
        },
        (/** @type {unknown} */ error) => {
          // The budget is a guard, not a gate that may fail shut.
          log('error', 'http.render_budget_failed', { message: String(error) });
          toNext(req, res);
        },
      );
    },
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.on(
    'clientError',
    clientErrorAnswer(BASE_HEADERS, (status, code) =>
      log('info', 'http.client_error', { status, code }),
    ),
  );

  return {
    server,
    closeConnections() {
      stopping = true;
      for (const res of inFlight) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
        // Its headers already promised keep-alive: once sent, its connection is idle, and
        // nothing else would close it before the keep-alive timeout, past the drain's.
        else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
      }
      server.closeIdleConnections();
    },
  };
}
