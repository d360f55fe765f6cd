import type { ServerResponse } from 'node:http';
import type { Locale } from '@/lib/i18n/locales';
import { translate, translateMessage } from '@/server/i18n/translate';
import { log } from '@/server/log';
import { AppError } from './app-error';
import type { Paging, RouteResult } from './route-types';
import { STATUS_FOR_CODE } from './status-for-code';

function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  const body = JSON.stringify(payload);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  // Answers depend on the token and the language; nothing here may be cached as it is.
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

export function sendResult<R>(
  res: ServerResponse,
  locale: Locale,
  result: RouteResult<R>,
  paging: Paging | undefined,
): void {
  const message = result.message
    ? translateMessage(locale, result.message)
    : translate(locale, 'ok.fetched');
  const list = paging ? { total: result.total ?? 0, page: paging.page, limit: paging.limit } : {};
  sendJson(res, 200, { success: true, message, results: result.results ?? null, ...list });
}

/** Any failure as the contract's error envelope. Unexpected errors are logged, never shown. */
export function sendError(
  res: ServerResponse,
  locale: Locale,
  error: unknown,
  context: { requestId: string; hadToken: boolean },
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const appError = error instanceof AppError ? error : undefined;
  if (!appError) {
    log.error('http.unhandled', {
      request_id: context.requestId,
      error: error instanceof Error ? error.name : typeof error,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
  }
  const failure = appError ?? new AppError('internal');
  const status = STATUS_FOR_CODE[failure.code];
  if (failure.retryAfter !== undefined) res.setHeader('Retry-After', String(failure.retryAfter));
  if (failure.allow) res.setHeader('Allow', failure.allow);
  if (status === 401)
    res.setHeader('WWW-Authenticate', context.hadToken ? 'Bearer error="invalid_token"' : 'Bearer');
  if (status === 413) res.setHeader('Connection', 'close');
  const errors = failure.errors
    ? Object.fromEntries(
        Object.entries(failure.errors).map(([field, message]) => [
          field,
          translateMessage(locale, message),
        ]),
      )
    : undefined;
  sendJson(res, status, {
    success: false,
    message: translate(locale, failure.messageKey, failure.params),
    ...(errors ? { errors } : {}),
  });
}
