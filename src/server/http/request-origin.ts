import type { RequestHead } from './request-info';
import { originOf } from '@/lib/origin-of';
import { serverEnv } from '@/server/config/server-env';
import { fromTrustedProxy } from '@/server/config/trust-proxy.mjs';

/** The first of a header's comma-separated values (a proxy chain lists several). */
export function firstHeaderValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

/** Whether the socket's peer is one of the proxies TRUST_PROXY names. */
export function viaTrustedProxy(req: RequestHead): boolean {
  return fromTrustedProxy(req, serverEnv().TRUST_PROXY);
}

/**
 * The origin the browser addressed: the scheme the request arrived on with its Host. From a
 * trusted proxy (the socket's peer is in TRUST_PROXY) the X-Forwarded-Proto and
 * X-Forwarded-Host it sends instead; from anyone else those headers are ignored. Undefined
 * when the host makes no origin.
 */
export function requestOrigin(
  req: RequestHead,
  trustProxy: boolean = viaTrustedProxy(req),
): string | undefined {
  const forwardedProto = trustProxy
    ? firstHeaderValue(req.headers['x-forwarded-proto'])
    : undefined;
  const forwardedHost = trustProxy ? firstHeaderValue(req.headers['x-forwarded-host']) : undefined;
  const scheme = forwardedProto?.toLowerCase() ?? (req.socket?.encrypted ? 'https' : 'http');
  if (scheme !== 'http' && scheme !== 'https') return undefined;
  const host = forwardedHost ?? firstHeaderValue(req.headers.host);
  // A host with a path, user or query in it is not a host: no origin rather than a wrong one.
  if (!host || /[/\\@?#\s]/.test(host)) return undefined;
  return originOf(`${scheme}://${host}`);
}

/**
 * The origin this answer's links and redirects should name, when it is not the configured
 * one: in development, the one the browser used, so the shop works on any port and from a
 * phone on the LAN with nothing configured (sign-out, canonical and hreflang links).
 * Undefined in production, where the configured public URL is used: the start check
 * (src/server/config/site-origin-check.mjs) has made NEXTAUTH_URL and NEXT_PUBLIC_SITE_URL
 * agree, and a Host header is the client's to choose.
 */
export function developmentOrigin(req: RequestHead): string | undefined {
  if (process.env.NODE_ENV === 'production') return undefined;
  return requestOrigin(req);
}
