import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '@/server/log';
import { shopMetrics, statusClass } from '@/server/metrics/shop-metrics';
import { wasAborted } from './read-json-body';

/**
 * One structured line per API request, and its time in the metrics under the route's name
 * (`unknown` for a path the table does not have). Only the path is logged (no query, headers
 * or body), so tokens, passwords and PINs never reach the log.
 */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  context: { requestId: string; started: number; route?: string },
): void {
  const request = {
    request_id: context.requestId,
    method: req.method,
    path: loggedPath(req.url),
  };
  const duration_ms = Math.round((performance.now() - context.started) * 10) / 10;
  // The client closed the connection before its request arrived whole: no answer went out,
  // and nothing failed here.
  if (wasAborted(req)) {
    log.info('http.aborted', { ...request, duration_ms });
    return;
  }
  shopMetrics().requestDuration.observe(
    {
      route: context.route ?? 'unknown',
      method: methodLabel(req.method),
      status_class: statusClass(res.statusCode),
    },
    duration_ms / 1000,
  );
  const fields = { ...request, status: res.statusCode, duration_ms };
  if (res.statusCode >= 500) log.error('http.request', fields);
  else log.info('http.request', fields);
}

/**
 * The path as the request sent it, without the query (which may carry a search term): a
 * string cut, not a URL parse, since every request writes a line.
 */
function loggedPath(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Any other method a client makes up counts as `other`: a label per made-up word would grow without end. */
function methodLabel(method: string | undefined): string {
  return method !== undefined && METHODS.has(method) ? method : 'other';
}
