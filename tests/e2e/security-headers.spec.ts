import type { APIResponse } from '@playwright/test';
import { expect, gotoHydrated, test } from './support/fixtures';
import { FIRST_PAINT_FLAGS_SCRIPT } from '../../src/config/first-paint-flags.cjs';
import { inlineScriptHashes } from '../../src/shell/document/script-policy';
import { observatoryScore, parsePolicy } from './support/observatory';

// Headers do not depend on the screen: checked once, by the desktop project.

const BASE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** What every API answer and static file allows (NON_DOCUMENT_POLICY, security-headers.cjs). */
const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const FIRST_PAINT_HASH = inlineScriptHashes(`<script>${FIRST_PAINT_FLAGS_SCRIPT}</script>`)[0];

function expectBaseHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers).toMatchObject(BASE);
  expect(headers['permissions-policy']).toContain('camera=()');
  // The voice search's microphone, for the shop's own pages only.
  expect(headers['permissions-policy']).toContain('microphone=(self)');
  expect(
    Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
  ).toBeGreaterThanOrEqual(15_768_000);
  return headers;
}

test.describe('security headers', () => {
  for (const path of [
    '/',
    '/ar',
    '/product/search/chicken',
    '/login',
    '/ar/cart',
    '/no-such-page',
  ]) {
    test(`${path}: a strict document policy and an A+ by the Observatory's rules`, async ({
      request,
      baseURL,
    }) => {
      // Twice: the second answer of a shared page comes from the front server's page cache.
      for (const round of ['rendered', 'again']) {
        const response = await request.get(path, { maxRedirects: 0 });
        const headers = expectBaseHeaders(response);
        const policy = parsePolicy(headers['content-security-policy'] ?? '');
        expect(policy.get('default-src'), round).toEqual(["'none'"]);
        // This origin, and the one inline script every page carries (first-paint-flags.cjs).
        expect(policy.get('script-src'), round).toEqual(["'self'", FIRST_PAINT_HASH]);
        expect(policy.get('frame-ancestors'), round).toEqual(["'none'"]);
        const html = await response.text();
        // Cookies: HttpOnly and SameSite here; Secure is added by next-auth when the shop's
        // URL is https (tests/integration/auth-cookies.test.ts), which these http servers are not.
        const setCookies = response
          .headersArray()
          .filter(({ name }) => name.toLowerCase() === 'set-cookie')
          .map(({ value }) => value);
        for (const cookie of setCookies) {
          expect(cookie, round).toMatch(/;\s*HttpOnly/i);
          expect(cookie, round).toMatch(/;\s*SameSite=Lax/i);
        }
        const result = observatoryScore({ headers, setCookies: [], html }, baseURL ?? '');
        expect(
          result.modifiers.filter((modifier) => modifier.points < 0),
          round,
        ).toEqual([]);
        expect(result.grade, `${round}: ${JSON.stringify(result.modifiers)}`).toBe('A+');
        // The shop writes that one inline script, the same on every page: the policy needs no
        // nonce, and a page the cache keeps can be shared as it is.
        expect(inlineScriptHashes(html), round).toEqual([FIRST_PAINT_HASH]);
      }
    });
  }

  test('API answers, from Next and from the in-memory cache, allow nothing to load', async ({
    request,
  }) => {
    // The same policy however the answer was made (issue 21, finding 9: Next gave its API
    // answers the page policy, the front server's memory the API one).
    for (const round of ['computed', 'cached']) {
      const response = await request.get('/api/items/list?page=1');
      expect(response.status(), round).toBe(200);
      const headers = expectBaseHeaders(response);
      expect(headers['content-security-policy'], round).toBe(NON_DOCUMENT_POLICY);
    }
    const refused = await request.post('/api/user/orders/add', { data: {} });
    expect(refused.status()).toBe(401);
    expect(expectBaseHeaders(refused)['content-security-policy']).toBe(NON_DOCUMENT_POLICY);
    const session = await request.get('/api/auth/session');
    expect(session.status()).toBe(200);
    expect(expectBaseHeaders(session)['content-security-policy']).toBe(NON_DOCUMENT_POLICY);
  });

  test("Next's scripts and the paint-first loader carry the headers too", async ({ request }) => {
    const home = await (await request.get('/')).text();
    const chunk = /href="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(chunk).toBeTruthy();
    for (const path of [chunk ?? '', '/paint-first.js']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectBaseHeaders(response);
    }
  });

  test('checking the API answers in the browser breaks no rule of the policy', async ({ page }) => {
    // Zod once probed `new Function` the first time it parsed; the policy refused it and the
    // browser reported a violation on every page (issue 26). Suggestions parse answers.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { policyViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await gotoHydrated(page, '/');
    await page
      .getByRole('search')
      .getByRole('combobox', { name: 'Search the shop' })
      .fill('chicken');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { policyViolations: string[] }).policyViolations,
    );
    expect(violations).toEqual([]);
  });

  test('the bench floor page is not part of the shop', async ({ request }) => {
    // Served only to the bench (BENCH_FLOOR_PAGE, src/pages/bench-floor.tsx).
    expect((await request.get('/bench-floor')).status()).toBe(404);
  });
});
