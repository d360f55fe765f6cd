import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumPath } from './support/browser';
import { expect, gotoHydrated, test } from './support/fixtures';

// The installable shop (issue 41, docs/adr/0022-installable-offline-shop.md): a manifest per language, Chrome's own
// installability verdict, and the install offer made once.

const manifests = [
  { path: '/manifest.webmanifest', page: '/', lang: 'en', dir: 'ltr', start: '/' },
  { path: '/ar/manifest.webmanifest', page: '/ar', lang: 'ar', dir: 'rtl', start: '/ar' },
] as const;

test('each language has its manifest, linked from its pages, with icons of the stated sizes', async ({
  request,
}) => {
  for (const manifest of manifests) {
    const answer = await request.get(manifest.path);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const body = (await answer.json()) as {
      lang: string;
      dir: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
      screenshots: { src: string; sizes: string; form_factor: string }[];
    };
    expect(body).toMatchObject({
      lang: manifest.lang,
      dir: manifest.dir,
      start_url: manifest.start,
      scope: '/',
      display: 'standalone',
    });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(body.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const image of [...body.icons, ...body.screenshots]) {
      const file = await request.get(image.src);
      expect(file.status(), image.src).toBe(200);
      const { width, height } = await sharp(await file.body()).metadata();
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
    }
    const html = await (await request.get(manifest.page)).text();
    expect(html).toContain(`<link rel="manifest" href="${manifest.path}"/>`);
  }
});

test("Chrome finds the shop installable in both languages (Lighthouse's check)", async ({
  baseURL,
}) => {
  // Playwright's contexts are incognito, where Chrome never installs: a real profile instead.
  const profile = mkdtempSync(join(tmpdir(), 'install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const session = await context.newCDPSession(page);
    for (const { page: path } of manifests) {
      await page.goto(path);
      // The same protocol call Lighthouse's installability audit makes.
      await expect
        .poll(async () => {
          const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
          return installabilityErrors.map((error) => error.errorId);
        })
        .toEqual([]);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test.describe('the install offer', () => {
  test.use({ consentPending: false });

  /** What Chrome sends when the shop can be installed, with a stub for its dialog. */
  const offerInstall = (page: Page) =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          document.documentElement.dataset.installPrompted = 'true';
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  test('comes on the second visit, in Arabic, opens the browser prompt, and never again', async ({
    context,
    page,
  }) => {
    const card = (visit: Page) =>
      visit.getByRole('region', { name: 'أضف المتجر إلى الشاشة الرئيسية' });

    await gotoHydrated(page, '/ar');
    // The shop keeps the event (no mini-infobar) but waits: a first visit is too early. It
    // listens from its after-load chunk on, so the event is sent until it is kept.
    await expect.poll(() => offerInstall(page)).toBe(true);
    await expect(page.getByRole('link', { name: /واتساب/ })).toBeVisible();
    await expect(card(page)).toHaveCount(0);

    const second = await context.newPage();
    await gotoHydrated(second, '/ar/product/1');
    await expect.poll(() => offerInstall(second)).toBe(true);
    await expect(card(second)).toContainText('خلّي المتجر على الشاشة الرئيسية');
    // One overlay at a time: the WhatsApp button gives the bottom of the screen to the card.
    await expect(second.getByRole('link', { name: /واتساب/ })).toHaveCount(0);
    await card(second).getByRole('button', { name: 'تثبيت' }).click();
    await expect(second.locator('html[data-install-prompted="true"]')).toHaveCount(1);
    await expect(card(second)).toHaveCount(0);

    const third = await context.newPage();
    await gotoHydrated(third, '/ar');
    await expect.poll(() => offerInstall(third)).toBe(true);
    await expect(third.getByRole('link', { name: /واتساب/ })).toBeVisible();
    await expect(card(third)).toHaveCount(0);
  });
});
