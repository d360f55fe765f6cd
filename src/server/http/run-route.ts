import type { Locale } from '@/lib/i18n/locales';
import { authenticate, type SessionUser } from '@/server/auth/sessions';
import { getDatabase, type Db } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';
import { served, type ServedAnswer } from '@/server/cache';
import { log } from '@/server/log';
import { callerToken, hasCredentials } from './caller-credentials';
import { isCrossSiteRequest } from './cross-site';
import { matchPath } from './path-pattern';
import { readPaging } from './paging';
import { isRequestAborted } from './read-json-body';
import { apiPath, queryObject, type RequestHead } from './request-info';
import { errorAnswer, resultEnvelope, type SuccessEnvelope } from './respond';
import type { UploadSpec } from './read-upload';
import type { RouteContext, RouteMeta, RouteResult, UploadedFile } from './route-types';
import { parseOrThrow } from './validation';

/** A route as its two callers run it: over HTTP (define-route.ts) and in process. */
export interface RouteImpl {
  meta: RouteMeta;
  /**
   * Routes with `cache: 'public'`: who may share a kept answer (auth 'none': every caller) and
   * the Vary it is sent with. The HTTP adapter and the in-process caller keep answers in the
   * one public cache (src/server/cache/public-cache.ts).
   */
  cache?: { auth: 'none' | 'optional'; vary: string };
  handle: (
    ctx: RouteContext<RouteMeta['auth'], unknown, unknown, unknown, UploadedFile | undefined>,
  ) => Promise<RouteResult<unknown>>;
}

/** One call of a route, however it arrived. */
export interface RouteCall {
  /** Method, URL (path and query, under /api) and headers. */
  head: RequestHead;
  requestId: string;
  locale: Locale;
  clientIp: string;
  /** The JSON body: read from the request over HTTP, the caller's value in process. */
  readBody: () => Promise<unknown>;
  /** Upload routes: the file of the multipart body (read-upload.ts). */
  readUpload: (spec: UploadSpec) => Promise<UploadedFile>;
}

export type RouteAnswer =
  | {
      ok: true;
      status: 200;
      /** The envelope as a value: what a server render in process reads. */
      envelope: SuccessEnvelope;
      /** Its JSON bytes, made on the first read (HTTP, the public cache), then kept. */
      readonly body: Buffer;
      result: RouteResult<unknown>;
      /** What a kept copy of it serves again (the public cache keeps it with the body). */
      served: ServedAnswer;
    }
  | {
      ok: false;
      status: number;
      body: Buffer;
      headers: Record<string, string>;
      /** What failed: the HTTP adapter hangs up instead of answering a request that aborted. */
      error: unknown;
    };

/**
 * The whole of a call but the transport: method, origin, path parameters, database, caller,
 * query, body and paging are checked here, then `handle` runs with typed input, and the
 * result or the failure becomes the contract's envelope with its status. The HTTP adapter and
 * the in-process caller of server renders both run exactly this, so they cannot drift apart.
 */
export async function runRoute(route: RouteImpl, call: RouteCall): Promise<RouteAnswer> {
  const { meta } = route;
  const { head } = call;
  try {
    if (head.method !== meta.method) {
      throw new AppError('method_not_allowed', { allow: meta.method });
    }
    if (isCrossSiteRequest(head)) throw new AppError('forbidden', { message: 'error.cross_site' });
    const rawParams = matchPath(meta.path, apiPath(head));
    if (!rawParams) throw AppError.notFound();
    const params = meta.params ? parseParams(meta.params, rawParams) : undefined;
    const db = await openDatabaseOr503(call.requestId);
    const user = await resolveUser(head, meta, db);
    const query = meta.query ? parseOrThrow(meta.query, queryObject(head)) : undefined;
    const body = meta.body ? parseOrThrow(meta.body, await call.readBody()) : undefined;
    // Read only for a caller who may make the call: nobody else's megabytes are taken in.
    const upload = meta.upload ? await call.readUpload(meta.upload) : undefined;
    const paging = readPaging(head, meta.list?.defaultLimit, meta.list?.maxLimit);
    const result = await route.handle({
      db,
      locale: call.locale,
      requestId: call.requestId,
      clientIp: call.clientIp,
      headers: head.headers,
      user,
      params,
      body,
      query,
      upload,
      paging,
    });
    const envelope = resultEnvelope(call.locale, result, meta.list ? paging : undefined);
    // Sent fresh: the route's serve hook runs once (item/details counts a view), as it does
    // for each kept copy served (src/server/cache/served.ts).
    const answered: ServedAnswer = { route: meta.name, params };
    served(answered, call.requestId);
    let bytes: Buffer | undefined;
    return {
      ok: true,
      status: 200,
      envelope,
      get body() {
        bytes ??= Buffer.from(JSON.stringify(envelope));
        return bytes;
      },
      result,
      served: answered,
    };
  } catch (error) {
    // The client hung up mid-body: nobody to answer and nothing failed (the adapter hangs up).
    if (isRequestAborted(error)) {
      return { ok: false, status: 400, body: Buffer.alloc(0), headers: {}, error };
    }
    const answer = errorAnswer(call.locale, error, {
      requestId: call.requestId,
      hadToken: hasCredentials(head),
    });
    return { ok: false, ...answer, error };
  }
}

/**
 * The caller behind the bearer token or session cookie (caller-credentials.ts). Optional-auth
 * calls ignore a bad token (the answer is only less personal); required ones refuse it with
 * 401, and a role list with 403.
 */
async function resolveUser(
  head: RequestHead,
  meta: RouteMeta,
  db: Db,
): Promise<SessionUser | null> {
  if (meta.auth === 'none') return null;
  const token = await callerToken(head);
  const user = token ? await authenticate(db, token) : undefined;
  if (meta.auth === 'optional') return user ?? null;
  if (!user) throw new AppError('unauthorized');
  if (meta.roles && !meta.roles.includes(user.role)) {
    // A seller refused an admin's call is told who may make it, for the screen to show; a
    // driver (no dashboard) and a customer are simply refused.
    const adminOnly = user.role === 'seller' && !meta.roles.includes('seller');
    throw new AppError('forbidden', adminOnly ? { message: 'error.admin_only' } : {});
  }
  return user;
}

/** No database, no answer: 503 (a load balancer tries another server), the cause in the log. */
export async function openDatabaseOr503(requestId: string): Promise<Db> {
  try {
    return await getDatabase();
  } catch (error) {
    log.error('db.unavailable', {
      request_id: requestId,
      message: error instanceof Error ? error.message : String(error),
    });
    throw new AppError('unavailable');
  }
}

/** A path parameter that does not fit (say /item/details/abc) names nothing: 404. */
function parseParams(
  schema: NonNullable<RouteMeta['params']>,
  raw: Record<string, string>,
): unknown {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw AppError.notFound();
  return parsed.data;
}
