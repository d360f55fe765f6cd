import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, type NewAccount } from './accounts';

export type Credentials = { token: string } | { username: string; password: string };

/**
 * Signs a request context in through next-auth's credentials endpoint, without the sign-in
 * screen (for tests whose subject is something else): the session cookie lands in its cookie
 * jar. Pass `{ token }` to adopt the token /user/register returned (no password hash to check),
 * or `{ username, password }`.
 */
export async function signInRequest(
  request: APIRequestContext,
  credentials: Credentials,
): Promise<void> {
  const csrf = await request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post('/api/auth/callback/credentials', {
    form: { ...credentials, csrfToken, json: 'true' },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const session = (await (await request.get('/api/auth/session')).json()) as { user?: unknown };
  if (!session.user) throw new Error('sign-in did not create a session');
}

/** Signs the page's browser context in (page.request shares its cookie jar). */
export async function signInByApi(page: Page, credentials: Credentials): Promise<void> {
  await signInRequest(page.request, credentials);
}

/** The page's session cookie as a Cookie header, to send it again later as a copy would be. */
export async function sessionCookieHeader(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('session-token'));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/**
 * Headers that make a write from the page's request context look as the shop's own page
 * sends it: the session cookie rides along by itself; the API wants the page's Origin too.
 */
export function fromShopPage(page: Page): { Origin: string } {
  return { Origin: new URL(page.url()).origin };
}

/** A fresh customer, registered and signed in; returns the account and its backend token. */
export async function signedInShopper(page: Page): Promise<{ account: NewAccount; token: string }> {
  const account = newAccount();
  const token = await registerByApi(page.request, account);
  await signInByApi(page, { token });
  return { account, token };
}
