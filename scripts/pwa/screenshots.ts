// npx tsx scripts/pwa/screenshots.ts [base URL] (from the repository root, with the shop
// running there; default http://127.0.0.1:3100, the browser tests' server): photographs the
// home page in each language, as a phone and as a laptop show it, for the manifests'
// `screenshots` (the richer install dialog of Chrome on Android and desktop). Writes small
// WebP files to public/screenshots; re-run it when the home page changes a lot.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { SCREENSHOT_SIZES, screenshotPath } from '@/features/install/model/web-manifest';
import { LOCALES } from '@/lib/i18n/locales';
import { chromiumPath } from '../../tests/e2e/support/browser';

const base = process.argv[2] ?? 'http://127.0.0.1:3100';

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  mkdirSync('public/screenshots', { recursive: true });
  try {
    for (const form of ['narrow', 'wide'] as const) {
      const { width, height } = SCREENSHOT_SIZES[form];
      // One CSS pixel per image pixel: the sizes the manifest states, and small files.
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        isMobile: form === 'narrow',
        hasTouch: form === 'narrow',
      });
      // A returning visitor who has answered the cookie notice: the shop, not its notices.
      await context.addCookies([
        { name: 'visited', value: 'true', url: base },
        { name: 'Acceptedcookie', value: 'true', url: base },
      ]);
      const page = await context.newPage();
      for (const locale of LOCALES) {
        await page.goto(`${base}${locale === 'ar' ? '/ar' : '/'}`, { waitUntil: 'networkidle' });
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        const png = await page.screenshot({ animations: 'disabled' });
        const webp = await sharp(png).webp({ quality: 60, effort: 6 }).toBuffer();
        const path = screenshotPath(locale, form);
        writeFileSync(join('public', path), webp);
        console.log(`${path}: ${webp.length} bytes`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
