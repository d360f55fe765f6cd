import type { z } from 'zod';
import { publicEnv } from '@/config/public-env';
import type { InputPart, ResultsOf, RouteSchemas } from '@/contracts/route-schemas';
import type { RouteName, RouteOf } from '@/contracts/routes';
import { routeOf, routePath } from './route-of';
import { lazyOnce } from '@/lib/lazy-once';
import type { Locale } from '@/lib/i18n/locales';
import { apiClient } from './api-client';
import { limitHeader, requestHeaders } from './headers';
import { inProcessApi } from './in-process';

/** A part the route does not take may not be sent; one whose fields are all optional may be left out. */
type Part<K extends RouteName, F extends 'params' | 'query' | 'body'> =
  InputPart<K, F> extends undefined
    ? { [P in F]?: never }
    : Record<string, never> extends InputPart<K, F>
      ? { [P in F]?: InputPart<K, F> }
      : { [P in F]: InputPart<K, F> };

type Paging<K extends RouteName> =
  RouteOf<K> extends { list: object }
    ? { page?: number; limit?: number }
    : { page?: never; limit?: never };

/** What a call sends: the route's path parameters, query and body, and a list's page. */
export type CallInput<K extends RouteName> = Part<K, 'params'> &
  Part<K, 'query'> &
  Part<K, 'body'> &
  Paging<K>;

/**
 * Who the call is made for. In the browser the session cookie names the shopper and the page's
 * language is the default; server renders say both (the token from the next-auth session).
 */
export interface CallOptions {
  locale?: Locale;
  token?: string;
  /** Headers the route documents (Idempotency-Key, device_info). */
  headers?: Record<string, string>;
}

export interface CallAnswer<K extends RouteName> {
  results: ResultsOf<K>;
  message?: string;
  total?: number;
  page?: number;
  limit?: number;
}

const loadSchemas = lazyOnce(() => import('@/contracts/route-schemas'));
const loadEnvelopes = lazyOnce(() => import('@/contracts/envelope'));
const answerSchemas = new Map<RouteName, z.ZodType>();

/** The envelope of a route's answer (envelope.ts), made once per route. */
export async function answerSchema(name: RouteName): Promise<z.ZodType> {
  const known = answerSchemas.get(name);
  if (known) return known;
  const [{ ROUTE_SCHEMAS }, envelopes] = await Promise.all([loadSchemas(), loadEnvelopes()]);
  const results = (ROUTE_SCHEMAS[name] as RouteSchemas).results;
  const schema =
    'list' in routeOf(name)
      ? envelopes.listAnswerSchema(results)
      : envelopes.envelopeSchema(results);
  answerSchemas.set(name, schema);
  return schema;
}

/**
 * One call of the API by its name in the contract's table (src/contracts/routes.ts): the path,
 * method, `limit` header and query follow from the table, and the answer is checked against
 * the route's schemas (loaded with the first call, in parallel with it). In the browser it goes
 * over HTTP (axios); in a server render of the shop's own backend it runs in process
 * (in-process.ts), unless NEXT_PUBLIC_API_HOST names another backend. Failures throw the same
 * error either way (isApiError, isNotFound).
 */
export async function call<K extends RouteName>(
  name: K,
  input: CallInput<K>,
  options: CallOptions = {},
): Promise<CallAnswer<K>> {
  const route = routeOf(name);
  const { params, query, body, page, limit } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    page?: number;
    limit?: number;
  };
  const headers = {
    ...(options.locale ? requestHeaders({ locale: options.locale, token: options.token }) : {}),
    ...(limit !== undefined ? limitHeader(limit) : {}),
    ...options.headers,
  };
  const search = definedEntries({ ...query, ...(page !== undefined ? { page } : {}) });
  const path = routePath(name, params);
  const local = publicEnv.NEXT_PUBLIC_API_HOST ? undefined : inProcessApi();
  const [data, schema] = await Promise.all([
    local
      ? local.call({ name, method: route.method, path, query: search, headers, body })
      : route.method === 'GET'
        ? apiClient.get(path, { headers, params: search }).then((response) => response.data)
        : apiClient.post(path, body, { headers, params: search }).then((response) => response.data),
    answerSchema(name),
  ]);
  return schema.parse(data) as CallAnswer<K>;
}

/** Query values as the URL carries them; the route schemas only have scalars there. */
function definedEntries(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[key] = String(value);
    }
  }
  return out;
}
