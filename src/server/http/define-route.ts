import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { authenticate, type SessionUser } from '@/server/auth/sessions';
import { getDatabase, type Db } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';
import { callerToken, hasCredentials } from './caller-credentials';
import { isCrossSiteRequest } from './cross-site';
import { readJsonBody } from './read-json-body';
import { apiPath, queryObject, clientAddress, requestId, requestLocale } from './request-info';
import { matchPath } from './path-pattern';
import { readPaging } from './paging';
import {
  mayUsePublicCache,
  publicCacheGeneration,
  publicCacheHeaders,
  servePublicCache,
  storePublicAnswer,
} from './public-cache';
import { resultBody, sendError, writeJson } from './respond';
import type { AuthMode, HttpMethod, RouteContext, RouteMeta, RouteResult } from './route-types';
import { parseOrThrow } from './validation';
import { logRequest } from './request-log';
import { log } from '@/server/log';

export type ApiRoute = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & {
  meta: RouteMeta;
};

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** `cache: 'public'` only where an answer can be the same for everyone: anonymous GETs. */
type CacheOption<M extends HttpMethod, A extends AuthMode> = [M] extends ['GET']
  ? [A] extends ['required']
    ? { cache?: never }
    : { cache?: 'public' }
  : { cache?: never };

type RouteSpec<
  M extends HttpMethod,
  A extends AuthMode,
  PS extends z.ZodType | undefined,
  BS extends z.ZodType | undefined,
  QS extends z.ZodType | undefined,
  R,
> = Omit<RouteMeta, 'method' | 'auth' | 'params' | 'body' | 'query' | 'cache'> &
  CacheOption<M, A> & {
    method: M;
    auth: A;
    params?: PS;
    body?: BS;
    query?: QS;
    handle: (ctx: RouteContext<A, Output<PS>, Output<BS>, Output<QS>>) => Promise<RouteResult<R>>;
  };

/**
 * The caller behind the bearer token or session cookie (caller-credentials.ts). Optional-auth
 * calls ignore a bad token (the answer is only less personal); required ones refuse it with
 * 401, and a role list with 403.
 */
async function resolveUser(
  req: IncomingMessage,
  meta: RouteMeta,
  db: Db,
): Promise<SessionUser | null> {
  if (meta.auth === 'none') return null;
  const token = await callerToken(req);
  const user = token ? await authenticate(db, token) : undefined;
  if (meta.auth === 'optional') return user ?? null;
  if (!user) throw new AppError('unauthorized');
  if (meta.roles && !meta.roles.includes(user.role)) throw new AppError('forbidden');
  return user;
}

/**
 * A contract call as a Node request handler: method check, path parameters, locale, user,
 * body and paging are resolved here, then `handle` runs with typed input and its result
 * goes out in the contract's envelope. Every failure becomes the envelope with its status.
 */
export function defineRoute<
  M extends HttpMethod,
  A extends AuthMode,
  PS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  R = unknown,
>(spec: RouteSpec<M, A, PS, BS, QS, R>): ApiRoute {
  const { handle, ...meta } = spec;
  const cacheAuth = publicCacheAuth(spec);
  // Lists also read the `limit` header; an optional-auth answer also depends on the session
  // cookie the shop's pages authenticate with (a signed-in shopper sees their favourites).
  const vary = [
    'Authorization',
    ...(meta.auth === 'optional' ? ['Cookie'] : []),
    'lang',
    ...(meta.list ? ['limit'] : []),
  ].join(', ');

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const cacheable = cacheAuth !== undefined && mayUsePublicCache(req, cacheAuth);
    if (cacheable && servePublicCache(req, res)) return;
    const generation = publicCacheGeneration();
    const started = performance.now();
    const id = requestId(req);
    const locale = requestLocale(req);
    res.setHeader('X-Request-Id', id);
    try {
      if (req.method !== meta.method) {
        throw new AppError('method_not_allowed', { allow: meta.method });
      }
      if (isCrossSiteRequest(req)) throw new AppError('forbidden', { message: 'error.cross_site' });
      const rawParams = matchPath(meta.path, apiPath(req));
      if (!rawParams) throw AppError.notFound();
      const params = meta.params ? parseParams(meta.params, rawParams) : undefined;
      const db = await openDatabaseOr503(id);
      const user = await resolveUser(req, meta, db);
      const query = meta.query ? parseOrThrow(meta.query, queryObject(req)) : undefined;
      const body = meta.body ? parseOrThrow(meta.body, await readJsonBody(req)) : undefined;
      const paging = readPaging(req, meta.list?.defaultLimit);
      const ctx = {
        db,
        locale,
        requestId: id,
        clientIp: clientAddress(req),
        headers: req.headers,
        user,
        params,
        body,
        query,
        paging,
      } as RouteContext<A, Output<PS>, Output<BS>, Output<QS>>;
      const result = await handle(ctx);
      const answer = resultBody(locale, result, meta.list ? paging : undefined);
      writeJson(res, 200, answer, cacheable ? publicCacheHeaders(req, vary) : undefined);
      if (cacheable) {
        storePublicAnswer(req, {
          body: answer,
          generation,
          vary,
          anyCaller: cacheAuth === 'none',
          onHit: result.onCacheHit,
        });
      }
    } catch (error) {
      sendError(res, locale, error, { requestId: id, hadToken: hasCredentials(req) });
    } finally {
      logRequest(req, res, { requestId: id, started });
    }
  };
  return Object.assign(route, {
    meta: { ...meta, auth: spec.auth, params: spec.params, body: spec.body, query: spec.query },
  });
}

/**
 * The auth mode of a route whose answers may be cached, or undefined. The types already
 * refuse other combinations; this catches a cast or plain JavaScript when the module loads.
 */
function publicCacheAuth(meta: {
  method: HttpMethod;
  auth: AuthMode;
  cache?: 'public';
  path: string;
}): 'none' | 'optional' | undefined {
  if (meta.cache === undefined) return undefined;
  if (meta.method !== 'GET' || meta.auth === 'required') {
    throw new Error(`${meta.method} ${meta.path}: cache 'public' is for GET without required auth`);
  }
  return meta.auth;
}

/** No database, no answer: 503 (a load balancer tries another server), the cause in the log. */
async function openDatabaseOr503(requestId: string): Promise<Db> {
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
function parseParams<S extends z.ZodType>(schema: S, raw: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw AppError.notFound();
  return parsed.data;
}
