import type { Locator, Page } from '@playwright/test';

/**
 * A finger swiping across the middle of `target` by `dx` pixels (negative: to the left),
 * through the browser's own touch input (Playwright's touchscreen only taps). Needs a context
 * with touch, as the phone project's.
 */
export async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe: the target is not laid out');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: startX, y }],
    });
    for (const share of [0.25, 0.5, 0.75, 1]) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: startX + dx * share, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
