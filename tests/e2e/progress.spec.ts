import { expect, gotoHydrated, test } from './support/fixtures';

test('a slow navigation shows a 3px progress bar in the primary colour, without a spinner', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  // Hold the next page's data so the navigation is visibly slow.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/data/**', async (route) => {
    await held;
    await route.continue();
  });

  await page.getByTestId('language-switch').click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  const style = await bar.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { height: computed.height, background: computed.backgroundColor };
  });
  expect(style).toEqual({ height: '3px', background: 'rgb(250, 140, 22)' });
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);

  release();
  await expect(page).toHaveURL(/\/ar$/);
  // The bar finishes once the Arabic home page has rendered, then fades: a slow runner took
  // longer than the default wait for both.
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 15_000 });
});
