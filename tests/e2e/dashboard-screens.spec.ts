import type { Page } from '@playwright/test';
import { DASHBOARD_FIXTURES } from '../../mocks/fixtures/dashboard-fixtures';
import arDashboard from '../../public/locales/ar/dashboard.json';
import enDashboard from '../../public/locales/en/dashboard.json';
import type { DashboardEndpoint } from '../../src/contracts/dashboard/dashboard-endpoints';
import type { DashboardListScreen } from '../../src/features/dashboard/model/dashboard-screens';
import { DEMO_ADMIN } from './support/accounts';
import { expect, gotoHydrated, seriousA11yViolations, test } from './support/fixtures';
import { signInByApi } from './support/session';

const SCREEN_ENDPOINTS: Record<DashboardListScreen, DashboardEndpoint> = {
  products: '/api/products',
  brands: '/api/brands',
  categories: '/api/category',
  reviews: '/api/reviews',
  orders: '/api/orders',
  customers: '/api/customers',
  'refund-requests': '/api/refund-requests',
  sellers: '/api/sellers',
  'package-payments': '/api/package-payments',
  'earning-history': '/api/earning-history',
  payouts: '/api/payouts',
  'payout-requests': '/api/payout-requests',
};

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

// The table's own logic (paging, search, sorting, toggles) and the per-screen axe scans give
// the same answer at any width: phones run them for one screen, desktop for all twelve.
const PHONE_SAMPLE_SCREEN = 'products';
const skipOnPhone = (unlessScreen?: string) =>
  test.skip(
    test.info().project.name === 'phone' && unlessScreen !== PHONE_SAMPLE_SCREEN,
    'the same at any width: desktop covers it',
  );

test.describe('the dashboard, signed in as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, DEMO_ADMIN);
  });

  test('the overview: summary cards (one falling), recent purchases, out-of-stock products', async ({
    page,
  }) => {
    await gotoHydrated(page, '/dashboard');
    const cards = page.getByTestId('summary-card');
    await expect(cards).toHaveCount(DASHBOARD_FIXTURES['/api/dashboard-cards']().length);
    await expect(page.locator('[data-trend="down"]').first()).toBeVisible();
    const [purchase] = DASHBOARD_FIXTURES['/api/recent-purchase']();
    await expect(page.getByRole('table', { name: 'Recent purchases' })).toContainText(
      purchase?.product ?? '',
    );
    await expect(page.getByRole('table', { name: 'Out of stock' }).locator('tbody tr')).toHaveCount(
      5,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  for (const [screen, endpoint] of Object.entries(SCREEN_ENDPOINTS)) {
    test(`/dashboard/${screen} lists the mock rows, a page at a time`, async ({ page }, info) => {
      skipOnPhone(screen);
      const total = DASHBOARD_FIXTURES[endpoint]().length;
      await gotoHydrated(page, `/dashboard/${screen}`);
      const title = enDashboard.screens[screen as DashboardListScreen].title;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(bodyRows(page)).toHaveCount(Math.min(10, total));
      await expect(page.getByText(`1–${Math.min(10, total)} of ${total}`)).toBeVisible();
      // Phones keep the sections in the menu drawer (its own test below).
      if (info.project.name === 'phone') return;
      await expect(
        page.getByRole('navigation', { name: enDashboard.nav.label }).getByRole('link', {
          name: title,
        }),
      ).toHaveAttribute('aria-current', 'page');
    });
  }

  test('search narrows the rows and says how many match; clearing brings them back', async ({
    page,
  }) => {
    skipOnPhone();
    await gotoHydrated(page, '/dashboard/products');
    await expect(bodyRows(page)).toHaveCount(10);
    await page.getByRole('searchbox', { name: 'Search' }).fill('espresso');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toContainText('Espresso Leather Handbag');
    await expect(page.getByText('1 result', { exact: true })).toBeAttached();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(bodyRows(page)).toHaveCount(10);
  });

  test('sorting by a column reorders the rows, both ways', async ({ page }) => {
    skipOnPhone();
    const customers = DASHBOARD_FIXTURES['/api/customers']();
    const byBalance = [...customers].sort((a, b) => a.balance - b.balance);
    await gotoHydrated(page, '/dashboard/customers');
    const header = page.getByRole('columnheader', { name: /Balance/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(page).first()).toContainText(byBalance[0]?.name ?? '');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page).first()).toContainText(byBalance.at(-1)?.name ?? '');
  });

  test('a published toggle changes the row at once and says nothing is saved', async ({ page }) => {
    skipOnPhone();
    await gotoHydrated(page, '/dashboard/products');
    const toggle = page.getByRole('switch').first();
    const before = await toggle.isChecked();
    await toggle.click();
    await expect(toggle).toBeChecked({ checked: !before });
    await expect(page.getByText(enDashboard.notSaved)).toBeVisible();
  });

  test('Arabic: right to left, the sidebar on the right, Arabic headers and digits', async ({
    page,
  }, info) => {
    await gotoHydrated(page, '/ar/dashboard/orders');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      arDashboard.screens.orders.title,
    );
    await expect(
      page.getByRole('columnheader', { name: arDashboard.columns.status }),
    ).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByText('١–١٠ من ٤٨')).toBeVisible();
    if (info.project.name === 'desktop') {
      const aside = await page.locator('aside').boundingBox();
      const main = await page.locator('main').boundingBox();
      expect((aside?.x ?? 0) > (main?.x ?? 0)).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  // One test per screen: an axe scan takes about 10 s on a busy machine, twelve in one test
  // went past any sensible timeout.
  for (const screen of Object.keys(SCREEN_ENDPOINTS)) {
    test(`the ${screen} screen passes axe in English`, async ({ page }) => {
      skipOnPhone(screen);
      await gotoHydrated(page, `/dashboard/${screen}`);
      await expect(bodyRows(page).first()).toBeVisible();
      expect(await seriousA11yViolations(page), screen).toEqual([]);
    });
  }

  test('on a phone the sections are in a drawer behind the menu button', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'phones only');
    await gotoHydrated(page, '/dashboard');
    await page.getByRole('button', { name: enDashboard.nav.open }).click();
    await page
      .getByRole('navigation', { name: enDashboard.nav.label })
      .getByRole('link', { name: enDashboard.screens.sellers.title })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/sellers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      enDashboard.screens.sellers.title,
    );
  });
});
