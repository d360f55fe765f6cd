import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '@/server/log';
import { wasAborted } from './read-json-body';

/**
 * One structured line per API request. Only the path is logged (no query, headers or body),
 * so tokens, passwords and PINs never reach the log.
 */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  context: { requestId: string; started: number },
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
