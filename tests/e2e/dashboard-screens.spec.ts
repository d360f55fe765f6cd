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
  WITH_SHOP_WORKER,
} from './support/fixtures';

// The shop's worker is on here (blocked elsewhere: playwright.config.ts).
test.use(WITH_SHOP_WORKER);

/**
 * The marketplace screens a single poultry shop has no data for: they stay on the mock layer's
 * sample data and say so. The overview, orders, products, categories, customers, delivery
 * zones, reviews and complaints are the shop's own (order-queue.spec.ts, dashboard-shop-data.spec.ts,
 * dashboard-products.spec.ts, dashboard-categories.spec.ts).
 */
const SAMPLE_SCREENS = {
  brands: '/api/brands',
  sellers: '/api/sellers',
  'package-payments': '/api/package-payments',
  'earning-history': '/api/earning-history',
  payouts: '/api/payouts',
  'payout-requests': '/api/payout-requests',
} as const satisfies Partial<Record<DashboardListScreen, DashboardEndpoint>>;

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** The screen every sample screen is alike to (its columns cover every kind): scanned by axe. */
const REPRESENTATIVE = 'sellers';

test.describe('the dashboard, signed in as an admin', () => {
  test.use({ signedInAs: 'admin', consentPending: false });

  // The sample screens are one list component over different rows: one walk through all of
  // them checks each one's label, rows and paging; one axe scan covers the component.
  test('every sample screen says it shows sample data, and lists its mock rows a page at a time', async ({
    page,
  }) => {
    await gotoHydrated(page, '/dashboard/brands');
    const nav = page.getByRole('navigation', { name: enDashboard.nav.label });
    for (const [screen, endpoint] of Object.entries(SAMPLE_SCREENS)) {
      const total = DASHBOARD_FIXTURES[endpoint]().length;
      const title = enDashboard.screens[screen as DashboardListScreen].title;
      await nav.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${screen}$`));
      await expect(page.getByRole('heading', { level: 1 }), screen).toHaveText(title);
      const note = page.getByRole('note');
      await expect(note, screen).toContainText(enDashboard.sampleData.title);
      await expect(note, screen).toContainText(enDashboard.sampleData.message);
      await expect(bodyRows(page), screen).toHaveCount(Math.min(10, total));
      await expect(page.getByText(`1–${Math.min(10, total)} of ${total}`), screen).toBeVisible();
      await expect(nav.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    }
  });

  // The table's own logic, on the representative screen: one page load for all of it.
  test(`/dashboard/${REPRESENTATIVE} passes axe; search, sorting and a toggle work on its table`, async ({
    page,
  }) => {
    const sellers = DASHBOARD_FIXTURES['/api/sellers']();
    await gotoHydrated(page, `/dashboard/${REPRESENTATIVE}`);
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByRole('note')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Search narrows the rows and says how many match; clearing brings them back.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('khalili');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toContainText('Khan El Khalili Crafts');
    await expect(page.getByText('1 result', { exact: true })).toBeAttached();
    await search.fill('');
    await expect(bodyRows(page)).toHaveCount(10);

    // Sorting by a column reorders the rows, both ways.
    const byBalance = [...sellers].sort((a, b) => a.balance - b.balance);
    const header = page.getByRole('columnheader', { name: /Balance/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(page).first()).toContainText(byBalance[0]?.name ?? '');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page).first()).toContainText(byBalance.at(-1)?.name ?? '');

    // A published toggle changes the row at once and says nothing is saved.
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
      const total = DASHBOARD_FIXTURES['/api/payout-requests']().length;
      await gotoHydrated(page, '/ar/dashboard/payout-requests');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        arDashboard.screens['payout-requests'].title,
      );
      await expect(page.getByRole('note')).toContainText(arDashboard.sampleData.title);
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
    'on a phone the sections are in a drawer behind the menu button, the sample screens grouped apart',
    onPhonesOnly,
    async ({ page }) => {
      await gotoHydrated(page, '/ar/dashboard');
      await page.getByRole('button', { name: arDashboard.nav.open }).click();
      const nav = page.getByRole('navigation', { name: arDashboard.nav.label });
      await expect(nav.getByRole('link', { name: arDashboard.screens.orders.title })).toBeVisible();
      // The marketplace screens wait behind their own heading, after the shop's own.
      const sellers = nav.getByRole('link', { name: arDashboard.screens.sellers.title });
      await expect(sellers).toBeHidden();
      const group = nav.getByRole('button', { name: new RegExp(arDashboard.nav.sample) });
      await expect(group).toHaveAttribute('aria-expanded', 'false');
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      // Scrolled to and wholly shown once the group has unfolded, not while it still grows: a
      // tap during the unfolding went nowhere once, on a busy runner.
      await expect(async () => {
        await sellers.scrollIntoViewIfNeeded();
        await expect(sellers).toBeInViewport({ ratio: 1, timeout: 500 });
      }).toPass();
      await sellers.click();
      await expect(page).toHaveURL(/\/ar\/dashboard\/sellers$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        arDashboard.screens.sellers.title,
      );
    },
  );
});
