// @ts-check
/**
 * TRUST_PROXY: which peers may tell the shop who the client is (X-Forwarded-For) and what it
 * addressed (X-Forwarded-Proto, X-Forwarded-Host). A comma-separated list of addresses, CIDR
 * ranges and proxy-addr's keywords, as Express's `trust proxy` list: `127.0.0.1,::1`,
 * `loopback,10.0.0.0/8`. Unset or `false`: nobody; the socket's peer is the client.
 *
 * `true` used to trust those headers from any client, so one reaching an instance directly
 * chose its own address and escaped every per-address budget. It now means `loopback` (nginx
 * on the same machine, the documented deployment), and the server logs once that it did.
 *
 * Plain JavaScript because the front server (src/server/start-server.mjs, render-budget.mjs)
 * reads it before Next has loaded the app; server-env.ts validates it with the same parser,
 * so both sides agree on every value.
 */
import proxyaddr from 'proxy-addr';

/** @typedef {import('./trust-proxy.d.mts').TrustedProxies} TrustedProxies */

/** proxy-addr's names for address ranges. */
export const TRUST_PROXY_KEYWORDS = Object.freeze(['loopback', 'linklocal', 'uniquelocal']);

const EXPECTED =
  'must be a comma-separated list of proxy addresses, CIDR ranges or loopback, linklocal, uniquelocal (e.g. 127.0.0.1,::1 or loopback,10.0.0.0/8), or false';

/**
 * The list a value names, before it is checked.
 * @param {string | undefined} raw
 * @returns {{ entries: string[], fromTrue: boolean }}
 */
function entriesOf(raw) {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return { entries: [], fromTrue: false };
  if (value === 'true' || value === '1') return { entries: ['loopback'], fromTrue: true };
  return { entries: value.split(',').map((entry) => entry.trim()), fromTrue: false };
}

/**
 * Why a value is not a TRUST_PROXY, or undefined when it is one.
 * @param {string | undefined} raw
 * @returns {string | undefined}
 */
export function trustProxyProblem(raw) {
  for (const entry of entriesOf(raw).entries) {
    if (!entry) return `${EXPECTED}; it has an empty entry`;
    try {
      proxyaddr.compile(entry);
    } catch {
      return `${EXPECTED}; "${entry}" is none of those`;
    }
  }
  return undefined;
}

/**
 * The trusted proxies a value names. An invalid value throws an Error naming TRUST_PROXY.
 * @param {string | undefined} raw
 * @returns {TrustedProxies}
 */
export function parseTrustProxy(raw) {
  const problem = trustProxyProblem(raw);
  if (problem) throw new Error(`TRUST_PROXY ${problem}`);
  const { entries, fromTrue } = entriesOf(raw);
  const trust = proxyaddr.compile(entries);
  return {
    entries: Object.freeze(entries),
    fromTrue,
    trusts: (address) => address !== undefined && trust(address, 0),
  };
}

/**
 * The line a server logs once at start when TRUST_PROXY is the old `true`.
 * @param {TrustedProxies} proxies
 * @returns {string | undefined}
 */
export function trustProxyWarning(proxies) {
  if (!proxies.fromTrue) return undefined;
  return 'TRUST_PROXY=true is read as TRUST_PROXY=loopback: X-Forwarded-For, -Proto and -Host count only from a proxy on this machine (127.0.0.0/8, ::1). Name the proxies instead, e.g. TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.5.';
}

/**
 * @typedef {{ headers: import('node:http').IncomingHttpHeaders, socket?: { remoteAddress?: string } }} RequestLike
 */

/**
 * The client's address, as Express finds it: from the socket's peer leftwards through
 * X-Forwarded-For while the hop is a trusted proxy; the first one that is not is the client.
 * A client that forges the header is either untrusted itself (its header is ignored) or
 * behind a trusted proxy that appends the address it saw (the walk stops there).
 * @param {RequestLike} req
 * @param {TrustedProxies} proxies
 * @returns {string}
 */
export function clientAddress(req, proxies) {
  const peer = req.socket?.remoteAddress;
  if (!peer) return 'unknown';
  if (!proxies.trusts(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  const head = { headers: { 'x-forwarded-for': forwarded }, socket: { remoteAddress: peer } };
  return proxyaddr(
    /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ (head)),
    (address) => proxies.trusts(address),
  );
}

/**
 * Whether the socket's peer is a trusted proxy, whose X-Forwarded-Proto and -Host count.
 * @param {RequestLike} req
 * @param {TrustedProxies} proxies
 */
export function fromTrustedProxy(req, proxies) {
  return proxies.trusts(req.socket?.remoteAddress);
}
