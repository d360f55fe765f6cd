import type { IncomingMessage } from 'node:http';
import { serverEnv } from '@/server/config/server-env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing call comes from a page of another site. The bearer token already
 * stops a forged call (a browser never adds it by itself); this refuses one from another
 * origin as well, in case a token ever reaches such a page.
 *
 * Browsers send `Origin` with every cross-origin request that changes state and
 * `Sec-Fetch-Site` with every request; a call without either comes from a program, not from a
 * page a shopper was lured to, and is judged by its token alone. The shop's own origin is the
 * request's Host (what the shopper's browser addressed), the proxy's X-Forwarded-Host when the
 * proxy is trusted (TRUST_PROXY), or the configured site and auth URLs.
 */
export function isCrossSiteRequest(req: IncomingMessage): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
  const site = req.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return site === 'cross-site' || site === 'same-site';
  // Sandboxed frames, data: URLs and redirects across sites send the opaque "null".
  const from = hostOf(origin);
  if (!from) return true;
  const forwardedHost = serverEnv().TRUST_PROXY ? req.headers['x-forwarded-host'] : undefined;
  const own = [
    req.headers.host?.toLowerCase(),
    // A proxy may list several hosts; the first is the one the browser addressed.
    typeof forwardedHost === 'string'
      ? forwardedHost.split(',')[0]?.trim().toLowerCase()
      : undefined,
    hostOf(process.env.NEXT_PUBLIC_SITE_URL),
    hostOf(serverEnv().NEXTAUTH_URL),
  ];
  return !own.includes(from);
}
