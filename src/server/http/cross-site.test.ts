import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { isCrossSiteRequest } from './cross-site';

/** From a peer on this machine: a proxy when TRUST_PROXY says loopback. */
const request = (method: string, headers: Record<string, string>, peer = '127.0.0.1') =>
  ({
    method,
    headers: { host: 'shop.example', ...headers },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

const trustProxy = (list: string) => {
  process.env.TRUST_PROXY = list;
  resetServerEnvForTests();
};

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnvForTests();
});

describe('isCrossSiteRequest', () => {
  it('never refuses a read, whatever its origin', () => {
    expect(isCrossSiteRequest(request('GET', { origin: 'https://evil.example' }))).toBe(false);
    expect(isCrossSiteRequest(request('HEAD', { 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });

  it("accepts a write from the shop's own origin, in any letter case", () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'http://shop.example' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST', { origin: 'http://SHOP.example' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST', { origin: 'http://shop.example:80' }))).toBe(false);
  });

  // Issue 21, finding 9: `https://host` was taken for an http shop's own origin.
  it.each([
    ['https on an http shop', 'https://shop.example'],
    ['another port', 'http://shop.example:8080'],
    ['a longer host', 'http://shop.example.evil.example'],
    ['a sub-domain', 'http://evil.shop.example'],
  ])('refuses an Origin with %s', (_label, origin) => {
    expect(isCrossSiteRequest(request('POST', { origin }))).toBe(true);
  });

  it('takes the scheme from the socket, or from a trusted proxy only', () => {
    const overTls = {
      method: 'POST',
      headers: { host: 'shop.example', origin: 'https://shop.example' },
      socket: { encrypted: true },
    } as unknown as IncomingMessage;
    expect(isCrossSiteRequest(overTls)).toBe(false);
    const endedTls = {
      host: 'shop.example',
      'x-forwarded-proto': 'https',
      origin: 'https://shop.example',
    };
    expect(isCrossSiteRequest(request('POST', endedTls))).toBe(true);
    trustProxy('loopback');
    expect(isCrossSiteRequest(request('POST', endedTls))).toBe(false);
    // The proxy says the browser used http: https is then not the shop's.
    const plain = { ...endedTls, 'x-forwarded-proto': 'http' };
    expect(isCrossSiteRequest(request('POST', plain))).toBe(true);
  });

  it('accepts the configured site and auth addresses exactly when a proxy rewrote Host', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://www.dakahlia-poultry.example';
    process.env.NEXTAUTH_URL = 'https://shop.dakahlia-poultry.example/api/auth';
    resetServerEnvForTests();
    const behindProxy = (origin: string) =>
      isCrossSiteRequest(request('POST', { host: 'app:3000', origin }));
    expect(behindProxy('https://www.dakahlia-poultry.example')).toBe(false);
    expect(behindProxy('https://shop.dakahlia-poultry.example')).toBe(false);
    expect(behindProxy('http://www.dakahlia-poultry.example')).toBe(true);
    expect(behindProxy('https://www.dakahlia-poultry.example:8443')).toBe(true);
  });

  it('accepts the host and scheme a trusted proxy forwards, and ignores them from one it does not trust', () => {
    const forwarded = {
      host: 'app:3000',
      'x-forwarded-host': 'shop.example.eg, app:3000',
      'x-forwarded-proto': 'https',
      origin: 'https://shop.example.eg',
    };
    expect(isCrossSiteRequest(request('POST', forwarded))).toBe(true);
    trustProxy('loopback');
    expect(isCrossSiteRequest(request('POST', forwarded))).toBe(false);
    // The same headers from a peer that is not in the list count for nothing.
    expect(isCrossSiteRequest(request('POST', forwarded, '198.51.100.4'))).toBe(true);
    trustProxy('10.0.0.1');
    expect(isCrossSiteRequest(request('POST', forwarded))).toBe(true);
    expect(isCrossSiteRequest(request('POST', forwarded, '10.0.0.1'))).toBe(false);
  });

  it('refuses another origin, the opaque null origin and a browser-marked cross-site call', () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(request('DELETE', { origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it('trusts the browser saying same-origin, and leaves calls from programs to their token', () => {
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST', {}))).toBe(false);
  });

  // Issue "hardening round 3": Sec-Fetch-Site: same-origin used to excuse a foreign Origin.
  it('refuses a write when either header says another site', () => {
    for (const site of ['same-origin', 'none']) {
      for (const origin of ['https://evil.example', 'null']) {
        const call = request('POST', { 'sec-fetch-site': site, origin });
        expect({ site, origin, refused: isCrossSiteRequest(call) }).toEqual({
          site,
          origin,
          refused: true,
        });
      }
    }
    for (const site of ['cross-site', 'same-site']) {
      const call = request('PUT', { 'sec-fetch-site': site, origin: 'http://shop.example' });
      expect({ site, refused: isCrossSiteRequest(call) }).toEqual({ site, refused: true });
    }
    const own = { 'sec-fetch-site': 'same-origin', origin: 'http://shop.example' };
    expect(isCrossSiteRequest(request('POST', own))).toBe(false);
  });
});
