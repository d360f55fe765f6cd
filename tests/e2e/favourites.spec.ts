import type { Page } from '@playwright/test';
import { newAccount, registerByApi } from './support/accounts';
import { expect, gotoHydrated, onPhonesToo, seriousA11yViolations, test } from './support/fixtures';
import { signedInShopper } from './support/session';

test.use({ consentPending: false });

// API calls go through page.request: it carries this test's own X-Forwarded-For. Each test
// counts what its wish list holds, so each has a new account (signed in through the API, the
// sign-in screen being auth-journeys.spec.ts's subject).

async function itemName(page: Page, id: number, lang: 'en' | 'ar'): Promise<string> {
  const response = await page.request.get(`/api/item/details/${id}`, { headers: { lang } });
  return ((await response.json()) as { results: { name: string } }).results.name;
}

test.describe('favourites', () => {
  test('English: add from the product page, find it in the wish list, remove it', async ({
    page,
  }) => {
    await signedInShopper(page);
    const name = await itemName(page, 1, 'en');
    await gotoHydrated(page, '/product/1');
    const heart = page.getByTestId('favourite-toggle').first();
    await expect(heart).toHaveAccessibleName(`Save ${name} to wish list`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    // Saved, its name offers the way back.
    await expect(heart).toHaveAccessibleName(`Remove ${name} from wish list`);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');

    // Still a favourite after a reload (the server has it).
    await gotoHydrated(page, '/product/1');
    await expect(
      page.getByRole('button', { name: `Remove ${name} from wish list` }).first(),
    ).toHaveAttribute('aria-pressed', 'true');

    await gotoHydrated(page, '/wish-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Wish list' })).toBeVisible();
    await expect(page.getByText('1 saved product')).toBeVisible();
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', '/product/1');

    await card.getByRole('button', { name: `Remove ${name} from the wish list` }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'was removed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wish list is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/');

    // The removal is on the server too.
    await gotoHydrated(page, '/wish-list');
    await expect(page.getByRole('heading', { name: 'Your wish list is empty' })).toBeVisible();
  });

  // Hearts on a phone's product cards are small targets in a narrow grid: checked there too.
  test(
    'Arabic: hearts on the home page add and take away, the list follows',
    onPhonesToo,
    async ({ page }) => {
      await signedInShopper(page);
      await gotoHydrated(page, '/ar');
      const heart = page.getByTestId('favourite-toggle').first();
      const label = (await heart.getAttribute('aria-label')) ?? '';
      const name = /^حفظ (.+) في المفضلة$/.exec(label)?.[1];
      expect(name, label).toBeTruthy();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart).toHaveAccessibleName(`إزالة ${name ?? ''} من المفضلة`);
      await expect(heart).not.toHaveAttribute('aria-busy', 'true');

      await gotoHydrated(page, '/ar/wish-list');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'المفضلة' })).toBeVisible();
      await expect(page.getByText('منتج واحد محفوظ')).toBeVisible();
      const card = page.getByTestId('product-card').filter({ hasText: name ?? '' });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: `إزالة ${name ?? ''} من المفضلة` }).click();
      await expect(page.getByRole('heading', { name: 'المفضلة فاضية' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'تسوّق دلوقتي' })).toHaveAttribute('href', '/ar');
    },
  );

  test('signed out, the heart asks to sign in and comes back to the product', async ({ page }) => {
    const account = newAccount();
    await registerByApi(page.request, account);
    const name = await itemName(page, 2, 'en');
    await gotoHydrated(page, '/product/2');
    await page
      .getByRole('button', { name: `Save ${name} to wish list` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fproduct%2F2$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('input[name="username"]').fill(account.username);
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/product\/2$/);
    const heart = page.getByRole('button', { name: `Save ${name} to wish list` }).first();
    await heart.click();
    await expect(
      page.getByRole('button', { name: `Remove ${name} from wish list` }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('Arabic signed out: the way to sign in stays in Arabic', async ({ page }) => {
    await gotoHydrated(page, '/ar/product/3');
    await page.getByTestId('favourite-toggle').first().click();
    await expect(page).toHaveURL(/\/ar\/login\?callbackUrl=%2Far%2Fproduct%2F3$/);
  });
});

test.describe('wish list accessibility', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`axe: ${locale} wish list, empty and with products`, async ({ page }) => {
      const { token } = await signedInShopper(page);
      const prefix = locale === 'ar' ? '/ar' : '';
      await gotoHydrated(page, `${prefix}/wish-list`);
      await expect(page.getByRole('link', { name: /Browse the shop|تسوّق دلوقتي/ })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      for (const id of [1, 2, 3]) {
        const added = await page.request.post('/api/user/fav_items/add', {
          data: { item_id: id },
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(added.ok()).toBe(true);
      }
      await gotoHydrated(page, `${prefix}/wish-list`);
      await expect(page.getByTestId('product-card')).toHaveCount(3);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
