import type { Page } from '@playwright/test';
import { expect, gotoHydrated, onPhonesOnly, test } from './support/fixtures';

// Issue 26: on a first visit the welcome dialog, the cookie notice, the WhatsApp button and the
// phone's bottom navigation all showed at once, on a product opened from a shared link too.
// Now one overlay at a time: welcome (a visit that starts at the home page only), then the
// cookie notice, then the WhatsApp button (src/shell/overlay-turn.ts).
test.use({ firstVisit: true, consentPending: true });

const TEXT = {
  en: {
    home: '/',
    product: '/product/1',
    welcome: 'Welcome to our new store',
    start: "let's start",
    notice: 'Cookie notice',
    accept: 'I Accept',
  },
  ar: {
    home: '/ar',
    product: '/ar/product/1',
    welcome: 'أهلًا بيك في متجرنا الجديد',
    start: 'لنبدأ',
    notice: 'إشعار ملفات تعريف الارتباط',
    accept: 'موافق',
  },
} as const;

const screens = [
  { name: 'phone', details: onPhonesOnly, viewport: { width: 390, height: 844 } },
  { name: 'desktop', details: {}, viewport: { width: 1280, height: 800 } },
] as const;

/** What floats on the page now, by test id and role (the notice has no test id). */
async function onScreen(page: Page, text: (typeof TEXT)['en' | 'ar']) {
  // The lazily loaded dialog and button have had their chance once the network is quiet.
  await page.waitForLoadState('networkidle');
  return {
    welcome: await page.getByRole('dialog', { name: text.welcome }).isVisible(),
    notice: await page.locator(`[role="region"][aria-label="${text.notice}"]`).isVisible(),
    whatsapp: await page.getByTestId('whatsapp-button').isVisible(),
  };
}

for (const { name, details, viewport } of screens) {
  test.describe(`first visit on a ${name}`, () => {
    test.use({ viewport });

    for (const lang of ['en', 'ar'] as const) {
      const text = TEXT[lang];

      test(
        `${lang}: the home page shows welcome, then the cookie notice, then WhatsApp`,
        details,
        async ({ page }) => {
          await gotoHydrated(page, text.home);
          await expect(page.getByRole('dialog', { name: text.welcome })).toBeVisible();
          expect(await onScreen(page, text)).toEqual({
            welcome: true,
            notice: false,
            whatsapp: false,
          });

          await page.getByRole('button', { name: text.start }).click();
          await expect(page.getByRole('region', { name: text.notice })).toBeVisible();
          expect(await onScreen(page, text)).toEqual({
            welcome: false,
            notice: true,
            whatsapp: false,
          });
          if (name === 'phone') {
            // The notice sits above the bottom navigation, not on it.
            const notice = await page.getByRole('region', { name: text.notice }).boundingBox();
            const bar = await page.getByTestId('bottom-nav').boundingBox();
            expect((notice?.y ?? 0) + (notice?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) + 1);
          }

          await page.getByRole('button', { name: text.accept }).click();
          await expect(page.getByTestId('whatsapp-button')).toBeVisible();
          expect(await onScreen(page, text)).toEqual({
            welcome: false,
            notice: false,
            whatsapp: true,
          });
        },
      );

      test(
        `${lang}: a shared product link shows the product first, no welcome dialog`,
        details,
        async ({ page, context }) => {
          await gotoHydrated(page, text.product);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await onScreen(page, text)).toEqual({
            welcome: false,
            notice: true,
            whatsapp: false,
          });
          // Not welcomed: a later visit that starts at the home page still is.
          expect((await context.cookies()).some((cookie) => cookie.name === 'visited')).toBe(false);

          await page.getByRole('button', { name: text.accept }).click();
          await expect(page.getByTestId('whatsapp-button')).toBeVisible();

          // On to the home page within the visit: no dialog in the shopper's way.
          await page.getByRole('main').getByRole('navigation').getByRole('link').first().click();
          await expect(page).toHaveURL(text.home === '/' ? /\/$/ : /\/ar$/);
          expect(await onScreen(page, text)).toEqual({
            welcome: false,
            notice: false,
            whatsapp: true,
          });
        },
      );
    }
  });
}

test.describe('the welcome dialog', () => {
  test(`its "let's start" button has one focus ring and no dark oval`, async ({ page }) => {
    await gotoHydrated(page, '/');
    const start = page.getByRole('button', { name: "let's start" });
    await expect(start).toBeFocused();
    const look = await start.evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        outlineColor: style.outlineColor,
        boxShadow: style.boxShadow,
        ripples: button.querySelectorAll('.MuiTouchRipple-child').length,
      };
    });
    // The theme's ring (primary.dark, #A65A00): one solid outline, no shadow ring beside it,
    // and no focus ripple (the dark oval) inside.
    expect(look).toEqual({
      outline: 'solid 3px',
      outlineColor: 'rgb(166, 90, 0)',
      boxShadow: 'none',
      ripples: 0,
    });
  });
});

test.describe('before the scripts run (first paint)', () => {
  // The app's scripts never arrive: what shows is the server HTML and the head's inline
  // script alone. A policy that refused that script would log an error and fail the test.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  async function openWithoutScripts(page: Page, path: string) {
    await page.route(/\/_next\/static\/.*\.js$|\/paint-first\.js$/, (route) => route.abort());
    await page.goto(path);
    await page.waitForLoadState('load');
  }

  const notice = (page: Page) => page.locator('[role="region"][aria-label="Cookie notice"]');

  test('a first-time visitor on a product sees the cookie notice with the page', async ({
    page,
  }) => {
    await openWithoutScripts(page, '/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on the home page a first-time visitor gets no notice under the coming welcome', async ({
    page,
  }) => {
    await openWithoutScripts(page, '/');
    await expect(page.locator('html')).not.toHaveAttribute('data-visited');
    await expect(notice(page)).toBeAttached();
    await expect(notice(page)).toBeHidden();
  });

  test.describe('a returning visitor', () => {
    test.use({ firstVisit: false });

    test('who has not chosen sees the notice on the home page at once', async ({ page }) => {
      await openWithoutScripts(page, '/ar');
      await expect(
        page.locator('[role="region"][aria-label="إشعار ملفات تعريف الارتباط"]'),
      ).toBeVisible();
    });
  });

  test.describe('a visitor who has chosen', () => {
    test.use({ firstVisit: false, consentPending: false });

    test('never sees the notice, not even before hydration', async ({ page }) => {
      await openWithoutScripts(page, '/product/1');
      await expect(page.locator('html')).toHaveAttribute('data-consent-given', '');
      await expect(notice(page)).toBeAttached();
      await expect(notice(page)).toBeHidden();
    });
  });
});
