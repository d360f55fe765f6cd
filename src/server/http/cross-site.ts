import type { RequestHead } from './request-info';
import { firstHeaderValue as firstValue, viaTrustedProxy } from './request-origin';
import { originOf } from '@/lib/origin-of';
import { serverEnv } from '@/server/config/server-env';

/** Methods that change nothing: no cross-site or cookie check applies to them. */
export function isSafeMethod(method: string | undefined): boolean {
  return method === undefined || method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/**
 * The origins this request may come from: the scheme it arrived on with the Host it
 * addressed, and the configured site and auth URLs exactly. From a trusted proxy (the socket's
 * peer is in TRUST_PROXY) the scheme and host are the ones it forwards; otherwise the socket's,
 * so a shop on plain http does not take `https://` its own host for itself.
 */
function ownOrigins(req: RequestHead): (string | undefined)[] {
  const trusted = viaTrustedProxy(req);
  const encrypted = req.socket?.encrypted === true;
  const forwarded = trusted ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const scheme = forwarded?.toLowerCase() ?? (encrypted ? 'https' : 'http');
  const hosts = [
    req.headers.host,
    trusted ? firstValue(req.headers['x-forwarded-host']) : undefined,
  ];
  return [
    ...hosts.map((host) => (host ? originOf(`${scheme}://${host}`) : undefined)),
    originOf(process.env.NEXT_PUBLIC_SITE_URL),
    originOf(serverEnv().NEXTAUTH_URL),
  ];
}

/**
 * Whether a state-changing call comes from a page of another site. The bearer token already
 * stops a forged call (a browser never adds it by itself); this refuses one from another
 * origin as well, in case a token ever reaches such a page.
 *
 * Browsers send `Origin` with every cross-origin request that changes state and
 * `Sec-Fetch-Site` with every request. Either one saying another site refuses the call:
 * `Sec-Fetch-Site` cross-site or same-site, or an `Origin` that is not one of the shop's own
 * origins (ownOrigins: scheme, host and port alike) or is the opaque `null`. Neither excuses
 * the other: `Sec-Fetch-Site: same-origin` does not make a foreign `Origin` the shop's. A call
 * with neither header comes from a program, not from a page a shopper was lured to, and is
 * judged by its token alone.
 */
export function isCrossSiteRequest(req: RequestHead): boolean {
  if (isSafeMethod(req.method)) return false;
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  // Sandboxed frames, data: URLs and redirects across sites send the opaque "null".
  const from = originOf(origin);
  if (!from) return true;
  return !ownOrigins(req).includes(from);
}
