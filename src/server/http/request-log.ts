import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '@/server/log';
import { apiPath } from './request-info';

/**
 * One structured line per API request. Only the path is logged (no query, headers or body),
 * so tokens, passwords and PINs never reach the log.
 */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  context: { requestId: string; started: number },
): void {
  const fields = {
    request_id: context.requestId,
    method: req.method,
    path: `/api${apiPath(req)}`,
    status: res.statusCode,
    duration_ms: Math.round((performance.now() - context.started) * 10) / 10,
  };
  if (res.statusCode >= 500) log.error('http.request', fields);
  else log.info('http.request', fields);
}
