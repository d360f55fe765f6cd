import { expect, gotoHydrated, onPhonesToo, test } from './support/fixtures';

test.describe('language and direction', () => {
  test('the raw HTML of /ar is right-to-left Arabic with RTL styles in the first byte', async ({
    request,
  }) => {
    const html = await (await request.get('/ar')).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<style data-emotion="muirtl');
    expect(html).toContain('دواجن الدقهلية');
  });

  test('the raw HTML of / is left-to-right English', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('<style data-emotion="mui ');
    expect(html).not.toContain('muirtl');
  });

  test('Arabic lays the header out from the right', onPhonesToo, async ({ page }) => {
    await gotoHydrated(page, '/ar');
    const home = await page
      .getByRole('link', { name: 'دواجن الدقهلية، الصفحة الرئيسية' })
      .boundingBox();
    const language = await page.getByTestId('language-switch').boundingBox();
    expect(home && language).toBeTruthy();
    expect(home!.x).toBeGreaterThan(language!.x);
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  });

  test('the language switch keeps the page and flips the document', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('دواجن طازجة، مجهزة اليوم');

    await page.getByRole('link', { name: 'تغيير اللغة إلى الإنجليزية' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fresh poultry, prepared today',
    );
  });

  test.describe('error pages', () => {
    test.use({ allowedConsoleErrors: [/status of (404|500)/] });

    test('a missing page is a localised 404 in both languages', async ({ page }) => {
      const english = await page.goto('/no-such-page');
      expect(english?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

      const arabic = await page.goto('/ar/no-such-page');
      expect(arabic?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });

    test('the 500 page is localised', async ({ page }) => {
      await page.goto('/ar/500');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('حصلت مشكلة');
      await page.goto('/500');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    });
  });
});
