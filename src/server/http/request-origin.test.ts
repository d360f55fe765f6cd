import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { developmentOrigin, requestOrigin } from './request-origin';

const request = (headers: Record<string, string>, encrypted = false, peer = '127.0.0.1') =>
  ({
    method: 'GET',
    headers,
    socket: { encrypted, remoteAddress: peer },
  }) as unknown as IncomingMessage;

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnvForTests();
});

describe('requestOrigin', () => {
  it('is the Host the browser addressed, on the scheme it came in on', () => {
    expect(requestOrigin(request({ host: 'localhost:3005' }), false)).toBe('http://localhost:3005');
    // A phone on the LAN opens the shop by the computer's address.
    expect(requestOrigin(request({ host: '192.168.1.20:3000' }), false)).toBe(
      'http://192.168.1.20:3000',
    );
    expect(requestOrigin(request({ host: 'shop.example:443' }, true), false)).toBe(
      'https://shop.example',
    );
  });

  it("follows X-Forwarded-Host and -Proto only from a trusted proxy, each header's first value", () => {
    const proxied = request({
      host: 'app:3000',
      'x-forwarded-host': 'abc123.tunnel.example, app:3000',
      'x-forwarded-proto': 'https, http',
    });
    expect(requestOrigin(proxied, false)).toBe('http://app:3000');
    expect(requestOrigin(proxied, true)).toBe('https://abc123.tunnel.example');
    // A trusted proxy that sends only the scheme keeps the Host.
    expect(requestOrigin(request({ host: 'app:3000', 'x-forwarded-proto': 'https' }), true)).toBe(
      'https://app:3000',
    );
  });

  it('trusts the forwarded host when the socket’s peer is in TRUST_PROXY, when not told', () => {
    const headers = { host: 'app:3000', 'x-forwarded-host': 'shop.example' };
    const proxied = request(headers);
    expect(requestOrigin(proxied)).toBe('http://app:3000');
    process.env.TRUST_PROXY = 'loopback';
    resetServerEnvForTests();
    expect(requestOrigin(proxied)).toBe('http://shop.example');
    // A client reaching the server directly names no host but its own.
    expect(requestOrigin(request(headers, false, '198.51.100.4'))).toBe('http://app:3000');
  });

  it.each([
    ['no Host', {}],
    ['a Host with a path', { host: 'evil.example/x' }],
    ['a Host with credentials', { host: 'user@evil.example' }],
    ['a Host with a space', { host: 'shop example' }],
  ])('has no origin for %s', (_label, headers: Record<string, string>) => {
    expect(requestOrigin(request(headers), false)).toBeUndefined();
  });

  it('has no origin for a forwarded scheme other than http(s)', () => {
    const odd = request({ host: 'shop.example', 'x-forwarded-proto': 'javascript' });
    expect(requestOrigin(odd, true)).toBeUndefined();
  });
});

describe('developmentOrigin', () => {
  const phone = request({ host: '192.168.1.20:3005' });

  it("is the request's origin outside production", () => {
    Object.assign(process.env, { NODE_ENV: 'development' });
    expect(developmentOrigin(phone)).toBe('http://192.168.1.20:3005');
  });

  it('is nothing in production, where the configured address holds', () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    expect(developmentOrigin(phone)).toBeUndefined();
  });
});
