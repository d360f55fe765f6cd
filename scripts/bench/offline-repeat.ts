// npm run bench:offline: the first and the repeat visit of the home page (/ and /ar) on a
// simulated slow 3G line, in one browser context per page: what the shop's service worker
// saves a returning shopper (issue 41; docs/performance.md, "Repeat visits on a slow line").
// Builds nothing: it serves the production build in .next (`npm run build` first).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../../tests/e2e/support/browser';
import { APP, startApp } from './app-server';
import { buildBenchDatabase } from './bench-database';
import { throttlePage, throttleServiceWorkers } from './slow-line';

const ROOT = path.join(__dirname, '../..');
const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '500' },
    'database-url': { type: 'string', default: 'file:data/bench/offline.db' },
  },
});

type Paint = { fcp: number; lcp: number; fromWorker: boolean };

/** First and largest contentful paint of the page on screen, read once it has loaded. */
function paintTimes(page: Page): Promise<Paint> {
  return page.evaluate(
    () =>
      new Promise<Paint>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        const [navigation] = performance.getEntriesByType('navigation');
        const fromWorker = (navigation as PerformanceNavigationTiming | undefined)?.workerStart
          ? true
          : false;
        // Buffered: the entries so far; the last one is the largest contentful paint.
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? NaN, fromWorker });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * Waits until the shop's worker controls the page (it claims the page it was installed from).
 * False when none does within a minute (a build without the worker): the repeat visit is then
 * the browser's HTTP cache alone, still reported, as the baseline the worker is measured against.
 */
async function workerInControl(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    return true;
  } catch {
    return false;
  }
}

/** Whether the worker has kept the page on screen, waiting up to a minute for it. */
async function pageKept(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      async () => (await caches.match(window.location.href)) !== undefined,
      undefined,
      {
        timeout: 60_000,
        polling: 250,
      },
    );
    return true;
  } catch {
    return false;
  }
}

async function visitTwice(path: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const workersThrottled = await throttleServiceWorkers(browser);
    const context = await browser.newContext({
      baseURL: APP,
      viewport: { width: 412, height: 915 },
    });
    // A returning visitor who has answered the notices: the page, not the overlays, is timed.
    await context.addCookies([
      { name: 'visited', value: 'true', url: APP },
      { name: 'Acceptedcookie', value: 'true', url: APP },
    ]);
    const page = await context.newPage();
    await throttlePage(context, page);
    await page.goto(path, { waitUntil: 'load', timeout: 180_000 });
    const first = await paintTimes(page);
    const controlled = await workerInControl(page);
    // The worker keeps the page it was installed from at the page's idle moment
    // (src/sw/first-page.ts); the repeat visit starts once it has (no timing).
    const kept = controlled && (await pageKept(page));
    await page.waitForLoadState('networkidle');
    const second = await context.newPage();
    await throttlePage(context, second);
    await second.goto(path, { waitUntil: 'load', timeout: 180_000 });
    const repeat = await paintTimes(second);
    return { path, first, repeat, controlled, kept, workersThrottled: workersThrottled() };
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
    throw new Error('No production build in .next: run `npm run build` first.');
  }
  await buildBenchDatabase(args['database-url'], Number(args.items));
  const app = await startApp(args['database-url']);
  try {
    console.log('\nHome page on slow 3G (400 kbit/s, 400 ms RTT), first visit vs repeat visit\n');
    console.log('| page | visit | FCP | LCP | answered by the worker |');
    console.log('| ---- | ----- | --- | --- | ---------------------- |');
    for (const target of ['/', '/ar']) {
      const { first, repeat, controlled, kept, workersThrottled } = await visitTwice(target);
      if (!controlled) console.log(`| ${target} | (no service worker took control) | | | |`);
      else if (!kept)
        console.log(`| ${target} | (the worker did not keep the page in a minute) | | | |`);
      for (const [visit, paint] of [
        ['first', first],
        ['repeat', repeat],
      ] as const) {
        console.log(
          `| ${target} | ${visit} | ${ms(paint.fcp)} | ${ms(paint.lcp)} | ${paint.fromWorker ? 'yes' : 'no'} |`,
        );
      }
      console.log(
        `| ${target} | repeat ÷ first | ${(repeat.fcp / first.fcp).toFixed(2)} | ${(repeat.lcp / first.lcp).toFixed(2)} | workers throttled: ${workersThrottled} |`,
      );
    }
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
