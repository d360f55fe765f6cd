import enDashboard from '../../public/locales/en/dashboard.json';
import { expect, gotoHydrated, test } from './support/fixtures';

// The shop's own search words (issues 25 and 44): a shopper searches a word the shop does not
// know and finds nothing; an admin sees it under "Found nothing" on /dashboard/search-words,
// adds it as a synonym of turkey in one step, and both the list and the shop's search show the
// effect at once; deleting the group takes it back. The word is made up per run, so no other
// journey's search can meet it.
test.describe('an admin’s search words', () => {
  test.use({ signedInAs: 'admin' });

  test('a search that found nothing becomes a synonym in one step, and finds at once, until deleted', async ({
    page,
  }) => {
    const words = enDashboard.searchWords;
    const letters = 'abcdefghjkmnpqrstuvwxyz';
    const word = `gobbl${Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
    const results = page.getByRole('main').getByTestId('product-card');

    // Searched in both languages (two searches), so it stands among the week's misses.
    for (const prefix of ['', '/ar']) {
      await gotoHydrated(page, `${prefix}/product/search/${word}`);
      await expect(page.getByRole('main').getByTestId('category-suggestions')).toBeVisible();
    }

    await gotoHydrated(page, '/dashboard/search-words');
    const missed = page.getByTestId('search-stats-zero').getByTestId('search-stat').filter({
      hasText: word,
    });
    await expect(missed).toContainText(words.stats.foundNow_zero);
    await missed.getByRole('button', { name: `Add “${word}” as a synonym of…` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(words.stats.wordLabel).fill('turkey');
    await page.getByRole('option', { name: 'turkey', exact: true }).click();
    await dialog.getByRole('button', { name: words.stats.save }).click();
    await expect(dialog).toBeHidden();
    await expect(missed.getByTestId('found-now')).toHaveText(/Finds \d+ items now/);

    await gotoHydrated(page, `/product/search/${word}`);
    await expect(results.first()).toBeVisible();
    await expect(results.filter({ hasText: /turkey/i })).toHaveCount(await results.count());

    await gotoHydrated(page, '/dashboard/search-words');
    await page.getByRole('button', { name: new RegExp(`^Delete .*${word}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.deleteConfirm }).click();
    await expect(page.getByRole('status').filter({ hasText: words.deleted })).toBeVisible();
    await gotoHydrated(page, `/product/search/${word}`);
    await expect(page.getByRole('main').getByTestId('category-suggestions')).toBeVisible();
  });
});
