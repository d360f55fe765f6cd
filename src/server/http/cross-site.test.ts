import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { isCrossSiteRequest } from './cross-site';

const request = (method: string, headers: Record<string, string>) =>
  ({ method, headers: { host: 'shop.example', ...headers } }) as unknown as IncomingMessage;

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

  it("accepts a write from the shop's own host, whatever the scheme a proxy ended", () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'https://shop.example' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST', { origin: 'http://SHOP.example' }))).toBe(false);
  });

  it('accepts the configured site address when a proxy rewrote Host', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://www.dakahlia-poultry.example';
    const behindProxy = { host: 'app:3000', origin: 'https://www.dakahlia-poultry.example' };
    expect(isCrossSiteRequest(request('POST', behindProxy))).toBe(false);
  });

  it('accepts the host a trusted proxy forwards, and ignores it from a proxy it does not trust', () => {
    const forwarded = {
      host: 'app:3000',
      'x-forwarded-host': 'shop.example.eg',
      origin: 'https://shop.example.eg',
    };
    expect(isCrossSiteRequest(request('POST', forwarded))).toBe(true);
    process.env.TRUST_PROXY = 'true';
    resetServerEnvForTests();
    expect(isCrossSiteRequest(request('POST', forwarded))).toBe(false);
  });

  it('refuses another origin, the opaque null origin and a browser-marked cross-site call', () => {
    expect(isCrossSiteRequest(request('POST', { origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(request('DELETE', { origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it('trusts the browser saying same-origin, and leaves calls from programs to their token', () => {
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST', {}))).toBe(false);
  });
});
