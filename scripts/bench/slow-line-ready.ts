// npm run bench:ready: how long a shopper on a slow line waits before the page's buttons work
// (issue 42, part 1), and what the browser fetched before then. A phone (412 x 915, 4x CPU
// slowdown) on simulated slow 3G (400 kbit/s, 400 ms), first visit with the notices answered,
// no service worker: the home and product pages in both languages, medians of --runs.
// "Usable" is when the page's content has hydrated (DeferredHydration's `data-page-hydrated`,
// the moment the taps held before it are replayed). Builds nothing: it serves the production
// build in .next.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../../tests/e2e/support/browser';
import { APP, startApp } from './app-server';
import { buildBenchDatabase } from './bench-database';
import { CPU_SLOWDOWN, phoneContext } from './phone';
import { throttlePage } from './slow-line';
import { median } from './stats';

const ROOT = path.join(__dirname, '../..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    items: { type: 'string', default: '500' },
    'database-url': { type: 'string', default: 'file:data/bench/ready.db' },
    pages: { type: 'string', default: '/,/ar,/product/1,/ar/product/1' },
    /**
     * What-if: leave these out of the page (`pictures`, `fonts`, comma-separated), to see what
     * the scripts would cost alone on the line.
     */
    without: { type: 'string', default: '' },
  },
});

/** The requests `--without` leaves out, by kind. */
const LEFT_OUT: Record<string, RegExp> = {
  pictures: /\.(webp|avif|jpe?g|png|gif|svg)(\?|$)|\/_next\/image\?/,
  fonts: /\.(woff2?|ttf|otf)(\?|$)/,
};

interface Visit {
  fcp: number;
  /** The app's root hydrated: taps go to React from here (`data-listening`). */
  listening: number;
  /** The page's content hydrated: every button works (`data-page-hydrated`). */
  usable: number;
  /** Bytes over the wire and requests finished by `usable`, the document included. */
  bytesBeforeUsable: number;
  requestsBeforeUsable: number;
  /** The same once the page has loaded and the network is idle. */
  bytes: number;
  requests: number;
}

/**
 * Records, from the first byte, when the document's flags appear on <html>: an observer set
 * before any of the page's scripts runs, so the time is the moment, not the next poll.
 */
const RECORD_FLAGS = `(() => {
  const seen = (window.__benchFlags = {});
  new MutationObserver(() => {
    const root = document.documentElement;
    for (const name of ['data-listening', 'data-page-hydrated'])
      if (seen[name] === undefined && root.hasAttribute(name)) seen[name] = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-listening', 'data-page-hydrated'] });
})();`;

async function visit(browser: Browser, target: string): Promise<Visit> {
  const context = await phoneContext(browser, APP);
  try {
    await context.addInitScript(RECORD_FLAGS);
    for (const kind of args.without.split(',').filter(Boolean)) {
      const pattern = LEFT_OUT[kind];
      if (!pattern) throw new Error(`--without takes pictures and fonts, not ${kind}`);
      await context.route(pattern, (route) => route.abort());
    }
    const page = await context.newPage();
    const session = await throttlePage(context, page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(target, { waitUntil: 'load', timeout: 240_000 });
    await page
      .locator('html[data-hydrated="true"]')
      .waitFor({ state: 'attached', timeout: 240_000 });
    await page.waitForLoadState('networkidle', { timeout: 240_000 });
    return await page.evaluate(() => {
      const flags = (window as unknown as { __benchFlags: Record<string, number | undefined> })
        .__benchFlags;
      const usable = flags['data-page-hydrated'] ?? NaN;
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceResourceTiming[];
      const all = [
        ...(navigation ? [navigation] : []),
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
      ];
      // No named helpers in here: the bench runs through tsx, whose naming of functions the
      // page does not have.
      let bytesBeforeUsable = 0;
      let requestsBeforeUsable = 0;
      let bytes = 0;
      for (const entry of all) {
        bytes += entry.transferSize;
        if (entry.responseEnd > usable) continue;
        bytesBeforeUsable += entry.transferSize;
        requestsBeforeUsable += 1;
      }
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        listening: flags['data-listening'] ?? NaN,
        usable,
        bytesBeforeUsable,
        requestsBeforeUsable,
        bytes,
        requests: all.length,
      };
    });
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
    throw new Error('No production build in .next: run `npm run build` first.');
  }
  const runs = Number(args.runs);
  await buildBenchDatabase(args['database-url'], Number(args.items));
  const app = await startApp(args['database-url']);
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    console.log(
      `\nSlow 3G (400 kbit/s, 400 ms RTT), ${CPU_SLOWDOWN}x CPU, phone, first visit; medians of ${runs}${args.without ? `; without ${args.without}` : ''}\n`,
    );
    console.log(
      '| page | FCP | React listens | usable | usable ÷ FCP | before usable: bytes, requests | by idle: bytes, requests |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const target of args.pages.split(',')) {
      // One unmeasured visit first: the server's first render of a page compiles nothing, but
      // fills its in-process caches, which every shopper after the first finds warm.
      await visit(browser, target);
      const visits: Visit[] = [];
      for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, target));
      const mid = (pick: (entry: Visit) => number) => median(visits.map(pick));
      console.log(
        `| ${target} | ${ms(mid((v) => v.fcp))} | ${ms(mid((v) => v.listening))} | ${ms(mid((v) => v.usable))} | ${(mid((v) => v.usable) / mid((v) => v.fcp)).toFixed(1)} | ${kb(mid((v) => v.bytesBeforeUsable))}, ${mid((v) => v.requestsBeforeUsable)} | ${kb(mid((v) => v.bytes))}, ${mid((v) => v.requests)} |`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
