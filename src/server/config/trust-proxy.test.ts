import { describe, expect, it } from '@jest/globals';
import {
  clientAddress,
  fromTrustedProxy,
  parseTrustProxy,
  trustProxyProblem,
  trustProxyWarning,
} from './trust-proxy.mjs';

const from = (peer: string | undefined, forwardedFor?: string) => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: peer },
});

describe('TRUST_PROXY', () => {
  it.each([undefined, '', 'false', '0'])(
    '%p trusts nobody: the socket’s peer is the client',
    (raw) => {
      const proxies = parseTrustProxy(raw);
      expect(proxies.entries).toEqual([]);
      expect(clientAddress(from('127.0.0.1', '203.0.113.9'), proxies)).toBe('127.0.0.1');
      expect(fromTrustedProxy(from('127.0.0.1'), proxies)).toBe(false);
    },
  );

  it('ignores a forged X-Forwarded-For from a client that is not in the list', () => {
    const proxies = parseTrustProxy('10.0.0.1');
    expect(clientAddress(from('198.51.100.4', '203.0.113.9'), proxies)).toBe('198.51.100.4');
    expect(clientAddress(from('127.0.0.1', '203.0.113.9'), proxies)).toBe('127.0.0.1');
    expect(fromTrustedProxy(from('198.51.100.4'), proxies)).toBe(false);
    expect(fromTrustedProxy(from('10.0.0.1'), proxies)).toBe(true);
  });

  it('walks X-Forwarded-For leftwards from the peer while the hop is a trusted proxy', () => {
    const proxies = parseTrustProxy('10.0.0.1, 10.0.1.0/24');
    // The client forged the first hop; the first proxy appended the address it saw.
    const chain = from('10.0.0.1', '192.0.2.66, 198.51.100.4, 10.0.1.7');
    expect(clientAddress(chain, proxies)).toBe('198.51.100.4');
    // A trusted proxy that sent no header: the proxy is the client.
    expect(clientAddress(from('10.0.0.1'), proxies)).toBe('10.0.0.1');
    // Everyone in the header is a proxy: the leftmost is as far as it goes.
    expect(clientAddress(from('10.0.0.1', '10.0.1.8, 10.0.1.9'), proxies)).toBe('10.0.1.8');
    // No socket (a server render's in-process call): no address.
    expect(clientAddress({ headers: {} }, proxies)).toBe('unknown');
  });

  it('knows proxy-addr’s keywords, over IPv4, IPv6 and IPv4-mapped peers', () => {
    const proxies = parseTrustProxy('loopback,uniquelocal');
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '192.168.1.2', 'fd00::5']) {
      expect(clientAddress(from(peer, '203.0.113.9'), proxies)).toBe('203.0.113.9');
    }
    expect(clientAddress(from('203.0.113.1', '192.0.2.5'), proxies)).toBe('203.0.113.1');
    expect(parseTrustProxy('linklocal').trusts('169.254.3.4')).toBe(true);
  });

  it('reads the old `true` as loopback, and says so once at start', () => {
    const proxies = parseTrustProxy('true');
    expect(proxies.entries).toEqual(['loopback']);
    expect(clientAddress(from('127.0.0.1', '203.0.113.9'), proxies)).toBe('203.0.113.9');
    expect(clientAddress(from('198.51.100.4', '203.0.113.9'), proxies)).toBe('198.51.100.4');
    expect(trustProxyWarning(proxies)).toMatch(/^TRUST_PROXY=true is read as TRUST_PROXY=loopback/);
    expect(trustProxyWarning(parseTrustProxy('loopback'))).toBeUndefined();
  });

  it.each([
    ['a word', 'yes'],
    ['a host name', 'proxy.internal'],
    ['a range past the address', '10.0.0.0/33'],
    ['an empty entry', 'loopback,'],
    ['everyone', '0.0.0.0/0'],
    ['true inside a list', 'true,10.0.0.1'],
  ])('refuses %s, naming the variable', (_label, raw) => {
    expect(trustProxyProblem(raw)).toMatch(/^must be a comma-separated list/);
    expect(() => parseTrustProxy(raw)).toThrow(/^TRUST_PROXY must be a comma-separated list/);
  });
});
