import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { SessionUser } from '@/server/auth/sessions';
import type { Db } from '@/server/db/database';
import type { Role } from '@/server/db/schema';
import type { Message, MessageKey } from '@/server/i18n/translate';

export type HttpMethod = 'GET' | 'POST';
export type AuthMode = 'none' | 'optional' | 'required';

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export interface RouteContext<A extends AuthMode, P, B, Q = undefined> {
  db: Db;
  locale: Locale;
  requestId: string;
  clientIp: string;
  headers: IncomingHttpHeaders;
  user: A extends 'required' ? SessionUser : A extends 'optional' ? SessionUser | null : null;
  params: P;
  body: B;
  query: Q;
  paging: Paging;
}

export interface RouteResult<R> {
  results: R;
  message?: MessageKey | Message;
  /** Lists: the count of all matches; page and limit come from the request. */
  total?: number;
  /**
   * Routes with `cache: 'public'`: what serving this answer again from the cache must still
   * do (item/details counts a view).
   */
  onCacheHit?: () => void;
}

/** What the docs generator and the test server need to know of a route. */
export interface RouteMeta {
  method: HttpMethod;
  /** Under /api, `:name` for parameters, no trailing slash. */
  path: string;
  auth: AuthMode;
  roles?: readonly Role[];
  summary: string;
  /** Lists read `limit` (header or query) and `page`. */
  list?: { defaultLimit: number };
  params?: z.ZodType;
  body?: z.ZodType;
  /** Query parameters other than page and limit. */
  query?: z.ZodType;
  /** Documented request headers beyond lang and Authorization. */
  headers?: Record<string, string>;
  response: z.ZodType;
  /**
   * 'public': anonymous answers are the same for every shopper, so 200s are kept in memory
   * and shared caches may keep them (public-cache.ts). GET with auth 'none' or 'optional'.
   */
  cache?: 'public';
}
