import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { encode, decode } from 'next-auth/jwt';
import { serverEnv } from '@/server/config/server-env';
import { addressBody, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import {
  NextAuthBrowser,
  startNextAuthServer,
  type NextAuthServer,
} from './support/next-auth-server';

const COOKIE = 'next-auth.session-token';

describeApi('the session cookie instead of a token in the page', (suite) => {
  let nextAuth: NextAuthServer;
  beforeAll(async () => {
    nextAuth = await startNextAuthServer();
  });
  afterAll(async () => {
    await nextAuth.stop();
  });

  /** A shopper signed in through next-auth, as the shop's sign-in page does it. */
  async function signedIn() {
    const customer = await registerCustomer(suite.api);
    const browser = new NextAuthBrowser(nextAuth.origin, '127.0.0.1');
    expect((await browser.signIn(customer.user.username, customer.password)).status).toBe(200);
    const value = browser.sessionCookie();
    if (!value) throw new Error('no session cookie');
    const jwt = await decode({ token: value, secret: serverEnv().NEXTAUTH_SECRET });
    const token = typeof jwt?.token === 'string' ? jwt.token : '';
    expect(token).not.toBe('');
    return { customer, browser, cookie: `${COOKIE}=${value}`, token };
  }

  it('shows page scripts the account and never the backend token', async () => {
    const { customer, browser, token } = await signedIn();
    const response = await browser.get('/api/auth/session');
    const text = await response.text();
    const session = JSON.parse(text) as Record<string, unknown>;
    expect(session).toEqual({
      expires: expect.any(String),
      user: expect.objectContaining({ username: customer.user.username }),
    });
    expect(text).not.toContain(token);
  });

  it('authenticates the shop’s own calls; writes only from the shop’s pages', async () => {
    const { customer, cookie } = await signedIn();
    const profile = await suite.api.get<{ username: string }>('/user/profile', {
      headers: { cookie },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.results?.username).toBe(customer.user.username);

    const fromPage = { cookie, origin: new URL(suite.server.baseUrl).origin };
    const created = await suite.api.post('/user/address/new', addressBody(1), {
      headers: fromPage,
    });
    expect(created.status).toBe(200);
    const sameOrigin = await suite.api.post('/user/address/new', addressBody(1), {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);

    // A cookie rides along with any request; without a sign of the shop's page, nothing runs.
    const lured: Record<string, string>[] = [
      { cookie },
      { cookie, origin: 'https://evil.example' },
    ];
    for (const headers of lured) {
      const refused = await suite.api.post('/user/address/new', addressBody(1), { headers });
      expect(refused.status).toBe(403);
    }
    const list = await suite.api.get<unknown[]>('/user/address/list', { headers: { cookie } });
    expect(list.body.results).toHaveLength(2);
  });

  it('refuses a forged, foreign or revoked session cookie with 401', async () => {
    const { customer, cookie, token } = await signedIn();
    const forged = await encode({
      token: { token, account: customer.user },
      secret: 'another-secret-0123456789abcdefghijklmnop',
    });
    for (const value of [`${COOKIE}=${forged}`, `${COOKIE}=garbage`]) {
      const response = await suite.api.get('/user/profile', { headers: { cookie: value } });
      expect(response.status).toBe(401);
    }
    await suite.api.post('/user/logout', {}, { token });
    expect((await suite.api.get('/user/profile', { headers: { cookie } })).status).toBe(401);
  });

  it('keeps a signed-in shopper’s catalogue answers out of shared caches', async () => {
    const { cookie } = await signedIn();
    const anonymous = await suite.api.get('/items/list?limit=2');
    expect(anonymous.headers.get('cache-control')).toMatch(/public/);
    expect(anonymous.headers.get('vary')).toMatch(/Cookie/);
    const personal = await suite.api.get('/items/list?limit=2', { headers: { cookie } });
    expect(personal.status).toBe(200);
    expect(personal.headers.get('cache-control')).toBe('no-store');
  });
});
