import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@/server/errors/app-error';
import { readRawBody } from '@/server/http/read-json-body';
import { headerValue, queryParams, requestId, requestLocale } from '@/server/http/request-info';
import { logRequest } from '@/server/http/request-log';
import { resultEnvelope, sendError, writeJson } from '@/server/http/respond';
import { openDatabaseOr503 } from '@/server/http/run-route';
import { log } from '@/server/log';
import { notifyEnv } from '@/server/notify';
import { validWebhookSignature, verifyTokenMatches } from './whatsapp-signature';
import { deliveryReports, recordDeliveryReports } from './whatsapp-statuses';

/** Where Meta calls (docs/operations.md, "Messages → WhatsApp"); outside the route table. */
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

/** Status webhooks are a few kilobytes; Meta batches at most a few hundred reports. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

/** GET: the subscription handshake; the challenge goes back as it came, as plain text. */
function answerHandshake(req: IncomingMessage, res: ServerResponse, verifyToken?: string): void {
  const query = queryParams(req);
  const challenge = query.get('hub.challenge') ?? '';
  const ok =
    verifyToken !== undefined &&
    query.get('hub.mode') === 'subscribe' &&
    verifyTokenMatches(query.get('hub.verify_token') ?? undefined, verifyToken) &&
    challenge !== '' &&
    challenge.length <= 200;
  if (!ok) throw new AppError('forbidden');
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(challenge);
}

/** POST: delivery reports, believed only when signed with the app secret over the raw body. */
async function receiveReports(req: IncomingMessage, res: ServerResponse, appSecret: string) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_WEBHOOK_BYTES) {
    req.resume();
    throw new AppError('payload_too_large');
  }
  const raw = await readRawBody(req, MAX_WEBHOOK_BYTES);
  if (!validWebhookSignature(raw, headerValue(req, 'x-hub-signature-256'), appSecret)) {
    log.warn('whatsapp.webhook_unsigned', { request_id: requestId(req) });
    throw new AppError('unauthorized');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('invalid_input', { message: 'error.invalid_json' });
  }
  const db = await openDatabaseOr503(requestId(req));
  const reports = deliveryReports(payload);
  const changed = await recordDeliveryReports(db, reports);
  const envelope = resultEnvelope(requestLocale(req), { results: { changed } }, undefined);
  writeJson(res, 200, Buffer.from(JSON.stringify(envelope)));
}

/**
 * GET/POST /api/webhooks/whatsapp: Meta's side of the WhatsApp channel. Not a call of the
 * contract's table: GET must answer the bare challenge (not the envelope), and POST's
 * signature is over the raw bytes, which the table's JSON parsing would not keep (ADR 0019,
 * addendum). 404 on a shop without WhatsApp, as if the path did not exist.
 */
export async function serveWhatsAppWebhook(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now();
  const id = requestId(req);
  res.setHeader('X-Request-Id', id);
  try {
    const env = notifyEnv();
    if (!env.WHATSAPP_APP_SECRET || !env.WHATSAPP_TOKEN) throw AppError.notFound();
    if (req.method === 'GET') answerHandshake(req, res, env.WHATSAPP_VERIFY_TOKEN);
    else if (req.method === 'POST') await receiveReports(req, res, env.WHATSAPP_APP_SECRET);
    else throw new AppError('method_not_allowed', { allow: 'GET, POST' });
  } catch (error) {
    sendError(res, requestLocale(req), error, { requestId: id, hadToken: false });
  } finally {
    logRequest(req, res, { requestId: id, started, route: 'whatsappWebhook' });
  }
}
