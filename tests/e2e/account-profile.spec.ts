import { expect, gotoHydrated, seriousA11yViolations, test } from './support/fixtures';
import { signedInShopper } from './support/session';

test.use({ consentPending: false });

// Signing in is not the subject here (auth-journeys.spec.ts): the tests that change the
// profile sign a new account in through the API; those that change nothing use the worker's.

function freshPhone(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

test.describe('profile', () => {
  test('English: shows the account, edits it, and the new values appear everywhere', async ({
    page,
  }) => {
    const { account } = await signedInShopper(page);
    await gotoHydrated(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    const details = page.getByRole('main');
    await expect(details.getByText(account.name)).toBeVisible();
    await expect(details.getByText('Not added')).toBeVisible();
    await expect(details.getByText('customer')).toHaveCount(0);

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.locator('input[name="name"]')).toHaveValue(account.name);
    await expect(page.locator('input[name="phone"]')).toHaveValue(account.phone);

    const phone = freshPhone();
    await page.locator('input[name="name"]').fill('Mona Adel');
    await page.locator('input[name="phone"]').fill(phone);
    await page.locator('input[name="email"]').fill('Mona.Adel@Example.com');
    // A new phone or e-mail is confirmed with the current password.
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(/\/profile\?saved=1$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your profile has been saved.',
    );
    await expect(details.getByText('Mona Adel')).toBeVisible();
    await expect(details.getByText(phone)).toBeVisible();
    await expect(details.getByText('mona.adel@example.com')).toBeVisible();

    // The session (and so the header's menu) carries the new name; the role is untouched.
    const session = (await (await page.request.get('/api/auth/session')).json()) as {
      user: { name: string; phone: string; role: string };
    };
    expect(session.user).toMatchObject({ name: 'Mona Adel', phone, role: 'customer' });
    await expect(page.getByTestId('account-menu')).toContainText('M');

    // An emptied e-mail is removed.
    await gotoHydrated(page, '/profile/edit');
    await page.locator('input[name="email"]').fill('');
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/profile\?saved=1$/);
    await expect(details.getByText('Not added')).toBeVisible();
  });

  test('Arabic: the form checks name and phone in Arabic and takes Arabic-Indic digits', async ({
    page,
  }) => {
    const { account } = await signedInShopper(page);
    await gotoHydrated(page, '/ar/profile/edit');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تعديل البيانات' })).toBeVisible();

    await page.locator('input[name="phone"]').fill('٠١٢٣٤');
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('input[name="name"]').fill('');
    await page.getByRole('main').getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page.getByText('اكتب رقم موبايل مصري: 01 وبعدها 9 أرقام.')).toBeVisible();
    await expect(page.getByText('الخانة دي مطلوبة.')).toBeVisible();

    // Arabic-Indic digits are a fine way to write a number.
    const phone = freshPhone();
    const arabicDigits = phone.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
    await page.locator('input[name="phone"]').fill(arabicDigits);
    await page.locator('input[name="name"]').fill('منى عادل');
    await page.getByRole('main').getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page).toHaveURL(/\/ar\/profile\?saved=1$/);
    await expect(page.getByText('بياناتك اتحفظت.')).toBeVisible();
    await expect(page.getByRole('main').getByText('منى عادل')).toBeVisible();
    await expect(page.getByRole('main').getByText(phone)).toBeVisible();
  });
});

test.describe('profile: the current password guards the phone and e-mail', () => {
  // The browser itself logs the refused save (400).
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('English: a new phone asks for the password; a wrong one is refused, the right one saves', async ({
    page,
  }) => {
    const { account } = await signedInShopper(page);
    await gotoHydrated(page, '/profile/edit');
    const password = page.locator('input[name="password"]');
    const save = page.getByRole('main').getByRole('button', { name: 'Save changes' });
    await expect(password).toHaveCount(0);

    const phone = freshPhone();
    await page.locator('input[name="phone"]').fill(phone);
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('required', '');
    await expect(page.getByText(/^Needed to change your e-mail or mobile number/)).toBeVisible();
    // The saved number put back: nothing to confirm.
    await page.locator('input[name="phone"]').fill(account.phone);
    await expect(password).toHaveCount(0);
    await page.locator('input[name="phone"]').fill(phone);

    await password.fill('not-my-password');
    await save.click();
    await expect(page.getByText('The current password is wrong.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/profile\/edit$/);

    await password.fill(account.password);
    await save.click();
    await expect(page).toHaveURL(/\/profile\?saved=1$/);
    await expect(page.getByRole('main').getByText(phone)).toBeVisible();
  });
});

test.describe('profile: refused by the server', () => {
  // The browser itself logs the refused save (409).
  test.use({ allowedConsoleErrors: [/status of 409/], signedInAs: 'shopper' });

  test('English: the server’s reasons appear on their fields', async ({ page }) => {
    await gotoHydrated(page, '/profile/edit');
    // The form checks the same contract as the server, so a refusal only the server can make
    // (say, a number another account already uses) is played here by the answer itself.
    await page.route('**/api/user/update_account', (route) =>
      route.fulfill({
        status: 409,
        json: {
          success: false,
          message: 'Please check the highlighted fields.',
          errors: { phone: 'This mobile number belongs to another account.' },
        },
      }),
    );
    await page.locator('input[name="phone"]').fill(freshPhone());
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('main').getByRole('button', { name: 'Save changes' }).click();
    const phone = page.locator('input[name="phone"]');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This mobile number belongs to another account.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please check the highlighted fields.',
    );
    await expect(phone).toBeFocused();
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });
});

test.describe('account pages accessibility', () => {
  test.use({ signedInAs: 'shopper' });

  for (const locale of ['en', 'ar'] as const) {
    test(`axe: ${locale} profile, edit profile and change password`, async ({ page }) => {
      const prefix = locale === 'ar' ? '/ar' : '';
      for (const path of ['/profile', '/profile/edit', '/profile/change-password']) {
        await gotoHydrated(page, `${prefix}${path}`);
        await expect(page.locator('input, dd').first()).toBeVisible();
        await expect(page.locator('[data-skeleton]')).toHaveCount(0);
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
    });
  }
});
