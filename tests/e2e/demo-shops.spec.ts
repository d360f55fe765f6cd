import type { Locator, Page } from '@playwright/test';
import arDemo from '../../public/locales/ar/demo.json';
import enDemo from '../../public/locales/en/demo.json';
import { demoFixture } from '../../mocks/fixtures/demo-shop-fixtures';
import type { DemoShopEndpoint } from '../../src/contracts/demo/demo-endpoints';
import { DEMO_SHOP_SLUGS, type DemoShopSlug } from '../../src/contracts/demo/demo-shops';
import { DEMO_SHOPS } from '../../src/features/demo-shops/model/demo-shops';
import type { DemoSectionConfig } from '../../src/features/demo-shops/model/shop-config';
import type { Locale } from '../../src/lib/i18n/locales';
import {
  expect,
  gotoHydrated,
  onPhonesToo,
  seriousA11yViolations,
  test,
  WITH_SHOP_WORKER,
} from './support/fixtures';

// The shop's worker is on here (blocked elsewhere: playwright.config.ts).
test.use(WITH_SHOP_WORKER);

const THEME_COLOURS: Record<DemoShopSlug, string> = {
  grocery1: '#FA8C16',
  grocery2: '#FA8C16',
  grocery3: '#FA8C16',
  'gadget-shop': '#FA8C16',
  'fashion-shop': '#FA8C16',
  'superstore-shop': '#FA8C16',
  'furniture-shop': '#4BB4B4',
  'healthbeauty-shop': '#4E97FD',
  'gift-shop': '#BE7374',
};

type Titles = typeof enDemo;

/**
 * Shops that between them show every kind of section and a category navigation: scanned with
 * axe in Arabic too, and opened on phones. Every shop is scanned in English; an Arabic page
 * differs from it only in its words, which the locale parity test checks are all there.
 */
const RTL_SAMPLE: readonly DemoShopSlug[] = ['grocery2', 'gadget-shop', 'superstore-shop'];

/**
 * The one sample also opened on a phone: its sections at phone width, right to left. One is
 * enough (the layout is the shared section components'), and the superstore's scan alone took
 * 30 s on a phone of the browser suite's 10 minutes (docs/testing.md).
 */
const PHONE_SAMPLE: DemoShopSlug = 'gadget-shop';

const sectionKinds = (slugs: readonly DemoShopSlug[]) =>
  [
    ...new Set(slugs.flatMap((slug) => DEMO_SHOPS[slug].sections.map((config) => config.kind))),
  ].sort();

/** A section of the page, found by its (possibly visually hidden) h2. */
function section(page: Page, title: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/**
 * The text a section shows for the first entry of its fixture in the page's language: proof
 * the worker answered, and answered in that language (issue 26: Arabic pages showed English).
 */
function firstEntryText(endpoint: DemoShopEndpoint, locale: Locale): string {
  const [first] = demoFixture(endpoint, locale) as Array<Record<string, unknown>>;
  const text = first?.title ?? first?.name ?? first?.clientName;
  if (typeof text !== 'string') throw new Error(`${endpoint} has no first entry with a name`);
  return text;
}

async function expectSectionFromWorker(
  page: Page,
  config: DemoSectionConfig,
  titles: Titles,
  locale: Locale,
) {
  const title = titles.sections[config.title as keyof Titles['sections']];
  const region = section(page, title);
  // A long page's sections ask one after another through the worker: on a busy runner the
  // last of the superstore's took over the default wait.
  await expect(region).toHaveAttribute('data-section-status', 'ready', { timeout: 20_000 });
  const text = firstEntryText(config.endpoint, locale);
  // Brand marks are pictures named by their alt text; everything else shows its name.
  if (config.kind === 'brands') {
    await expect(region.getByRole('img', { name: text }).first()).toBeAttached();
  } else {
    await expect(region.getByText(text, { exact: false }).first()).toBeAttached();
  }
}

async function controlledByMockWorker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

test.describe('demo shops', () => {
  // The superstore's page is the longest the suite scans with axe: 60 s was not enough once on
  // a slow runner.
  test.describe.configure({ timeout: 90_000 });

  test('the right-to-left sample shows every kind of section and a navigation', () => {
    expect(sectionKinds(RTL_SAMPLE)).toEqual(sectionKinds(DEMO_SHOP_SLUGS));
    expect(RTL_SAMPLE.some((slug) => DEMO_SHOPS[slug].navigation)).toBe(true);
  });

  for (const slug of DEMO_SHOP_SLUGS) {
    const shop = DEMO_SHOPS[slug];
    const sampled = RTL_SAMPLE.includes(slug);

    test(`/${slug}: themed, every section filled by the mock worker, accessible`, async ({
      page,
    }) => {
      await gotoHydrated(page, `/${slug}`);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        THEME_COLOURS[slug],
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enDemo.shops[slug].name);
      await expect(page.getByTestId('demo-notice')).toBeVisible();
      for (const config of shop.sections) {
        await expectSectionFromWorker(page, config, enDemo, 'en');
      }
      if (shop.navigation) {
        const nav = page.getByRole('navigation', { name: `${enDemo.shops[slug].name} categories` });
        await expect(nav).toContainText(firstEntryText(shop.navigation, 'en'));
      }
      expect(await controlledByMockWorker(page)).toMatch(/\/sw\.js$/);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    const arabicTitle = `/ar/${slug}: Arabic, right to left, every section filled${sampled ? ', accessible' : ''}`;
    test(arabicTitle, slug === PHONE_SAMPLE ? onPhonesToo : {}, async ({ page }) => {
      await gotoHydrated(page, `/ar/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(arDemo.shops[slug].name);
      for (const config of shop.sections) {
        await expectSectionFromWorker(page, config, arDemo, 'ar');
      }
      if (sampled) expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
