import type { Page } from '@playwright/test';
import { newAccount, registerByApi, signInThroughPage } from './support/accounts';
import { fromShopPage, sessionCookieHeader } from './support/session';
import {
  expect,
  gotoHydrated,
  onPhonesOnly,
  onPhonesToo,
  seriousA11yViolations,
  test,
} from './support/fixtures';

test.use({ consentPending: false });

// API calls go through page.request: it carries this test's own X-Forwarded-For, so the
// per-address sign-up budget is this test's alone (the bare `request` fixture shares one).

/** The sign-in form's own button (the header has a search button too). */
function signInButton(page: Page, name: string | RegExp) {
  return page.getByRole('main').getByRole('button', { name });
}

async function fillSignIn(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
}

test.describe('sign-up', () => {
  // The browser itself logs the refused registration of a taken username (409).
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('English: an account made with an e-mail asks for the delivery mobile, then goes on', async ({
    page,
  }) => {
    const account = newAccount();
    const email = `shopper-${account.phone}@example.com`;
    await gotoHydrated(page, '/signup?callbackUrl=%2Fprofile');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await page.getByLabel('Full name').fill('Mona Adel');
    await page.getByLabel('Mobile number or e-mail').fill(email);
    // An e-mail is not a phone: the one mobile the account needs is asked for on its own.
    await page.getByLabel('Mobile number for delivery').fill(account.phone);
    await page.getByLabel('Password', { exact: false }).first().fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Account created' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Welcome, Mona Adel!');
    await page.getByRole('main').getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Mona Adel')).toBeVisible();
    const session = (await (await page.request.get('/api/auth/session')).json()) as {
      user: { username: string; phone: string; role: string };
    };
    expect(session.user).toMatchObject({ username: email, phone: account.phone, role: 'customer' });
    // The backend token stays in the HttpOnly cookie: neither the session page scripts read
    // nor the page's own data carries it.
    expect(Object.keys(session).sort()).toEqual(['expires', 'user']);
    await page.reload();
    const pageData = await page.locator('#__NEXT_DATA__').textContent();
    expect(pageData).toContain(email);
    expect(pageData).not.toMatch(/"token"/);
  });

  test.describe('on a 390 x 844 phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('Arabic: a mobile number is typed once, and the new account is welcomed', async ({
      page,
    }) => {
      const account = newAccount();
      await gotoHydrated(page, '/ar/signup');
      await page.getByLabel('الاسم بالكامل').fill('سارة علي');
      const username = page.getByLabel('رقم الموبايل أو البريد الإلكتروني');
      await username.tap();
      await username.pressSequentially(account.username);
      // Issue 26: the next field was a second mobile field that the number was copied into on
      // focus, and typing it again there doubled it. The next field is now the optional e-mail.
      await expect(page.getByLabel('رقم الموبايل للتوصيل')).toHaveCount(0);
      await page.getByLabel('البريد الإلكتروني (اختياري)').tap();
      await page.locator('input[name="password"]').fill(account.password);
      await page.getByRole('main').getByRole('button', { name: 'إنشاء الحساب' }).tap();

      const created = page.getByRole('heading', { level: 1, name: 'الحساب اتعمل' });
      await expect(created).toBeInViewport();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'أهلًا بيك يا سارة علي! حسابك جاهز وانت مسجّل الدخول، وتقدر تطلب دلوقتي.',
      );
      const session = (await (await page.request.get('/api/auth/session')).json()) as {
        user: { username: string; phone: string };
      };
      expect(session.user).toMatchObject({ username: account.username, phone: account.phone });
      await page.getByRole('main').getByRole('link', { name: 'متابعة' }).tap();
      await expect(page).toHaveURL(/\/ar$/);
    });
  });

  test(
    'Arabic: checks the fields and shows a taken username on its field',
    onPhonesToo,
    async ({ page }) => {
      const taken = newAccount();
      await registerByApi(page.request, taken);
      await gotoHydrated(page, '/ar/signup?callbackUrl=%2Far%2Fwish-list');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      const submit = page.getByRole('main').getByRole('button', { name: 'إنشاء الحساب' });
      await submit.click();
      await expect(page.getByText('الخانة دي مطلوبة.').first()).toBeVisible();

      await page.getByLabel('الاسم بالكامل').fill('منى عادل');
      const username = page.getByLabel('رقم الموبايل أو البريد الإلكتروني');
      await username.fill('٠١٢٣');
      await page.locator('input[name="password"]').fill('قصيرة');
      await submit.click();
      await expect(username).toHaveAccessibleDescription(
        'اكتب رقم الموبايل (01xxxxxxxxx) أو البريد الإلكتروني.',
      );
      await expect(page.getByText('استخدم ٨ أحرف على الأقل.')).toBeVisible();

      await username.fill(taken.username);
      await page.locator('input[name="password"]').fill('a-long-enough-password');
      await submit.click();
      // 409 from the backend: the reason sits on the username field, in Arabic.
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await expect(page).toHaveURL(/\/ar\/signup/);
    },
  );
});

test.describe('sign-in and sign-out', () => {
  // Signing out revokes the token; a call the page still had in flight with it is refused
  // (the browser logs that 401) and, being a deliberate sign-out, leads nowhere.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  for (const locale of ['en', 'ar'] as const) {
    // The account control sits in a phone's compact header too: Arabic is checked there,
    // English on the desktop.
    const details = locale === 'ar' ? onPhonesOnly : {};
    test(
      `${locale}: signs in from the header, then signs out from the account menu`,
      details,
      async ({ page, baseURL }) => {
        const account = newAccount();
        await registerByApi(page.request, account);
        const prefix = locale === 'ar' ? '/ar' : '';
        await gotoHydrated(page, `${prefix}/`);
        await page.getByTestId('account-sign-in').click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?callbackUrl=`));
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await fillSignIn(page, account.username, account.password);
        await signInButton(page, locale === 'ar' ? 'تسجيل الدخول' : 'Sign in').click();
        await expect(page).toHaveURL(new RegExp(`${prefix || '/'}$`));

        const copied = await sessionCookieHeader(page);
        await page.getByTestId('account-menu').click();
        // Signing out loads the home page afresh (nothing of the account stays in memory); the
        // header learns the session only once that page is hydrated and has asked for it.
        const reloaded = page.waitForEvent('load');
        await page.getByTestId('sign-out').click();
        await reloaded;
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await expect(page.getByTestId('account-sign-in')).toBeVisible({ timeout: 15_000 });
        // Issue 26: sign-out landed on http://localhost:3000, whatever the shop's address. It
        // stays on this server's own origin (127.0.0.1 and a port of its own), and so do the
        // page's canonical and hreflang links.
        const own = new URL(baseURL ?? '').origin;
        expect(new URL(page.url()).origin).toBe(own);
        expect(new URL(page.url()).pathname).toBe(prefix || '/');
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${own}${prefix || '/'}`,
        );
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
          'href',
          `${own}/`,
        );
        const session = (await (await page.request.get('/api/auth/session')).json()) as object;
        expect(session).toEqual({});
        // Signing out also revoked the backend token: a copy of the old cookie is dead.
        const profile = await fetch(new URL('/api/user/profile', page.url()), {
          headers: { cookie: copied },
        });
        expect(profile.status).toBe(401);
      },
    );
  }

  test('a signed-in shopper who opens /login goes straight on', async ({ page }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    await signInThroughPage(page, account.username, account.password);
    await page.goto('/login?callbackUrl=%2Fprofile');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('wrong details', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('English: a wrong password is explained and the shopper can try again', async ({ page }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    await gotoHydrated(page, '/login');
    await fillSignIn(page, account.username, 'not-the-password');
    await signInButton(page, 'Sign in').click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The mobile number, e-mail or password is not right. Please check them and try again.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await page.locator('input[name="password"]').fill(account.password);
    await signInButton(page, 'Sign in').click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('Arabic: too many wrong passwords pause sign-in for the account', async ({ page }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    await gotoHydrated(page, '/ar/login');
    await fillSignIn(page, account.username, 'not-the-password');
    const alert = page.getByRole('main').getByRole('alert');
    await signInButton(page, 'تسجيل الدخول').click();
    await expect(alert).toContainText('غلط');
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      await signInButton(page, 'تسجيل الدخول').click();
      await expect(signInButton(page, 'تسجيل الدخول')).toBeEnabled();
    }
    await expect(alert).toHaveText('محاولات كتير. استنى ١٥ دقيقة وجرّب تاني، أو غيّر كلمة المرور.');
  });
});

test.describe('protected pages', () => {
  test('English: /profile asks to sign in and comes back after it', async ({ page }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Fprofile$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(
      page.getByRole('status').filter({ hasText: 'Please sign in to continue.' }),
    ).toBeVisible();
    await fillSignIn(page, account.username, account.password);
    await signInButton(page, 'Sign in').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });

  test('Arabic: /ar/wish-list asks to sign in in Arabic and comes back', async ({ page }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    await page.goto('/ar/wish-list');
    await expect(page).toHaveURL(
      /\/ar\/login\?error=SessionRequired&callbackUrl=%2Far%2Fwish-list$/,
    );
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByText('من فضلك سجّل الدخول علشان تكمّل.')).toBeVisible();
    await fillSignIn(page, account.username, account.password);
    await signInButton(page, 'تسجيل الدخول').click();
    await expect(page).toHaveURL(/\/ar\/wish-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'المفضلة' })).toBeVisible();
  });
});

test.describe('revoked token', () => {
  // The page still open when the token is revoked elsewhere may send one call with it before
  // the next navigation: the browser logs that refused call, and it is expected here.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('opening a protected page with a revoked token leads back to sign-in', async ({ page }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    await signInThroughPage(page, account.username, account.password);
    const logout = await page.request.post('/api/user/logout', { headers: fromShopPage(page) });
    expect(logout.ok()).toBe(true);

    await page.goto('/wish-list');
    await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Fwish-list$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('account-sign-in')).toBeVisible();
    await fillSignIn(page, account.username, account.password);
    await signInButton(page, 'Sign in').click();
    await expect(page).toHaveURL(/\/wish-list$/);
  });

  test.describe('while a page is open', () => {
    test('a call refused with 401 signs out and returns after signing in again', async ({
      page,
    }) => {
      const account = newAccount();
      await registerByApi(page.request, account);
      await signInThroughPage(page, account.username, account.password, 'ar');
      await gotoHydrated(page, '/ar/profile/edit');
      await expect(page.locator('input[name="name"]')).toHaveValue(account.name);
      await page.request.post('/api/user/logout', { headers: fromShopPage(page) });

      await page.locator('input[name="name"]').fill('اسم جديد');
      await page.getByRole('main').getByRole('button', { name: 'حفظ التغييرات' }).click();
      await expect(page).toHaveURL(
        /\/ar\/login\?error=SessionRequired&callbackUrl=%2Far%2Fprofile%2Fedit$/,
      );
      await expect(page.getByTestId('account-sign-in')).toBeVisible();
      await fillSignIn(page, account.username, account.password);
      await signInButton(page, 'تسجيل الدخول').click();
      await expect(page).toHaveURL(/\/ar\/profile\/edit$/);
    });
  });
});

test.describe('sign-in error page', () => {
  test('explains each of the spec’s error names in both languages', async ({ page }) => {
    await gotoHydrated(page, '/auth/error?error=InvalidCallbackUrl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'That link cannot be followed',
    );
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login?callbackUrl=%2F',
    );
    await gotoHydrated(page, '/ar/auth/error?error=SessionRequired');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من فضلك سجّل الدخول');
    await expect(page.getByRole('link', { name: 'روح لتسجيل الدخول' })).toHaveAttribute(
      'href',
      '/ar/login?callbackUrl=%2Far',
    );
    await gotoHydrated(page, '/ar/auth/error?error=SomethingElse');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('متسجّلش الدخول');
  });
});

test.describe('accessibility of the sign-in screens', () => {
  for (const path of [
    '/login',
    '/ar/login?error=SessionRequired&callbackUrl=%2Far%2Fprofile',
    '/signup',
    '/ar/signup',
    '/forgot-password',
    '/ar/forgot-password',
    '/reset-password?username=01012345678&sent=1',
    '/ar/reset-password?username=01012345678&sent=1',
    '/auth/error?error=MissingSecretError',
    '/ar/auth/error?error=Verification',
  ]) {
    const details = path === '/ar/signup' ? onPhonesToo : {};
    test(`axe: ${path}`, details, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});

test.describe('crafted targets after sign-in (issue 21, finding 5)', () => {
  test('signed in, /login and /ar/login send an encoded path on and a foreign target home', async ({
    page,
    baseURL,
  }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    await signInThroughPage(page, account.username, account.password);
    const host = new URL(baseURL ?? 'http://127.0.0.1').host;
    for (const [prefix, home] of [
      ['', '/'],
      ['/ar', '/ar'],
    ] as const) {
      const cases = [
        ['/ar/product/search/فراخ', '/ar/product/search/%D9%81%D8%B1%D8%A7%D8%AE'],
        ['/caf\u00e9', '/caf%C3%A9'],
        [`http://${host}.evil.example/`, home],
        ['//evil.example/', home],
      ];
      for (const [target, expected] of cases) {
        const response = await page.request.get(
          `${prefix}/login?callbackUrl=${encodeURIComponent(target ?? '')}`,
          { maxRedirects: 0 },
        );
        expect({ target, status: response.status() }).toEqual({ target, status: 307 });
        expect({ target, location: response.headers().location }).toEqual({
          target,
          location: expected,
        });
      }
    }
    // next-auth's own sign-in with a target on a look-alike host: home, not a 500.
    const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as {
      csrfToken: string;
    };
    const callback = await page.request.post('/api/auth/callback/credentials', {
      form: {
        username: account.username,
        password: account.password,
        csrfToken,
        json: 'true',
        callbackUrl: `http://${host}.evil.example/`,
      },
    });
    expect(callback.status()).toBe(200);
    const home = new URL(((await callback.json()) as { url: string }).url);
    expect(home.host).toBe(host);
    expect(home.pathname).toBe('/');
  });
});
