import enDashboard from '../../public/locales/en/dashboard.json';
import { expect, gotoHydrated, seriousA11yViolations, test } from './support/fixtures';

const text = enDashboard.categories;

test.describe('the shop’s categories', () => {
  test.use({ signedInAs: 'seller', consentPending: false });

  test('a seller renames a category and the shop shows the new name at once', async ({ page }) => {
    await gotoHydrated(page, '/dashboard/categories');
    const rows = page.getByTestId('staff-category');
    await expect(rows).toHaveCount(11);
    await expect(page.getByRole('note')).toHaveCount(0);
    const row = rows.filter({ hasText: 'Ready to cook' });
    await expect(row).toContainText('جاهز للطهي');
    await expect(row).toContainText(/\d+ products · \d+ on sale/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The last category, which no other browser test reads by name; put back at the end.
    const rename = async (from: string, to: string) => {
      await page.getByRole('button', { name: text.edit.replace('{{name}}', from) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: text.nameEn }).fill(to);
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(text.saved.replace('{{name}}', to))).toBeVisible();
    };
    await rename('Ready to cook', 'Ready to cook today');
    try {
      await expect(rows.filter({ hasText: 'Ready to cook today' })).toHaveCount(1);
      const shop = await page.context().newPage();
      await shop.goto('/product/search/ready-to-cook');
      await expect(shop.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'Ready to cook today',
      );
      await shop.close();
    } finally {
      await rename('Ready to cook today', 'Ready to cook');
    }
  });
});
