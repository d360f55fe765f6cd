import { expect, gotoHydrated, onPhonesToo, seriousA11yViolations, test } from './support/fixtures';

test.describe('home page frame', () => {
  test('English: header, preparation steps, the promises once, and the footer', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle(/Dakahlia Poultry/);
    await expect(page.getByRole('banner').getByText('Dakahlia Poultry')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How we prepare your order' })).toBeVisible();
    // The shop's own promises (its data, shop facts), not the template's: in the home
    // page's own section, and not a second time in its footer.
    const promises = page.getByRole('main').getByRole('region', { name: 'Why shop with us' });
    for (const promise of [
      'Slaughtered daily',
      'Delivery across Dakahlia',
      'In delivery rounds through the day, from EGP 15',
      'Cash on delivery',
      'Support on WhatsApp',
    ]) {
      await expect(promises.getByText(promise, { exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Our promises' })).toHaveCount(0);
    await expect(footer).not.toContainText('Cash on delivery');
    await expect(
      footer.getByText('Every day 9 am to 10 pm; Friday from 1 pm, after the prayer'),
    ).toBeVisible();
    await expect(footer).not.toContainText('$');
    await expect(footer.getByRole('link', { name: '01001234567' })).toHaveAttribute(
      'href',
      'tel:01001234567',
    );
  });

  test('Arabic: the same frame, translated', onPhonesToo, async ({ page }) => {
    await gotoHydrated(page, '/ar');
    await expect(page.getByRole('heading', { name: 'بنجهز طلبك إزاي' })).toBeVisible();
    const promises = page.getByRole('main').getByRole('region', { name: 'ليه تشتري مننا' });
    for (const promise of ['دبيحة يومية', 'توصيل لكل الدقهلية', 'الدفع عند الاستلام']) {
      await expect(promises.getByText(promise, { exact: true })).toBeVisible();
    }
    await expect(promises.getByText('على مواعيد توصيل طول اليوم، من ١٥ جنيه')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'وعودنا لك' })).toHaveCount(0);
    await expect(footer).not.toContainText('الدفع عند الاستلام');
    await expect(footer).not.toContainText(/دولار|٢٤\/٧|٣٦٥/);
  });

  // Other pages have no promises section: their footer keeps the list.
  for (const [path, title, promise] of [
    ['/branches', 'Our promises', 'Cash on delivery'],
    ['/ar/branches', 'وعودنا لك', 'الدفع عند الاستلام'],
  ] as const) {
    test(`the footer promises on pages other than home (${path})`, async ({ page }) => {
      await gotoHydrated(page, path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: title })).toBeVisible();
      await expect(footer.getByText(promise, { exact: true })).toBeVisible();
    });
  }

  test('nothing overflows the viewport sideways', onPhonesToo, async ({ page }) => {
    for (const path of ['/', '/ar']) {
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/ar']) {
    const details = path === '/ar' ? onPhonesToo : {};
    test(`axe finds no serious or critical violations on ${path}`, details, async ({ page }) => {
      // Scanning the home page's 1,700 elements takes from 10 s to most of a minute on a
      // busy two-core machine.
      test.slow();
      await gotoHydrated(page, path);
      // The cookie notice is part of what a first-time visitor sees: check it too.
      await expect(page.getByRole('region', { name: /cookie|ملفات/i })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
