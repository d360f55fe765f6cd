// @ts-check
/**
 * GET /sw.js: the shop's service worker, from the distDir of the build this server runs
 * (serwist.config.mjs writes it there after `next build`), so two builds side by side (the
 * browser tests' default and configured ones) each serve their own. Not a public/ file: a
 * worker must match the pages and chunks of its build (docs/adr/0022-installable-offline-shop.md).
 *
 * `no-cache`: the browser asks again (a 304 when unchanged) each time it checks for an update,
 * so a deploy is seen on the next navigation. The CSP is the worker's own (a worker's fetches
 * are governed by its script's policy): it fetches from this origin, and from the API's
 * origin when the API is elsewhere.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * @param {{ apiHost?: string }} options
 * @returns {string}
 */
export function workerPolicy({ apiHost }) {
  const api = apiHost ? ` ${new URL(apiHost).origin}` : '';
  return `default-src 'self'; connect-src 'self'${api}; frame-ancestors 'none'; base-uri 'none'`;
}

/**
 * @param {{ file: string, policy: string }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   true when the request was for the worker (answered, 404 included)
 */
export function serviceWorkerAnswer({ file, policy }) {
  /** @type {{ mtimeMs: number, body: Buffer, etag: string } | undefined} */
  let kept;
  /** The file as it is now; re-read only when it changed (a rebuild in place). */
  const current = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (kept?.mtimeMs !== stat.mtimeMs) {
      const body = fs.readFileSync(file);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      kept = { mtimeMs: stat.mtimeMs, body, etag };
    }
    return kept;
  };

  return (req, res) => {
    if ((req.url ?? '').split('?', 1)[0] !== '/sw.js') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const worker = current();
    if (!worker) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end('No service worker in this build\n');
      return true;
    }
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/');
    res.setHeader('ETag', worker.etag);
    if (req.headers['if-none-match'] === worker.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Length', worker.body.length);
    res.end(req.method === 'HEAD' ? undefined : worker.body);
    return true;
  };
}
