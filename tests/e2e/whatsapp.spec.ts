import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, onPhonesOnly, test } from './support/fixtures';

// The button follows the shop's own WhatsApp contact, which every storefront page brings from
// the server (the seeded shop has one). Without one there is no button: the component test
// (src/features/contact/components/whatsapp-button.test.tsx) proves that half. It shows only
// once the visitor has answered the cookie notice (overlays.spec.ts has that order).
test.use({ consentPending: false });

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the headings, breadcrumbs and the header that are on screen. */
async function headingsAndBreadcrumbs(page: Page): Promise<{ text: string; box: Box }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, nav[aria-label] ol, header')]
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return {
          text: element.textContent.trim().slice(0, 40),
          box: { x, y, width, height },
        };
      })
      .filter(
        ({ box }) =>
          box.width > 0 && box.height > 0 && box.y < window.innerHeight && box.y + box.height > 0,
      ),
  );
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const pages = {
  en: ['/', '/product/1', '/product/search/ducks', '/signup', '/cart'],
  ar: ['/ar', '/ar/product/1', '/ar/product/search/ducks', '/ar/signup', '/ar/cart'],
} as const;

const screens = [
  // The phone of the screenshots; the bottom navigation shows below 960 px.
  { name: 'phone', details: onPhonesOnly, viewport: { width: 390, height: 844 } },
  { name: 'desktop', details: {}, viewport: { width: 1280, height: 800 } },
] as const;

for (const { name, details, viewport } of screens) {
  test.describe(`the WhatsApp button on a ${name}`, () => {
    test.use({ viewport });

    for (const lang of ['en', 'ar'] as const) {
      test(
        `${lang}: in the bottom inline-end corner, over no heading or breadcrumb`,
        details,
        async ({ page }) => {
          for (const path of pages[lang]) {
            await gotoHydrated(page, path);
            const button = page.getByTestId('whatsapp-button');
            await expect(button, path).toBeVisible();
            const box = await boxOf(button);

            // Inline-end: right in English, left in Arabic; never the other corner.
            const fromEnd = lang === 'ar' ? box.x : viewport.width - (box.x + box.width);
            expect(fromEnd, path).toBeGreaterThanOrEqual(8);
            expect(fromEnd, path).toBeLessThanOrEqual(32);

            if (name === 'phone') {
              // Just above the bottom navigation, not on it.
              const bar = await boxOf(page.getByTestId('bottom-nav'));
              const above = bar.y - (box.y + box.height);
              expect(above, path).toBeGreaterThanOrEqual(8);
              expect(above, path).toBeLessThanOrEqual(32);
            } else {
              await expect(page.getByTestId('bottom-nav')).toBeHidden();
              const fromBottom = viewport.height - (box.y + box.height);
              expect(fromBottom, path).toBeGreaterThanOrEqual(8);
              expect(fromBottom, path).toBeLessThanOrEqual(32);
            }

            const covered = (await headingsAndBreadcrumbs(page)).filter((entry) =>
              overlaps(entry.box, box),
            );
            expect(covered, path).toEqual([]);
          }
        },
      );

      // Issue 38: the cards of the grid's inline-end column scroll past the button, and their
      // heart sat at the card's inline-end corner, under it. Each card of the catalogue is
      // brought in turn to the button's height; whatever heart is there must take the click.
      test(
        `${lang}: a card's heart scrolled to the button's height can still be pressed`,
        details,
        async ({ page }) => {
          await gotoHydrated(page, lang === 'ar' ? '/ar' : '/');
          const button = page.getByTestId('whatsapp-button');
          await expect(button).toBeVisible();
          const fab = await boxOf(button);
          const hearts = page.getByTestId('product-card').getByTestId('favourite-toggle');
          const count = await hearts.count();
          expect(count).toBeGreaterThan(4);

          let checked = 0;
          for (let index = 0; index < count; index += 1) {
            const heart = hearts.nth(index);
            await heart.scrollIntoViewIfNeeded();
            const before = await boxOf(heart);
            const fabMiddle = fab.y + fab.height / 2;
            await page.evaluate(
              (by) => window.scrollBy({ top: by, behavior: 'instant' }),
              before.y + before.height / 2 - fabMiddle,
            );
            const box = await boxOf(heart);
            // The page could not scroll further (the last row), or the card is one a phone's
            // sideways rail keeps off the screen until swiped to: nothing at the button's height.
            if (Math.abs(box.y + box.height / 2 - fabMiddle) > 2) continue;
            if (box.x < 0 || box.x + box.width > viewport.width) continue;
            const onTop = await heart.evaluate(
              (el, { x, y }) => {
                const hit = document.elementFromPoint(x, y);
                return hit !== null && el.contains(hit);
              },
              { x: box.x + box.width / 2, y: box.y + box.height / 2 },
            );
            expect(onTop, `heart ${index + 1} at the button's height`).toBe(true);
            checked += 1;
          }
          // Every row of the grid but the last reaches the button's height.
          expect(checked).toBeGreaterThan(count / 2);
        },
      );
    }
  });
}

test.describe('the WhatsApp chat', () => {
  for (const path of ['/', '/ar']) {
    test(`${path}: the button opens wa.me in a new tab`, async ({ page, context }) => {
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
      await gotoHydrated(page, path);
      const button = page.getByTestId('whatsapp-button');
      await expect(button).toHaveAccessibleName(/WhatsApp|واتساب/);
      const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe('https://wa.me/201001234567');
    });
  }
});

test.describe('on the staff dashboard', () => {
  test.use({ signedInAs: 'admin' });

  test('there is no WhatsApp button', async ({ page }) => {
    await gotoHydrated(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('whatsapp-button')).toHaveCount(0);
  });
});
