import {
  daysUntil,
  expect,
  gotoHydrated,
  onPhonesOnly,
  renderedBody,
  test,
} from './support/fixtures';

test.describe('first visit', () => {
  test.use({ firstVisit: true, consentPending: false });

  for (const { path, title, start } of [
    { path: '/', title: 'Welcome to our new store', start: "let's start" },
    { path: '/ar', title: 'أهلًا بيك في متجرنا الجديد', start: 'لنبدأ' },
  ]) {
    // A phone's first visit shows this dialog over the page: Arabic is checked there, English
    // on the desktop.
    const details = path === '/ar' ? onPhonesOnly : {};
    test(
      `${path}: the welcome dialog opens once, and start stores the visited cookie`,
      details,
      async ({ page, context }) => {
        await gotoHydrated(page, path);
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('img')).toBeVisible();

        await dialog.getByRole('button', { name: start }).click();
        await expect(dialog).toHaveCount(0);

        const cookie = (await context.cookies()).find((entry) => entry.name === 'visited');
        expect(cookie?.sameSite).toBe('Lax');
        expect(daysUntil(cookie?.expires ?? 0)).toBeGreaterThan(364);
        expect(daysUntil(cookie?.expires ?? 0)).toBeLessThan(366);

        await page.reload();
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await expect(page.getByRole('dialog')).toHaveCount(0);
      },
    );
  }

  test('dismissing with Escape also stores the cookie', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await context.cookies()).some((entry) => entry.name === 'visited')).toBe(true);
  });

  test('the server renders the dialog closed', async ({ request }) => {
    const html = renderedBody(await (await request.get('/')).text());
    expect(html).toContain('Fresh poultry, prepared today');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('Welcome to our new store');
  });
});

test('a returning visitor sees no welcome dialog', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('banner')).toBeVisible();
  // A first visit fetches the dialog's code once hydrated: when the network has gone quiet,
  // a dialog that was coming would be open.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
