import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import {
  NextAuthBrowser,
  startNextAuthServer,
  type NextAuthServer,
} from './support/next-auth-server';

// Issue 26, defect 1: with NEXTAUTH_URL unset (development), next-auth's base URL is
// http://localhost:3000, and sign-out sent a shop on any other address there. Outside
// production the answer names the address the browser used.

describeApi('sign-out without NEXTAUTH_URL', (suite) => {
  let nextAuth: NextAuthServer;
  let customer: Customer;
  const saved = process.env.NEXTAUTH_URL;

  beforeAll(async () => {
    delete process.env.NEXTAUTH_URL;
    resetServerEnvForTests();
    nextAuth = await startNextAuthServer();
    customer = await registerCustomer(suite.api);
  });
  afterAll(async () => {
    await nextAuth.stop();
    if (saved !== undefined) process.env.NEXTAUTH_URL = saved;
    resetServerEnvForTests();
  });

  it('sends the browser back to the address it signed out on', async () => {
    const browser = new NextAuthBrowser(nextAuth.origin, '10.6.0.1');
    const signedIn = await browser.signIn(customer.user.username, customer.password);
    expect(signedIn.status).toBe(200);
    expect(new URL(signedIn.url).origin).toBe(nextAuth.origin);

    // As the account menu signs out: next-auth's client posts, then opens the answer's url.
    const signedOut = await browser.post('/api/auth/signout', { callbackUrl: '/ar', json: 'true' });
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toEqual({ url: `${nextAuth.origin}/ar` });
    expect(nextAuth.origin).not.toBe('http://localhost:3000');
  });
});
