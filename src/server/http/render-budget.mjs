// @ts-check
/**
 * How many page renders one client may make the server do (docs/security.md, "Timeouts and
 * render budget"). A shared page is rendered once per URL and then served from the page cache
 * (src/server/cache/page-cache.ts), but a URL the cache has not seen (any search term, any query string, any
 * private page) is a full render of about 100-300 ms of CPU: a script walking thousands of
 * search URLs would keep the server rendering for it alone and churn the cache. Each render
 * the front server hands to Next takes one from its client address's budget; cached pages,
 * static files and API calls take nothing.
 *
 * Plain JavaScript: the front server (src/server/start-server.mjs) runs before Next has loaded
 * any of the app's TypeScript. The budget lives in this process's memory, like the attempt
 * budgets (src/server/rate-limit/attempt-budget.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddress, parseTrustProxy } from '../config/trust-proxy.mjs';

/**
 * 120 a minute is a page every half second, all minute, from one address: far past one
 * shopper (a few uncached pages a minute) and room for a dozen busy ones behind one carrier
 * NAT address. The reserve of 600 covers bursts above that (a family or an office on one
 * address at a sale) for ten minutes.
 */
export const RENDER_BUDGET_DEFAULTS = Object.freeze({ perMinute: 120, burst: 600 });

/** How long the burst reserve takes to fill again. */
export const RENDER_BURST_WINDOW_S = 600;

/**
 * @typedef {import('../config/trust-proxy.d.mts').TrustedProxies} TrustedProxies
 * @typedef {{ perMinute: number, burst: number, trustProxy: TrustedProxies }} RenderBudgetSettings
 * @typedef {Record<string, string | undefined>} Env
 */

/**
 * @param {Env} env
 * @param {string} name
 * @param {number} fallback
 */
function positiveWhole(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1 (it is "${raw}")`);
  }
  return value;
}

/**
 * RENDER_BUDGET_PER_MINUTE and RENDER_BUDGET_BURST, and TRUST_PROXY read by the parser
 * src/server/config/server-env.ts uses (trust-proxy.mjs). An invalid value stops the server
 * at start.
 * @param {Env} env
 * @returns {RenderBudgetSettings}
 */
export function renderBudgetSettings(env) {
  return {
    perMinute: positiveWhole(env, 'RENDER_BUDGET_PER_MINUTE', RENDER_BUDGET_DEFAULTS.perMinute),
    burst: positiveWhole(env, 'RENDER_BUDGET_BURST', RENDER_BUDGET_DEFAULTS.burst),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/**
 * Every file under public/ by its URL path: Next serves them as they are, no render.
 * @param {string} publicDir
 * @returns {Set<string>}
 */
export function publicFilePaths(publicDir) {
  const paths = new Set();
  if (!fs.existsSync(publicDir)) return paths;
  for (const relative of fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' })) {
    if (!fs.statSync(path.join(publicDir, relative)).isFile()) continue;
    paths.add(`/${relative.split(path.sep).join('/')}`);
  }
  return paths;
}

/** @param {string} pathname */
function decoded(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Whether Next would render a page (or its /_next/data JSON) for this URL: not the API, not
 * Next's own files (/_next/static, /_next/image), not a file under public/.
 * @param {string} url
 * @param {ReadonlySet<string>} publicFiles
 */
export function countsAsRender(url, publicFiles) {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/_next/')) return pathname.startsWith('/_next/data/');
  return !publicFiles.has(decoded(pathname));
}

/**
 * @param {RenderBudgetSettings} settings
 * @returns {{ take(req: import('node:http').IncomingMessage): Promise<number | undefined> }}
 */
export function createRenderBudget(settings) {
  // The steady rate; once a minute's share is spent, renders come out of the reserve.
  const budget = new BurstyRateLimiter(
    new RateLimiterMemory({ points: settings.perMinute, duration: 60 }),
    new RateLimiterMemory({ points: settings.burst, duration: RENDER_BURST_WINDOW_S }),
  );
  return {
    /** Takes one render; resolves undefined, or the seconds until the budget has one again. */
    async take(req) {
      try {
        // The API's budgets find the client the same way (request-info.ts).
        await budget.consume(clientAddress(req, settings.trustProxy));
        return undefined;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      }
    },
  };
}
