import { afterEach, describe, expect, it } from '@jest/globals';
import type { NextApiRequest, NextApiResponse } from 'next';
import { resetServerEnvForTests } from '@/server/config/server-env';

/** The Set-Cookie lines next-auth writes for GET /api/auth/csrf, through the shop's route. */
async function cookiesFor(siteUrl: string): Promise<string[]> {
  Object.assign(process.env, { NEXTAUTH_URL: siteUrl, NEXTAUTH_SECRET: 'x'.repeat(40) });
  resetServerEnvForTests();
  const { default: auth } = await import('@/pages/api/auth/[...nextauth]');
  const headers = new Map<string, string | string[]>();
  const res = {
    status: () => res,
    setHeader: (name: string, value: string | string[]) => {
      headers.set(name.toLowerCase(), value);
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    send: () => res,
    json: () => res,
    end: () => res,
  };
  const req = {
    method: 'GET',
    query: { nextauth: ['csrf'] },
    cookies: {},
    headers: { host: new URL(siteUrl).host },
    socket: { remoteAddress: '127.0.0.1' },
  };
  await auth(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  const lines = headers.get('set-cookie') ?? [];
  return Array.isArray(lines) ? lines : [lines];
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnvForTests();
});

describe('session cookies', () => {
  it('are Secure (with the __Host-/__Secure- prefixes), HttpOnly and SameSite=Lax on https', async () => {
    const cookies = await cookiesFor('https://shop.example');
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__(Host|Secure)-/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }
  });

  it('stay HttpOnly and SameSite=Lax, without Secure, on plain http (a browser would drop them)', async () => {
    const cookies = await cookiesFor('http://127.0.0.1:3000');
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).not.toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }
  });
});
