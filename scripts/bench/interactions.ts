// The bench's interaction part (issue 42): how long a tap waits for the next paint on a phone
// at 4x CPU slowdown, for the two taps shoppers make most: "Add to cart" on a product page and
// the phone navigation's cart (the mini cart). Measured with the browser's Event Timing API,
// the source the web-vitals library reads INP from: an interaction's latency is the longest
// duration of the events that share its interactionId, from the tap to the frame after them.
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from '../../tests/e2e/support/browser';
import { CPU_SLOWDOWN, phoneContext } from './phone';
import { median } from './stats';

export interface InteractionTarget {
  name: string;
  url: string;
  /** The control the shopper taps, as a Playwright selector. */
  tap: string;
}

export interface InteractionRow {
  name: string;
  /** Median over the runs of the interaction's latency, ms. */
  inpMs: number;
  runs: number[];
}

/**
 * Collects every event entry with an interactionId from the first byte (durationThreshold 16
 * is the smallest the browser allows; web-vitals uses 40, which would hide quick ones).
 */
const RECORD_EVENTS = `(() => {
  const entries = (window.__benchInteractions = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) entries.push([entry.interactionId, entry.duration, entry.name]);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

async function settle(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // The after-load work (the worker, the install offer) starts on idle after load: let it run,
  // as a shopper's first tap usually comes after the page has settled.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
}

async function measureOnce(browser: Browser, origin: string, target: InteractionTarget) {
  // The notices answered: the tap is the shopper's first on the page, not on a dialog.
  const context = await phoneContext(browser, origin);
  try {
    await context.addInitScript(RECORD_EVENTS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(target.url, { waitUntil: 'load' });
    await settle(page);
    // The shopper scrolls to the control, the page answers what the scroll brought near (a
    // product page's similar items load then), and then they tap: the tap is measured alone.
    const control = page.locator(target.tap).first();
    await control.scrollIntoViewIfNeeded();
    await settle(page);
    const box = await control.boundingBox();
    if (!box) throw new Error(`${target.name}: ${target.tap} is not on screen`);
    // A finger on the control's centre, straight from the browser's input pipeline: Playwright's
    // tap() first runs its checks in the page, which at 4x CPU would delay the tap's events.
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // Event entries are reported after the frame they end with; two frames and a moment more.
    await page.waitForTimeout(1500);
    const entries = await page.evaluate<Array<[number, number, string]>>(
      'window.__benchInteractions',
    );
    if (entries.length === 0) throw new Error(`${target.name}: the tap made no interaction`);
    const byInteraction = new Map<number, number>();
    for (const [id, duration] of entries) {
      byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
    }
    // One tap, one interaction; were there more, the slowest is what INP would report.
    return Math.max(...byInteraction.values());
  } finally {
    await context.close();
  }
}

export async function measureInteractions(
  origin: string,
  targets: InteractionTarget[],
  runs: number,
): Promise<InteractionRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const rows: InteractionRow[] = [];
    for (const target of targets) {
      const latencies: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        latencies.push(await measureOnce(browser, origin, target));
      }
      rows.push({ name: target.name, inpMs: Math.round(median(latencies)), runs: latencies });
      console.log(`interaction ${target.name}: ${latencies.map(Math.round).join(', ')} ms`);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
