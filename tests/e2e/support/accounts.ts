import type { APIRequestContext, Page } from '@playwright/test';

/** Seeded when DEMO_ACCOUNTS=true (playwright.config.ts sets it for the test servers). */
export const DEMO_ADMIN = {
  username: 'admin@dakahlia-poultry.example',
  password: 'admin-demo-2026',
};
export const DEMO_SELLER = {
  username: 'seller@dakahlia-poultry.example',
  password: 'seller-demo-2026',
};
export const DEMO_CUSTOMER = { username: '01000000003', password: 'customer-demo-2026' };

export type NewAccount = { name: string; username: string; phone: string; password: string };

/** A fresh customer with a unique Egyptian mobile number (01 + 9 digits). */
export function newAccount(): NewAccount {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const phone = `01${['0', '1', '2', '5'][Math.floor(Math.random() * 4)]}${digits.slice(1)}`;
  return { name: 'Test Shopper', username: phone, phone, password: `pass-${digits}-word` };
}

/** Registers through the API (for tests whose subject is not the sign-up screen). */
export async function registerByApi(request: APIRequestContext, account: NewAccount) {
  const response = await request.post('/api/user/register', {
    data: {
      name: account.name,
      username: account.username,
      phone: account.phone,
      password: account.password,
    },
  });
  if (!response.ok())
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { results: { token: string } };
  return body.results.token;
}

/** Signs in through the shop's own sign-in page. */
export async function signInThroughPage(
  page: Page,
  username: string,
  password: string,
  locale: 'en' | 'ar' = 'en',
) {
  await page.goto(`${locale === 'ar' ? '/ar' : ''}/login`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  // The header has a search form too: the sign-in form is the one in the main landmark.
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/**
 * The demo admin's backend token, signed in once per worker (signing in checks a slow password
 * hash; nothing in the suite signs the admin's tokens out).
 */
let adminToken: Promise<string> | undefined;

async function signInAdmin(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  if (!login.ok()) throw new Error(`admin sign-in failed: ${login.status()}`);
  return ((await login.json()) as { results: { token: string } }).results.token;
}

/** The newest PIN the outbox holds for `recipient` (a phone or e-mail), read as the demo admin. */
export async function latestPin(request: APIRequestContext, recipient: string): Promise<string> {
  adminToken ??= signInAdmin(request).catch((error: unknown) => {
    adminToken = undefined;
    throw error;
  });
  const outbox = await request.get(`/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`, {
    headers: { Authorization: `Bearer ${await adminToken}` },
  });
  if (!outbox.ok()) throw new Error(`outbox refused: ${outbox.status()}`);
  const body = (await outbox.json()) as { results: { body: string }[] };
  const pin = body.results.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1]).find(Boolean);
  if (!pin) throw new Error(`no PIN in the outbox for ${recipient}`);
  return pin;
}
