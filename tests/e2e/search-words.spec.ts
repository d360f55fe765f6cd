import enDashboard from '../../public/locales/en/dashboard.json';
import { expect, gotoHydrated, test } from './support/fixtures';

// The shop's own search words (issue 25): an admin makes a new word mean turkey, and the
// shop's search finds the turkeys by it at once; deleting the group takes it back. The word
// is made up per run, so no other journey's search can meet it.
test.describe('an admin’s search words', () => {
  test.use({ signedInAs: 'admin' });

  test('a word added on /dashboard/search-words finds the products at once, until deleted', async ({
    page,
  }) => {
    const words = enDashboard.searchWords;
    const letters = 'abcdefghjkmnpqrstuvwxyz';
    const word = `gobbl${Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
    const results = page.getByRole('main').getByTestId('product-card');

    await gotoHydrated(page, `/product/search/${word}`);
    await expect(page.getByRole('main').getByTestId('category-suggestions')).toBeVisible();

    await gotoHydrated(page, '/dashboard/search-words');
    await page.getByLabel(words.word).fill(`${word}, turkey`);
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByRole('status')).toHaveText(words.saved);

    await gotoHydrated(page, `/product/search/${word}`);
    await expect(results.first()).toBeVisible();
    await expect(results.filter({ hasText: /turkey/i })).toHaveCount(await results.count());

    await gotoHydrated(page, '/dashboard/search-words');
    await page.getByRole('button', { name: new RegExp(`^Delete .*${word}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.deleteConfirm }).click();
    await expect(page.getByRole('status')).toHaveText(words.deleted);
    await gotoHydrated(page, `/product/search/${word}`);
    await expect(page.getByRole('main').getByTestId('category-suggestions')).toBeVisible();
  });
});
