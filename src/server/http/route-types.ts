import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { SessionUser } from '@/server/auth/sessions';
import type { Db } from '@/server/db/db-types';
import type { AuthMode, RouteDescriptor, RouteName } from '@/contracts/routes';
import type { Message, MessageKey } from '@/server/i18n/translate';
import type { Paging } from './paging';

export type { AuthMode, HttpMethod } from '@/contracts/routes';
export type { Paging } from './paging';

/** A file sent to an upload route (routes.ts `upload`), as the multipart body carried it. */
export interface UploadedFile {
  /** What the client called it and said it is: shown to nobody, trusted for nothing. */
  filename: string;
  declaredType: string;
  data: Buffer;
}

export interface RouteContext<A extends AuthMode, P, B, Q = undefined, U = undefined> {
  db: Db;
  locale: Locale;
  requestId: string;
  clientIp: string;
  headers: IncomingHttpHeaders;
  user: A extends 'required' ? SessionUser : A extends 'optional' ? SessionUser | null : null;
  params: P;
  body: B;
  query: Q;
  /** Upload routes: the file, read and size-checked before the handler runs. */
  upload: U;
  paging: Paging;
}

export interface RouteResult<R> {
  results: R;
  message?: MessageKey | Message;
  /** Lists: the count of all matches; page and limit come from the request. */
  total?: number;
}

/**
 * A route as the server holds it: its entry in the contract's table (src/contracts/routes.ts),
 * its schemas (route-schemas.ts) and what the docs say of it. `response` is the schema of
 * `results`; the envelope around it follows from `list`.
 */
export type RouteMeta = RouteDescriptor & {
  name: RouteName;
  summary: string;
  /** Documented request headers beyond lang and Authorization. */
  headers?: Record<string, string>;
  params?: z.ZodType;
  body?: z.ZodType;
  /** Query parameters other than page and limit. */
  query?: z.ZodType;
  response: z.ZodType;
};
