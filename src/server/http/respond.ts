import type { ServerResponse } from 'node:http';
import type { Locale } from '@/lib/i18n/locales';
import { translate, translateMessage } from '@/server/i18n/translate';
import { log } from '@/server/log';
import { AppError, isAppError } from '@/server/errors/app-error';
import { isRequestAborted } from './read-json-body';
import type { Paging, RouteResult } from './route-types';
import { STATUS_FOR_CODE } from './status-for-code';

export interface CacheHeaders {
  cacheControl: string;
  vary?: string;
  /** Seconds since the answer was made, when it comes from a cache. */
  age?: number;
}

/**
 * Answers depend on the token and the language; nothing may be cached as it is unless the
 * route says otherwise (src/server/cache/public-cache.ts).
 */
const NO_STORE: CacheHeaders = { cacheControl: 'no-store' };

/** The one place a JSON answer is written, made now or served from the public cache. */
export function writeJson(
  res: ServerResponse,
  status: number,
  body: Buffer,
  cache: CacheHeaders = NO_STORE,
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', cache.cacheControl);
  if (cache.vary) res.setHeader('Vary', cache.vary);
  if (cache.age !== undefined) res.setHeader('Age', String(cache.age));
  res.end(body);
}

/** The contract's success envelope: `results`, the translated message and a list's paging. */
export interface SuccessEnvelope {
  success: true;
  message: string;
  results: unknown;
  total?: number;
  page?: number;
  limit?: number;
}

/**
 * A success answer in the contract's envelope, as a value: HTTP and the public cache send its
 * bytes (JSON.stringify), a server render in process reads it as it is.
 */
export function resultEnvelope<R>(
  locale: Locale,
  result: RouteResult<R>,
  paging: Paging | undefined,
): SuccessEnvelope {
  const message = result.message
    ? translateMessage(locale, result.message)
    : translate(locale, 'ok.fetched');
  const list = paging ? { total: result.total ?? 0, page: paging.page, limit: paging.limit } : {};
  return { success: true, message, results: result.results ?? null, ...list };
}

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Any failure as the contract's error envelope. Unexpected errors are logged, never shown. */
export function errorAnswer(
  locale: Locale,
  error: unknown,
  context: { requestId: string; hadToken: boolean },
): ErrorAnswer {
  const appError = isAppError(error) ? error : undefined;
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
  const headers: Record<string, string> = {};
  if (failure.retryAfter !== undefined) headers['Retry-After'] = String(failure.retryAfter);
  if (failure.allow) headers.Allow = failure.allow;
  if (status === 401) {
    headers['WWW-Authenticate'] = context.hadToken ? 'Bearer error="invalid_token"' : 'Bearer';
  }
  if (status === 413) headers.Connection = 'close';
  const errors = failure.errors
    ? Object.fromEntries(
        Object.entries(failure.errors).map(([field, message]) => [
          field,
          translateMessage(locale, message),
        ]),
      )
    : undefined;
  const payload = {
    success: false,
    message: translate(locale, failure.messageKey, failure.params),
    ...(errors ? { errors } : {}),
    ...(failure.confirmRequired ? { confirm_required: true } : {}),
  };
  return { status, headers, body: Buffer.from(JSON.stringify(payload)) };
}

/** A failure written to the client (errorAnswer), unless nobody is left to read it. */
export function sendError(
  res: ServerResponse,
  locale: Locale,
  error: unknown,
  context: { requestId: string; hadToken: boolean },
): void {
  // Nobody is left to answer (request-log.ts logs it as aborted), and nothing failed here.
  if (res.headersSent || isRequestAborted(error)) {
    res.destroy();
    return;
  }
  writeAnswer(res, errorAnswer(locale, error, context));
}

/** An error answer (errorAnswer) written out with its own headers. */
export function writeAnswer(res: ServerResponse, answer: ErrorAnswer): void {
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  writeJson(res, answer.status, answer.body);
}
