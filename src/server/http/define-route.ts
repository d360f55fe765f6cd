import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { ROUTES, type HttpMethod, type RouteName, type RouteOf } from '@/contracts/routes';
import {
  ROUTE_SCHEMAS,
  type ParsedPart,
  type RouteSchemas,
  type RouteSchemasOf,
} from '@/contracts/route-schemas';
import {
  mayUsePublicCache,
  publicCacheGeneration,
  onServe,
  publicCacheHeaders,
  servePublicCache,
  storePublicAnswer,
} from '@/server/cache';
import { isRequestAborted, readJsonBody } from './read-json-body';
import { readUpload } from './read-upload';
import { clientAddress, requestId, requestLocale } from './request-info';
import { logRequest } from './request-log';
import { SpanStatusCode, traced } from '@/server/tracing/traced';
import { writeAnswer, writeJson } from './respond';
import type { AuthMode, RouteContext, RouteMeta, RouteResult, UploadedFile } from './route-types';
import { runRoute, type RouteImpl } from './run-route';

export type ApiRoute = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & {
  meta: RouteMeta;
  /** The route without HTTP, for server renders (in-process-api.ts). */
  impl: RouteImpl;
};

type Handler<K extends RouteName> = (
  ctx: RouteContext<
    RouteOf<K>['auth'],
    ParsedPart<K, 'params'>,
    ParsedPart<K, 'body'>,
    ParsedPart<K, 'query'>,
    RouteOf<K> extends { upload: object } ? UploadedFile : undefined
  >,
) => Promise<RouteResult<z.input<RouteSchemasOf<K>['results']>>>;

interface RouteSpec<K extends RouteName> {
  summary: string;
  /** Documented request headers beyond lang and Authorization. */
  headers?: Record<string, string>;
  handle: Handler<K>;
  /**
   * What each sending of an answer does besides answering, fresh or a kept copy (public
   * cache, page cache): item/details counts a view. Runs after the answer is made.
   */
  onServe?: (params: ParsedPart<K, 'params'>) => void;
}

/**
 * The server side of one entry of the contract's table (src/contracts/routes.ts): its
 * schemas come from route-schemas.ts under the same name, so the handler's input and output
 * types follow from the table, and the result is a Node request handler with the public
 * cache and the request log around runRoute (run-route.ts).
 */
export function defineRoute<K extends RouteName>(name: K, spec: RouteSpec<K>): ApiRoute {
  const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
  const meta: RouteMeta = {
    ...ROUTES[name],
    name,
    summary: spec.summary,
    headers: spec.headers,
    params: schemas.params,
    body: schemas.body,
    query: schemas.query,
    response: schemas.results,
  };
  const cacheAuth = publicCacheAuth(meta);
  // runRoute parsed the params with the very schema ParsedPart<K, 'params'> is typed from.
  if (spec.onServe) onServe(name, spec.onServe as (params: unknown) => void);
  // Lists also read the `limit` header; an optional-auth answer also depends on the session
  // cookie the shop's pages authenticate with (a signed-in shopper sees their favourites).
  const vary = [
    'Authorization',
    ...(meta.auth === 'optional' ? ['Cookie'] : []),
    'lang',
    ...(meta.list ? ['limit'] : []),
  ].join(', ');
  const impl: RouteImpl = {
    meta,
    // The one place the typed handler meets the untyped call: runRoute has parsed each part
    // with the very schemas Handler<K> is typed from.
    handle: spec.handle as unknown as RouteImpl['handle'],
    cache: cacheAuth === undefined ? undefined : { auth: cacheAuth, vary },
  };

  // The span's name and attributes are the route's, made once here and not per request.
  const span = {
    name: `${meta.method} /api${meta.path}`,
    options: { attributes: { 'http.route': `/api${meta.path}`, 'shop.route': name } },
  };
  const serve = async (req: IncomingMessage, res: ServerResponse, cacheable: boolean) => {
    const generation = publicCacheGeneration();
    const started = performance.now();
    const id = requestId(req);
    res.setHeader('X-Request-Id', id);
    const answer = await runRoute(impl, {
      head: req,
      requestId: id,
      locale: requestLocale(req),
      clientIp: clientAddress(req),
      readBody: () => readJsonBody(req),
      readUpload: (spec) => readUpload(req, spec),
    });
    if (answer.ok) {
      writeJson(res, 200, answer.body, cacheable ? publicCacheHeaders(req, vary) : undefined);
      if (cacheable) {
        storePublicAnswer(req, {
          body: answer.body,
          generation,
          vary,
          anyCaller: cacheAuth === 'none',
          served: answer.served,
        });
      }
    } else if (res.headersSent || isRequestAborted(answer.error)) {
      // Nobody is left to answer (request-log.ts logs it as aborted), and nothing failed here.
      res.destroy();
    } else {
      writeAnswer(res, answer);
    }
    logRequest(req, res, { requestId: id, started, route: meta.name });
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const cacheable = cacheAuth !== undefined && mayUsePublicCache(req, cacheAuth);
    if (cacheable && servePublicCache(req, res)) return;
    // With OTEL_EXPORTER_OTLP_ENDPOINT set, a span named by the table's path (never an id).
    await traced(span.name, span.options, async (active) => {
      await serve(req, res, cacheable);
      active?.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) active?.setStatus({ code: SpanStatusCode.ERROR });
    });
  };
  return Object.assign(route, { meta, impl });
}

/**
 * The auth mode of a route whose answers may be cached, or undefined. A cached POST or
 * signed-in GET would hand one caller's answer to another, so such an entry of the table
 * fails when the module loads.
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
