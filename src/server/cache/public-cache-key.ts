import type { z } from 'zod';
import { ROUTE_SCHEMAS, type RouteSchemas } from '@/contracts/route-schemas';
import { ROUTES, type RouteName } from '@/contracts/routes';
import { readPaging } from '@/server/http/paging';
import { matchPath } from '@/server/http/path-pattern';
import {
  apiPath,
  headerValue,
  queryObject,
  requestLocale,
  type RequestHead,
} from '@/server/http/request-info';
import { parseOrThrow } from '@/server/http/validation';

interface KeyedRoute {
  name: RouteName;
  path: string;
  cacheable: boolean;
  params: z.ZodType | undefined;
  query: z.ZodType | undefined;
  defaultLimit: number | undefined;
}

const parameterCount = (path: string) => path.split('/').filter((s) => s.startsWith(':')).length;

/**
 * Every GET of the contract, a static path before one with parameters (as the API's entry
 * picks /user/orders/list before /user/orders/:id, api-entry.ts), so a path is matched to
 * the route that answers it.
 */
const GET_ROUTES: readonly KeyedRoute[] = (Object.keys(ROUTES) as RouteName[])
  .filter((name) => ROUTES[name].method === 'GET')
  .map((name) => {
    const route = ROUTES[name];
    const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
    return {
      name,
      path: route.path,
      cacheable: 'cache' in route,
      params: schemas.params,
      query: schemas.query,
      defaultLimit: 'list' in route ? route.list.defaultLimit : undefined,
    };
  })
  .sort((a, b) => parameterCount(a.path) - parameterCount(b.path));

/** Keys already made, by the request as sent (NO_KEY: none); see publicCacheKey. */
const memo = new Map<string, string>();
const MEMO_MAX_ENTRIES = 4_096;
const MEMO_MAX_URL = 512;
const NO_KEY = '';

function sortedEntries(value: unknown): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The public cache's key for a request: what the route's handler receives, and nothing else.
 * The route, its path parameters and query as its zod schemas parse them (parameters the route
 * does not read are dropped, the rest in one order), `page` and `limit` for lists (from the
 * query or the `limit` header, the contract's two ways), and the answer's language. Keying on
 * the URL as sent let `?x=1`, `?x=2`… each make an entry, so one client could push the hot
 * answers out; their answers are the same, so now they share one.
 *
 * Undefined when the request is not one of a cacheable route, or is one the route refuses
 * (a bad parameter, page or limit): nothing is served or kept for it.
 */
export function publicCacheKey(req: RequestHead): string | undefined {
  const url = req.url ?? '';
  if (!url.startsWith('/api/')) return undefined;
  // Parsing costs 10-30 µs, a third of a cached answer's time: the key of a request as sent
  // (all it is made of) is remembered, for short URLs, until the memo fills.
  const sent = `${url}\n${headerValue(req, 'lang') ?? ''}\n${headerValue(req, 'limit') ?? ''}`;
  const remembered = memo.get(sent);
  if (remembered !== undefined) return remembered === NO_KEY ? undefined : remembered;
  const key = keyOf(req, url);
  if (url.length <= MEMO_MAX_URL) {
    if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
    memo.set(sent, key ?? NO_KEY);
  }
  return key;
}

function keyOf(req: RequestHead, url: string): string | undefined {
  try {
    const path = apiPath(req);
    // Another spelling of the path (a trailing slash) is left to Next, as before.
    if (url.split('?', 1)[0] !== `/api${path}`) return undefined;
    const route = GET_ROUTES.find((candidate) => matchPath(candidate.path, path));
    if (!route?.cacheable) return undefined;
    const raw = matchPath(route.path, path) ?? {};
    const params = route.params ? parseOrThrow(route.params, raw) : undefined;
    const query = route.query ? parseOrThrow(route.query, queryObject(req)) : undefined;
    // Every route refuses a bad page or limit (run-route.ts); only lists answer by them.
    const paging = readPaging(req, route.defaultLimit);
    return JSON.stringify([
      route.name,
      requestLocale(req),
      sortedEntries(params),
      sortedEntries(query),
      route.defaultLimit === undefined ? null : [paging.page, paging.limit],
    ]);
  } catch {
    // What the route refuses (a bad id, query, page or limit) has no key.
    return undefined;
  }
}
