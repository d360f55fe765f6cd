// The types of trust-proxy.mjs, for the TypeScript that imports it (server-env.ts, the HTTP
// layer and tests) and for the JSDoc of the module itself.
import type { IncomingHttpHeaders } from 'node:http';

export interface TrustedProxies {
  /** The list as configured (`true` is `['loopback']`); empty: nobody is trusted. */
  readonly entries: readonly string[];
  /** Configured as the old `true`, which the server warns about once at start. */
  readonly fromTrue: boolean;
  /** Whether a peer at this address is one of the trusted proxies. */
  trusts(address: string | undefined): boolean;
}

interface RequestLike {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}

export const TRUST_PROXY_KEYWORDS: readonly string[];

/** Why a value is not a TRUST_PROXY, or undefined when it is one. */
export function trustProxyProblem(raw: string | undefined): string | undefined;

/** The trusted proxies a value names; throws an Error naming TRUST_PROXY when invalid. */
export function parseTrustProxy(raw: string | undefined): TrustedProxies;

/** The line a server logs once at start when TRUST_PROXY is the old `true`. */
export function trustProxyWarning(proxies: TrustedProxies): string | undefined;

/** The client: the socket's peer, walked left through X-Forwarded-For while trusted. */
export function clientAddress(req: RequestLike, proxies: TrustedProxies): string;

/** Whether the socket's peer is a trusted proxy (its forwarded scheme and host count). */
export function fromTrustedProxy(req: RequestLike, proxies: TrustedProxies): boolean;
