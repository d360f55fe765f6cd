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
  const session = await sessionToken(request);
  if (!session) throw new Error('sign-in did not create a session');
}

/** Signs the page's browser context in (page.request shares its cookie jar). */
export async function signInByApi(page: Page, credentials: Credentials): Promise<void> {
  await signInRequest(page.request, credentials);
}

/** The backend token of the context's session (the API calls of a test use it). */
export async function sessionToken(request: APIRequestContext): Promise<string | undefined> {
  const response = await request.get('/api/auth/session');
  const body = (await response.json()) as { token?: string };
  return body.token;
}

/** A fresh customer, registered and signed in; returns the account and its backend token. */
export async function signedInShopper(page: Page): Promise<{ account: NewAccount; token: string }> {
  const account = newAccount();
  const token = await registerByApi(page.request, account);
  await signInByApi(page, { token });
  return { account, token };
}
