import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { serverEnv } from '@/server/config/server-env';
import { clientAddress as clientAddressBehind } from '@/server/config/trust-proxy.mjs';

/**
 * What the API reads of a request before its body: an IncomingMessage, or the head a server
 * render's in-process call makes (in-process-api.ts), which has no socket.
 */
export type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'> & {
  socket?: { remoteAddress?: string; encrypted?: boolean };
};

export function headerValue(req: RequestHead, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The `lang` header: ar or en; anything else is en. */
export function requestLocale(req: RequestHead): Locale {
  return toLocale(headerValue(req, 'lang')?.trim().toLowerCase());
}

/** A caller's X-Request-Id when it is a sane token, else a fresh one. */
export function requestId(req: RequestHead): string {
  const incoming = headerValue(req, 'x-request-id');
  return incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** The caller address of a server render's call in process: it has none of its own. */
export const IN_PROCESS_ADDRESS = 'in-process';

/**
 * The client's address for rate limits: the socket's peer, or behind the proxies TRUST_PROXY
 * names the first X-Forwarded-For hop, from the right, that is not one of them (a client can
 * forge the hops left of it; one that is not a trusted proxy cannot speak for anyone). The
 * front server's render budget uses the same function (render-budget.mjs).
 */
export function clientAddress(req: RequestHead): string {
  return clientAddressBehind(req, serverEnv().TRUST_PROXY);
}

/** The path under /api without a trailing slash: `/items/popular/list/` → `/items/popular/list`. */
export function apiPath(req: RequestHead): string {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const path = pathname.replace(/^\/api(?=\/|$)/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

export function queryParams(req: RequestHead): URLSearchParams {
  return new URL(req.url ?? '/', 'http://localhost').searchParams;
}

export function bearerToken(req: RequestHead): string | undefined {
  const header = headerValue(req, 'authorization');
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Whether an Authorization header was sent at all (a malformed one is still a bad token). */
export function hasAuthorization(req: RequestHead): boolean {
  return Boolean(headerValue(req, 'authorization')?.trim());
}

/** The query as an object of first values (lists read page and limit separately). */
export function queryObject(req: RequestHead): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of queryParams(req)) query[key] ??= value;
  return query;
}

/** A header from an already-parsed header object (Node lower-cases the names). */
export function headerValueOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
