import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverEnv } from '@/server/config/server-env';
import { getDatabase } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';
import { log } from '@/server/log';
import {
  bearerToken,
  hasAuthorization,
  requestId,
  requestLocale,
} from '@/server/http/request-info';
import { logRequest } from '@/server/http/request-log';
import { sendError } from '@/server/http/respond';
import { unknownPathRoute } from '@/server/http/unknown-path-route';
import { refreshGauges } from './refresh-gauges';
import { shopMetrics } from './shop-metrics';

/** Under /api, outside the route table: its answer is Prometheus text, not the envelope. */
export const METRICS_PATH = '/api/metrics';

/** Compared as digests of equal length, in constant time: the token's bytes never leak by timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /api/metrics (contract "Version 3", operations): this process's metrics in Prometheus
 * text format for a caller with `Authorization: Bearer $METRICS_TOKEN`; 401 without it or with
 * another; the contract's 404 when METRICS_TOKEN is unset, as for any path the shop lacks.
 * Each instance answers for itself: a scraper lists every instance (docs/operations.md).
 */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const expected = serverEnv().METRICS_TOKEN;
  if (!expected) {
    unknownPathRoute(req, res);
    return;
  }
  const started = performance.now();
  const id = requestId(req);
  res.setHeader('X-Request-Id', id);
  const hadToken = hasAuthorization(req);
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new AppError('method_not_allowed', { allow: 'GET, HEAD' });
    }
    const given = bearerToken(req);
    if (!given || !sameToken(given, expected)) throw new AppError('unauthorized');
    const metrics = shopMetrics();
    metrics.startProcessMetrics();
    try {
      await refreshGauges(await getDatabase());
    } catch (error) {
      // The database away: the process's own metrics still say so much (and /api/health 503s).
      log.warn('metrics.gauges_failed', { request_id: id, message: String(error) });
    }
    const body = Buffer.from(await metrics.registry.metrics());
    res.statusCode = 200;
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    sendError(res, requestLocale(req), error, { requestId: id, hadToken });
  }
  logRequest(req, res, { requestId: id, started, route: 'metrics' });
}
