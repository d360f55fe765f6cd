import type { Page, TestInfo } from '@playwright/test';
import {
  expect,
  gotoHydrated,
  onPhonesOnly,
  onPhonesToo,
  seriousA11yViolations,
  test,
} from './support/fixtures';

// The cookie notice covers the bottom of a phone screen until answered (consent.spec.ts).
test.use({ consentPending: false });

const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** Where the top of the page content sits in the document (it must not move when pinning). */
async function mainTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.getElementById('main-content');
    return main ? main.getBoundingClientRect().top + window.scrollY : -1;
  });
}

test.describe('storefront header', () => {
  test('the search box leads to /product/search/{term}', async ({ page }) => {
    await gotoHydrated(page, '/');
    const search = page.getByRole('search').getByRole('combobox', { name: 'Search the shop' });
    await search.fill('duck');
    await expect(search).toHaveValue('duck');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\/search\/duck$/);
  });

  test('Arabic: the search keeps the Arabic term in the address', async ({ page }) => {
    await gotoHydrated(page, '/ar');
    const search = page.getByRole('search').getByRole('combobox', { name: 'ابحث في المتجر' });
    await search.fill('بط');
    await expect(search).toHaveValue('بط');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/ar\/product\/search\/(%D8%A8%D8%B7|بط)$/);
  });

  test(
    'pins itself on scroll (isHeaderFixed) without moving the page, and unpins at the top',
    onPhonesToo,
    async ({ page }) => {
      await gotoHydrated(page, '/');
      const header = page.getByTestId('site-header');
      await expect(header).toHaveAttribute('data-fixed', 'false');
      const before = await mainTop(page);

      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect(header).toHaveAttribute('data-fixed', 'true');
      await expect(header).toBeInViewport();
      // Polled: the pinned header slides in, and a busy machine may read it mid-slide.
      await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
      expect(await mainTop(page)).toBe(before);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-fixed', 'false');
      expect(await mainTop(page)).toBe(before);
    },
  );

  test(
    'bottom navigation on phones only; the header cart on larger screens',
    onPhonesToo,
    async ({ page }, info) => {
      await gotoHydrated(page, '/');
      const bottomNav = page.getByRole('navigation', { name: 'Quick navigation' });
      if (isPhone(info)) {
        await expect(bottomNav).toBeVisible();
        await expect(page.getByTestId('cart-button')).toBeHidden();
        await expect(bottomNav.getByRole('link', { name: 'Home' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(bottomNav.getByRole('link', { name: 'Account' })).toHaveAttribute(
          'href',
          '/profile',
        );
        await bottomNav.getByRole('button', { name: 'Categories' }).click();
        const drawer = page.getByRole('dialog', { name: 'Categories' });
        await expect(drawer.getByRole('link').first()).toBeVisible();
        await drawer.getByRole('link', { name: /Ducks/ }).click();
        await expect(page).toHaveURL(/\/product\/search\/ducks$/);
        await expect(drawer).toBeHidden();
      } else {
        await expect(bottomNav).toBeHidden();
        await expect(page.getByTestId('cart-button')).toBeVisible();
      }
    },
  );

  test('Arabic bottom navigation on phones', onPhonesOnly, async ({ page }) => {
    await gotoHydrated(page, '/ar');
    const bottomNav = page.getByRole('navigation', { name: 'تنقل سريع' });
    await expect(bottomNav).toBeVisible();
    for (const label of ['الرئيسية', 'الأقسام', 'السلة', 'حسابي']) {
      await expect(bottomNav.getByText(label, { exact: true })).toBeVisible();
    }
    await bottomNav.getByRole('button', { name: /السلة/ }).click();
    await expect(page.getByRole('dialog', { name: /سلتك/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'سلتك فاضية' })).toBeVisible();
  });

  test('the account control leads to sign-in and back here when signed out', async ({ page }) => {
    await gotoHydrated(page, '/branches');
    const signIn = page.getByRole('banner').getByTestId('account-sign-in');
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', /\/login\?callbackUrl=%2Fbranches/);
  });

  // A keyboard is a desktop's: on a phone the header has fewer controls, none keyboard-only.
  test('keyboard: skip link first, then header controls with a visible focus ring', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Tab');
    const home = page.getByRole('link', { name: 'Dakahlia Poultry, home page' });
    await expect(home).toBeFocused();
    expect(await outlineOf(page)).not.toBe('none');

    // On through the header (search, account, cart, language): every button and link shows a
    // ring; the search field, category select and button ring the whole search box instead.
    const rings: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      rings.push(await outlineOf(page));
    }
    expect(rings.filter((ring) => ring === 'none')).toEqual([]);
  });

  // On a phone the mini cart opens from the bottom navigation: checked there in Arabic.
  for (const path of ['/', '/ar']) {
    const details = path === '/ar' ? onPhonesToo : {};
    test(
      `${path}: the mini cart and header have no serious accessibility violations`,
      details,
      async ({ page }, info) => {
        await gotoHydrated(page, path);
        const cart = isPhone(info)
          ? page.getByTestId('bottom-nav-cart')
          : page.getByTestId('cart-button');
        await cart.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
    );
  }
});

/**
 * The outline style of whatever has focus ("none" when there is no ring, or one thinner than
 * 2 px, which reads as faint). The search form rings itself for its field, select and button,
 * whose own ring its rounded overflow would clip.
 */
function outlineOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return 'none';
    const ringed = active.closest('[role="search"]') ?? active;
    const { outlineStyle, outlineWidth } = getComputedStyle(ringed);
    return parseFloat(outlineWidth) >= 2 ? outlineStyle : 'none';
  });
}
