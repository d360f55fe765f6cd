import arDashboard from '../../public/locales/ar/dashboard.json';
import arDriver from '../../public/locales/ar/driver.json';
import { DEMO_ADMIN, DEMO_CUSTOMER, newAccount, signInThroughPage } from './support/accounts';
import { expect, gotoHydrated, onPhonesToo, test } from './support/fixtures';
import { secondBrowser } from './support/second-browser';
import { signInByApi } from './support/session';

// Staff accounts (issue 40): the admin adds a seller from /ar/dashboard/staff, in Arabic, on a
// phone too; the new seller signs in with the password the admin chose and opens the dashboard.
// A driver, staff too, signs in but the dashboard stays closed to them (their screens come later).
test.describe.configure({ timeout: 90_000 });

const words = arDashboard.staff;
/** messages-ar.ts, error.username_taken: the API's reason, shown on the username field. */
const USERNAME_TAKEN_AR = 'اسم المستخدم ده متسجّل قبل كده.';
/** Arabic-Indic digits, as an Arabic keyboard types a number. */
const arabicDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

test.describe('an admin’s staff screen', () => {
  test.use({ signedInAs: 'admin', allowedConsoleErrors: [/status of 409/] });

  test(
    'adds a seller in Arabic, who then signs in',
    onPhonesToo,
    async ({ page, browser, baseURL }) => {
      const account = newAccount();
      // A name of its own: the desktop and phone runs each add one to the same shop.
      const seller = { ...account, name: `منى ${arabicDigits(account.phone.slice(-4))}` };
      await gotoHydrated(page, '/ar/dashboard/staff');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        arDashboard.screens.staff.title,
      );
      await expect(page.getByTestId('staff-card').first()).toBeVisible();

      await page.getByRole('main').getByRole('button', { name: words.add }).click();
      const dialog = page.getByRole('dialog', { name: words.newTitle });
      await dialog.getByRole('textbox', { name: words.nameLabel, exact: true }).fill(seller.name);
      // A username another account has: the API's reason lands on the field, in Arabic.
      await dialog
        .getByRole('textbox', { name: words.usernameLabel, exact: true })
        .fill(DEMO_CUSTOMER.username);
      await dialog
        .getByRole('textbox', { name: words.phoneLabel, exact: true })
        .fill(arabicDigits(seller.phone));
      await dialog.locator('input[name="password"]').fill(seller.password);
      await expect(dialog.getByTestId('staff-role').locator('select')).toHaveValue('seller');
      await dialog.getByRole('button', { name: words.add }).click();
      // On the field (the form's alert says it too).
      await expect(dialog.locator('p').filter({ hasText: USERNAME_TAKEN_AR })).toBeVisible();

      await dialog
        .getByRole('textbox', { name: words.usernameLabel, exact: true })
        .fill(arabicDigits(seller.username));
      await dialog.getByRole('button', { name: words.add }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status')).toHaveText(
        words.created.replace('{{name}}', seller.name),
      );
      const card = page.getByTestId('staff-card').filter({ hasText: seller.phone });
      await expect(card).toContainText(words.roles.seller);
      await expect(card).toContainText(words.active);
      await expect(card).toContainText(seller.phone);
      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // Signed out: the test's own context holds the admin's session, which a new one would copy.
      const context = await secondBrowser(browser, baseURL ?? '', {
        storageState: { cookies: [], origins: [] },
      });
      try {
        const sellerPage = await context.newPage();
        await signInThroughPage(sellerPage, seller.username, seller.password, 'ar');
        await gotoHydrated(sellerPage, '/ar/dashboard');
        await expect(sellerPage.getByRole('heading', { level: 1 })).toHaveText(
          arDashboard.screens.overview.title,
        );
        // A seller's menu has no Staff entry, and the screen itself answers 403.
        const refused = await sellerPage.goto('/ar/dashboard/staff');
        expect(refused?.status()).toBe(403);
      } finally {
        await context.close();
      }
    },
  );
});

test.describe('a driver', () => {
  // The 403 pages themselves: the browser logs each one.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('is staff, sent from the dashboard’s address to their round, and refused its screens, in Arabic', async ({
    page,
  }) => {
    const driver = newAccount();
    const login = await page.request.post('/api/user/login', { data: DEMO_ADMIN });
    const { token } = ((await login.json()) as { results: { token: string } }).results;
    const added = await page.request.post('/api/admin/staff/new', {
      data: { ...driver, name: 'كريم المندوب', role: 'driver' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(added.status()).toBe(200);

    await signInByApi(page, { username: driver.username, password: driver.password });
    // The dashboard's own address is the way in for every staff member: a driver's is the round.
    const landed = await page.goto('/ar/dashboard');
    expect(landed?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/ar/dashboard/round');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arDriver.title);
    const refused = await page.goto('/ar/dashboard/orders');
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arDashboard.forbidden.title);
  });
});
