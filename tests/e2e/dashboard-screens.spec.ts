import type { Page } from '@playwright/test';
import { DASHBOARD_FIXTURES } from '../../mocks/fixtures/dashboard-fixtures';
import arDashboard from '../../public/locales/ar/dashboard.json';
import enDashboard from '../../public/locales/en/dashboard.json';
import type { DashboardEndpoint } from '../../src/contracts/dashboard/dashboard-endpoints';
import type { DashboardListScreen } from '../../src/features/dashboard/model/dashboard-screens';
import { formatNumber } from '../../src/lib/format/number';
import {
  expect,
  gotoHydrated,
  onPhonesOnly,
  onPhonesToo,
  seriousA11yViolations,
  test,
} from './support/fixtures';

/**
 * The screens still on sample data; orders, customers, delivery zones, the overview and
 * products are the shop's own (order-queue.spec.ts, dashboard-shop-data.spec.ts,
 * dashboard-products.spec.ts).
 */
type SampleScreen = Exclude<
  DashboardListScreen,
  'orders' | 'customers' | 'delivery-zones' | 'products'
>;
const SCREEN_ENDPOINTS: Record<SampleScreen, DashboardEndpoint> = {
  brands: '/api/brands',
  categories: '/api/category',
  reviews: '/api/reviews',
  'refund-requests': '/api/refund-requests',
  sellers: '/api/sellers',
  'package-payments': '/api/package-payments',
  'earning-history': '/api/earning-history',
  payouts: '/api/payouts',
  'payout-requests': '/api/payout-requests',
};

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

// The table's own logic (paging, search, sorting, toggles) and the per-screen axe scans give
// the same answer at any width: phones check one screen, desktop every one.
const PHONE_SAMPLE_SCREEN = 'brands';

test.describe('the dashboard, signed in as an admin', () => {
  test.use({ signedInAs: 'admin' });

  for (const [screen, endpoint] of Object.entries(SCREEN_ENDPOINTS)) {
    const details = screen === PHONE_SAMPLE_SCREEN ? onPhonesToo : {};
    test(
      `/dashboard/${screen} lists the mock rows a page at a time, and passes axe`,
      details,
      async ({ page }, info) => {
        const total = DASHBOARD_FIXTURES[endpoint]().length;
        await gotoHydrated(page, `/dashboard/${screen}`);
        const title = enDashboard.screens[screen as DashboardListScreen].title;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(bodyRows(page)).toHaveCount(Math.min(10, total));
        await expect(page.getByText(`1–${Math.min(10, total)} of ${total}`)).toBeVisible();
        // Phones keep the sections in the menu drawer (its own test below).
        if (info.project.name !== 'phone') {
          await expect(
            page.getByRole('navigation', { name: enDashboard.nav.label }).getByRole('link', {
              name: title,
            }),
          ).toHaveAttribute('aria-current', 'page');
        }
        expect(await seriousA11yViolations(page), screen).toEqual([]);
      },
    );
  }

  test('search narrows the rows and says how many match; clearing brings them back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/dashboard/brands');
    await expect(bodyRows(page)).toHaveCount(10);
    await page.getByRole('searchbox', { name: 'Search' }).fill('zamalek');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toContainText('Zamalek Atelier');
    await expect(page.getByText('1 result', { exact: true })).toBeAttached();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(bodyRows(page)).toHaveCount(10);
  });

  test('sorting by a column reorders the rows, both ways', async ({ page }) => {
    const sellers = DASHBOARD_FIXTURES['/api/sellers']();
    const byBalance = [...sellers].sort((a, b) => a.balance - b.balance);
    await gotoHydrated(page, '/dashboard/sellers');
    const header = page.getByRole('columnheader', { name: /Balance/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(page).first()).toContainText(byBalance[0]?.name ?? '');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page).first()).toContainText(byBalance.at(-1)?.name ?? '');
  });

  test('a featured toggle changes the row at once and says nothing is saved', async ({ page }) => {
    await gotoHydrated(page, '/dashboard/brands');
    const toggle = page.getByRole('switch').first();
    const before = await toggle.isChecked();
    await toggle.click();
    await expect(toggle).toBeChecked({ checked: !before });
    await expect(page.getByText(enDashboard.notSaved)).toBeVisible();
  });

  test(
    'Arabic: right to left, the sidebar on the right, Arabic headers and digits',
    onPhonesToo,
    async ({ page }, info) => {
      const total = DASHBOARD_FIXTURES['/api/refund-requests']().length;
      await gotoHydrated(page, '/ar/dashboard/refund-requests');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        arDashboard.screens['refund-requests'].title,
      );
      await expect(
        page.getByRole('columnheader', { name: arDashboard.columns.status }),
      ).toBeVisible();
      await expect(bodyRows(page)).toHaveCount(Math.min(10, total));
      await expect(
        page.getByText(
          `${formatNumber(1, 'ar')}–${formatNumber(Math.min(10, total), 'ar')} من ${formatNumber(total, 'ar')}`,
        ),
      ).toBeVisible();
      if (info.project.name === 'desktop') {
        const aside = await page.locator('aside').boundingBox();
        const main = await page.locator('main').boundingBox();
        expect((aside?.x ?? 0) > (main?.x ?? 0)).toBe(true);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );

  test(
    'on a phone the sections are in a drawer behind the menu button',
    onPhonesOnly,
    async ({ page }) => {
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
    },
  );
});
