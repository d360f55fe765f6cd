import { validateHeaderValue } from 'node:http';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { GetServerSideProps, GetServerSidePropsContext, Redirect } from 'next';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import {
  NextAuthBrowser,
  startNextAuthServer,
  type NextAuthServer,
} from './support/next-auth-server';

const ARABIC_SEARCH = '/ar/product/search/فراخ';
const ARABIC_SEARCH_ENCODED = '/ar/product/search/%D9%81%D8%B1%D8%A7%D8%AE';

/** Targets that are not a path on this site: every one must end at home. */
function hostileTargets(origin: string): string[] {
  const host = new URL(origin).host;
  return [
    `http://${host}.evil.example/`,
    `http://${host}@evil.example/`,
    'https://evil.example/orders',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
    'http://[::1',
  ];
}

describeApi('redirect targets after sign-in', (suite) => {
  let nextAuth: NextAuthServer;
  let customer: Customer;
  let sessionCookie = '';

  const savedUrl = process.env.NEXTAUTH_URL;
  beforeAll(async () => {
    nextAuth = await startNextAuthServer();
    // next-auth's base URL (the origin a same-site target must have) is the shop's address.
    process.env.NEXTAUTH_URL = nextAuth.origin;
    resetServerEnvForTests();
    customer = await registerCustomer(suite.api);
    const browser = new NextAuthBrowser(nextAuth.origin, '10.5.0.1');
    await browser.signIn(customer.user.username, customer.password);
    sessionCookie = browser.sessionCookie() ?? '';
    expect(sessionCookie).not.toBe('');
  });
  afterAll(async () => {
    await nextAuth.stop();
    if (savedUrl === undefined) delete process.env.NEXTAUTH_URL;
    else process.env.NEXTAUTH_URL = savedUrl;
    resetServerEnvForTests();
  });

  /** The credentials callback with a crafted callbackUrl, as next-auth's client posts it. */
  async function signInTowards(callbackUrl: string, json: boolean) {
    const browser = new NextAuthBrowser(nextAuth.origin, '10.5.0.2');
    const response = await browser.post('/api/auth/callback/credentials', {
      username: customer.user.username,
      password: customer.password,
      callbackUrl,
      ...(json ? { json: 'true' } : {}),
    });
    return { response, browser };
  }

  it('sends the credentials callback to an encoded path on this site', async () => {
    const { response, browser } = await signInTowards(ARABIC_SEARCH, true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: `${nextAuth.origin}${ARABIC_SEARCH_ENCODED}` });
    expect(browser.sessionCookie()).toBeDefined();

    const plain = await signInTowards('/caf\u00e9?q=white meat', false);
    expect(plain.response.status).toBe(302);
    expect(plain.response.headers.get('location')).toBe(
      `${nextAuth.origin}/caf%C3%A9?q=white%20meat`,
    );
  });

  it('sends the credentials callback home for a target on another site, never a 500', async () => {
    for (const target of hostileTargets(nextAuth.origin)) {
      const json = await signInTowards(target, true);
      expect({ target, status: json.response.status }).toEqual({ target, status: 200 });
      expect(await json.response.json()).toEqual({ url: `${nextAuth.origin}/` });
      const plain = await signInTowards(target, false);
      expect({ target, status: plain.response.status }).toEqual({ target, status: 302 });
      expect(plain.response.headers.get('location')).toBe(`${nextAuth.origin}/`);
    }
  });

  it('reads a crafted callbackUrl query or callback-url cookie as home, never a 500', async () => {
    const hostile = `http://${new URL(nextAuth.origin).host}.evil.example/`;
    for (const target of [hostile, 'javascript:alert(1)']) {
      const browser = new NextAuthBrowser(nextAuth.origin, '10.5.0.3');
      const byCookie = await browser.get('/api/auth/session', {
        'next-auth.callback-url': encodeURIComponent(target),
      });
      expect({ target, status: byCookie.status }).toEqual({ target, status: 200 });
      expect(byCookie.headers.getSetCookie().join('\n')).not.toMatch(/evil|javascript/);
      const byQuery = await new NextAuthBrowser(nextAuth.origin, '10.5.0.3').get(
        `/api/auth/session?callbackUrl=${encodeURIComponent(target)}`,
      );
      expect({ target, status: byQuery.status }).toEqual({ target, status: 200 });
      // The sign-in page next-auth sends a browser to keeps only a target of ours.
      const signInPage = await new NextAuthBrowser(nextAuth.origin, '10.5.0.3').get(
        `/api/auth/signin?callbackUrl=${encodeURIComponent(target)}`,
      );
      expect(signInPage.status).toBe(302);
      expect(signInPage.headers.get('location')).toBe(
        `/login?callbackUrl=${encodeURIComponent(`${nextAuth.origin}/`)}`,
      );
    }
  });

  /** A page's getServerSideProps for a signed-in shopper, as Next calls it. */
  async function redirectOf(
    page: GetServerSideProps,
    locale: 'en' | 'ar',
    callbackUrl: string,
    cookies: Record<string, string> = {},
  ): Promise<string> {
    const req = {
      method: 'GET',
      url: '/login',
      headers: { host: new URL(nextAuth.origin).host },
      cookies: { 'next-auth.session-token': sessionCookie, ...cookies },
      socket: { remoteAddress: '10.5.0.4' },
    };
    const headers = new Map<string, unknown>();
    const res = {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    };
    const ctx = {
      req,
      res,
      query: { callbackUrl },
      resolvedUrl: `/login?callbackUrl=${encodeURIComponent(callbackUrl)}`,
      locale,
      defaultLocale: 'en',
      locales: ['en', 'ar'],
    } as unknown as GetServerSidePropsContext;
    const result = (await page(ctx)) as { redirect?: Redirect };
    const destination = result.redirect?.destination ?? '';
    // What Next does with it (res.setHeader('Location', …)); this threw before: a 500.
    expect(() => validateHeaderValue('Location', destination)).not.toThrow();
    return destination;
  }

  it('/login and /ar/login, signed in, redirect to the encoded path or to the page language’s home', async () => {
    const { getServerSideProps: login } = await import('@/pages/login');
    const { getServerSideProps: signup } = await import('@/pages/signup');
    for (const page of [login, signup]) {
      for (const locale of ['en', 'ar'] as const) {
        expect(await redirectOf(page, locale, ARABIC_SEARCH)).toBe(ARABIC_SEARCH_ENCODED);
        expect(await redirectOf(page, locale, '/caf\u00e9')).toBe('/caf%C3%A9');
        expect(await redirectOf(page, locale, '/ar/checkout?zone=3')).toBe('/ar/checkout?zone=3');
        const home = locale === 'ar' ? '/ar' : '/';
        for (const target of hostileTargets(nextAuth.origin)) {
          expect({ target, to: await redirectOf(page, locale, target) }).toEqual({
            target,
            to: home,
          });
        }
        // A crafted callback-url cookie does not break reading the session either.
        const cookie = { 'next-auth.callback-url': hostileTargets(nextAuth.origin)[0] ?? '' };
        expect(await redirectOf(page, locale, '/orders', cookie)).toBe('/orders');
      }
    }
  });
});
