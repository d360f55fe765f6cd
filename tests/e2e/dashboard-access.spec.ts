import arDashboard from '../../public/locales/ar/dashboard.json';
import enDashboard from '../../public/locales/en/dashboard.json';
import { DEMO_CUSTOMER, DEMO_SELLER } from './support/accounts';
import { expect, gotoHydrated, test } from './support/fixtures';
import { signInByApi, signInRequest } from './support/session';

test.describe('dashboard access, decided on the server', () => {
  // The 403 page's own status is logged by the browser: that is what one test visits.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('signed out: off to sign-in with a callbackUrl back, in the page’s language', async ({
    page,
  }) => {
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(
      /\/login\?error=SessionRequired&callbackUrl=%2Fdashboard%2Forders$/,
    );
    await page.goto('/ar/dashboard');
    await expect(page).toHaveURL(
      /\/ar\/login\?error=SessionRequired&callbackUrl=%2Far%2Fdashboard$/,
    );
  });

  test('a customer gets a localised 403 and no dashboard data', async ({ page }) => {
    await signInByApi(page, DEMO_CUSTOMER);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const response = await page.goto('/dashboard/customers');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enDashboard.forbidden.title);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: enDashboard.nav.label })).toHaveCount(0);

    const arabic = await page.goto('/ar/dashboard');
    expect(arabic?.status()).toBe(403);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arDashboard.forbidden.title);
  });

  test('a seller gets the 403 of an admin-only screen from the server, in both languages', async ({
    request,
  }) => {
    await signInRequest(request, DEMO_SELLER);
    const english = await request.get('/dashboard/audit');
    expect(english.status()).toBe(403);
    const html = await english.text();
    expect(html).toContain(enDashboard.forbidden.adminOnly.title);
    // The 403 instead of the screen: nothing of the activity log, so none of its calls.
    expect(html).not.toContain(`>${enDashboard.screens.audit.title}</h1>`);
    const arabic = await request.get('/ar/dashboard/audit');
    expect(arabic.status()).toBe(403);
    expect(await arabic.text()).toContain(arDashboard.forbidden.adminOnly.title);
    // The screens a seller works in stay open.
    expect((await request.get('/dashboard/orders')).status()).toBe(200);
  });

  test('a seller finds the dashboard in the account menu, and is let in', async ({ page }) => {
    await signInByApi(page, DEMO_SELLER);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      enDashboard.screens.overview.title,
    );
    await expect(page.getByTestId('period-today')).toBeVisible();
  });
});
