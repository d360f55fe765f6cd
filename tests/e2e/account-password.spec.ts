import type { Page } from '@playwright/test';
import { latestPin, newAccount, registerByApi, signInThroughPage } from './support/accounts';
import { expect, gotoHydrated, test } from './support/fixtures';
import { signInByApi } from './support/session';

// The wrong current password, the unchanged one and the wrong PIN are refused with 400s,
// which the browser logs itself.
test.use({ consentPending: false, allowedConsoleErrors: [/status of 400/] });

// API calls go through page.request: it carries this test's own X-Forwarded-For.

function signInButton(page: Page, name: string) {
  return page.getByRole('main').getByRole('button', { name });
}

test.describe('change password', () => {
  test('English: checks the current password, keeps this device signed in, signs out the others', async ({
    page,
  }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    // Another device, signed in with its own token.
    const other = await page.request.post('/api/user/login', {
      data: { username: account.username, password: account.password },
    });
    const otherToken = ((await other.json()) as { results: { token: string } }).results.token;

    // This device signs in with the password too (the sign-in screen is auth-journeys.spec.ts's).
    await signInByApi(page, { username: account.username, password: account.password });
    await gotoHydrated(page, '/profile/change-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    const current = page.locator('input[name="password"]');
    const next = page.locator('input[name="new_password"]');
    const submit = page.getByRole('main').getByRole('button', { name: 'Change password' });

    await current.fill('not-my-password');
    await next.fill('a-brand-new-password');
    await submit.click();
    await expect(page.getByText('The current password is wrong.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill(account.password);
    await next.fill(account.password);
    await submit.click();
    await expect(page.getByText('Choose a password different from the current one.')).toBeVisible();
    await expect(next).toHaveAttribute('aria-invalid', 'true');

    await next.fill('a-brand-new-password');
    await submit.click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been changed. You are still signed in here; other devices have been signed out.',
    );
    await expect(current).toHaveValue('');

    // Still signed in here; the other device's token no longer works.
    await gotoHydrated(page, '/profile');
    await expect(page).toHaveURL(/\/profile$/);
    const refused = await page.request.get('/api/user/profile', {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(refused.status()).toBe(401);

    // The old password is gone, the new one signs in.
    const old = await page.request.post('/api/user/login', {
      data: { username: account.username, password: account.password },
    });
    expect(old.status()).toBe(400);
    await page.context().clearCookies({ name: /next-auth/ });
    await signInThroughPage(page, account.username, 'a-brand-new-password');
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('Arabic: the form speaks Arabic and checks lengths before sending', async ({ page }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    await signInByApi(page, { username: account.username, password: account.password });
    await gotoHydrated(page, '/ar/profile/change-password');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('input[name="new_password"]').fill('قصير');
    await page.getByRole('main').getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('استخدم ٨ أحرف على الأقل.')).toBeVisible();

    await page.locator('input[name="new_password"]').fill('كلمة-مرور-جديدة-طويلة');
    await page.getByRole('main').getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('كلمة المرور اتغيّرت');
    await page.context().clearCookies({ name: /next-auth/ });
    await signInThroughPage(page, account.username, 'كلمة-مرور-جديدة-طويلة', 'ar');
    await expect(page).toHaveURL(/\/ar$/);
  });
});

test.describe('forgot password', () => {
  test('Arabic: PIN from the outbox, new password, then sign in and back', async ({ page }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    await page.clock.install();

    await gotoHydrated(page, '/ar/login?callbackUrl=%2Far%2Fprofile');
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await expect(page).toHaveURL(/\/ar\/forgot-password\?callbackUrl=%2Far%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeVisible();
    await page.locator('input[name="username"]').fill(account.username);
    await page.getByRole('main').getByRole('button', { name: 'أرسل الرمز' }).click();
    await expect(page).toHaveURL(/\/ar\/reset-password\?username=/);
    await expect(page.getByRole('heading', { level: 1, name: 'اكتب رمز التحقق' })).toBeVisible();
    await expect(page.getByText('بص على بريدك أو رسايلك. الرمز شغال ١٠ دقايق.')).toBeVisible();

    // A wrong PIN is refused on its field (and uses up one try).
    const pinInput = page.locator('input[name="pin"]');
    const firstPin = await latestPin(page.request, account.phone);
    await pinInput.fill(firstPin === '000000' ? '111111' : '000000');
    await page.getByRole('main').getByRole('button', { name: 'متابعة' }).click();
    await expect(pinInput).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('رمز التحقق غلط أو خلصت صلاحيته')).toBeVisible();

    // Another PIN may be asked for once the first is a minute old (the server keeps a
    // younger one, so nobody can void the owner's PIN more often); the page counts down.
    const resend = page.getByRole('main').getByRole('button', { name: /أرسل رمزًا جديدًا/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toContainText(/بعد [٠-٩]+ ثانية/);
    await page.clock.fastForward(60_000);
    await expect(resend).toBeEnabled();
    await expect(resend).toHaveText('أرسل رمزًا جديدًا');
    const pin = firstPin;

    // Arabic-Indic digits are fine.
    await pinInput.fill(pin.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit));
    await page.getByRole('main').getByRole('button', { name: 'متابعة' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'اختار كلمة مرور جديدة' }),
    ).toBeVisible();
    await page.locator('input[name="password"]').fill('new-password-after-reset');
    await page.getByRole('main').getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();

    await expect(page).toHaveURL(
      new RegExp(
        `/ar/login\\?reset=done&username=${account.username}&callbackUrl=%2Far%2Fprofile$`,
      ),
    );
    await expect(
      page.getByText('كلمة المرور اتغيّرت. سجّل الدخول بكلمة المرور الجديدة.'),
    ).toBeVisible();
    // The username the reset was for is filled in; the new password is what is left.
    await expect(page.locator('input[name="username"]')).toHaveValue(account.username);
    await expect(page.locator('input[name="password"]')).toBeFocused();
    await page.locator('input[name="password"]').fill('new-password-after-reset');
    await signInButton(page, 'تسجيل الدخول').click();
    await expect(page).toHaveURL(/\/ar\/profile$/);
  });

  test('English: the answer is the same for an account that does not exist', async ({ page }) => {
    const stranger = newAccount();
    await gotoHydrated(page, '/forgot-password');
    await page.locator('input[name="username"]').fill(stranger.username);
    await page.getByRole('main').getByRole('button', { name: 'Send PIN' }).click();
    await expect(page).toHaveURL(/\/reset-password\?username=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your PIN' })).toBeVisible();
    await expect(
      page.getByText('Check your e-mail or messages. The PIN is valid for 10 minutes.'),
    ).toBeVisible();
  });

  test('English: /reset-password without an account starts at the first step', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
