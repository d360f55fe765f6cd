import type { Page } from '@playwright/test';
import { expect, onPhonesOnly, test } from './support/fixtures';
import { savedCart } from './support/shopper-data';

/**
 * A slow line (issue 42): the page's text and buttons show seconds before its scripts have
 * run. Here the scripts are held back until the test lets them go, so every tap below lands
 * on a page that React has not hydrated yet.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's HTML has arrived and shows; its scripts have not run. */
async function openUnhydrated(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor();
}

const hydrated = (page: Page) =>
  page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

/** The seed's white broiler chicken: 1.5 kg unless another weight is chosen. */
const CHICKEN = { id: 1, name: 'فرخة بيضاء كاملة، منظفة' };

test(
  'on a phone in Arabic, a weight chosen and "add to cart" tapped before the page is live are kept and done once it is',
  onPhonesOnly,
  async ({ page }) => {
    const release = await holdScripts(page);
    await openUnhydrated(page, `/ar/product/${CHICKEN.id}`);
    const twoKg = page.getByRole('group', { name: 'الوزن' }).getByRole('button', { name: '٢ كجم' });
    const add = page.getByRole('button', { name: `أضف إلى السلة: ${CHICKEN.name}` });

    await twoKg.click();
    await add.click();
    // A second tap while waiting (nothing seemed to happen) does not add a second chicken.
    await add.click();
    // Held: the button looks pressed, and nothing is done before the page can do it right.
    await expect(add).toHaveAttribute('data-early-tap', '');
    expect(await savedCart(page)).toEqual([]);

    release();
    await hydrated(page);
    await expect(twoKg).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => savedCart(page)).toHaveLength(1);
    expect(await savedCart(page)).toMatchObject([{ id: CHICKEN.id, weight: 2, qty: 1 }]);
    await expect(add).toHaveCount(0);
  },
);

test.describe('a first visit on a slow line', () => {
  test.use({ firstVisit: true, consentPending: false });

  test('the welcome dialog does not open over a page the visitor has started using', async ({
    page,
    context,
  }) => {
    const release = await holdScripts(page);
    await openUnhydrated(page, '/');
    // A tap on a link is a plain navigation before the scripts run: the shopper scrolls instead.
    await page.mouse.wheel(0, 400);

    release();
    await hydrated(page);
    // The dialog's own code is in: had it been going to open, it would be open now.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Not dismissed either: a later visit still greets the shopper.
    expect((await context.cookies()).some((cookie) => cookie.name === 'visited')).toBe(false);
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Welcome to our new store' })).toBeVisible();
  });
});
