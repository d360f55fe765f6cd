import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@/server/errors/app-error';
import { logRequest } from './request-log';
import { requestId, requestLocale } from './request-info';
import { sendError } from './respond';

/** Any /api path the contract does not name: the 404 envelope, not Next's HTML page. */
export function unknownPathRoute(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  const id = requestId(req);
  res.setHeader('X-Request-Id', id);
  sendError(res, requestLocale(req), AppError.notFound(), { requestId: id, hadToken: false });
  logRequest(req, res, { requestId: id, started });
}
