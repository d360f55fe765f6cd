import { formatMoney } from '../../src/lib/format/money';
import { newAccount } from './support/accounts';
import { expect, gotoHydrated, onPhonesToo, test } from './support/fixtures';
import { chooseFirstSlot, ordersOf, savedCart, ZONES } from './support/shopper-data';

// The whole first purchase of a new customer: many pages, a sign-up and an order.
test.describe.configure({ timeout: 120_000 });

/** Seeded as "أوراك فراخ مخلية"; typed here with bare alef and ha for alef-hamza and ta marbuta. */
const VARIANT_QUERY = 'اوراك فراخ مخليه';
const PRODUCT_NAME = 'أوراك فراخ مخلية';

// The whole first purchase, on desktop and on a phone (where most of them happen).
test(
  'an Arabic shopper browses, searches with a variant spelling, signs up at checkout and orders',
  onPhonesToo,
  async ({ page }) => {
    // Anonymous browsing: the Arabic home page, right to left from the first byte.
    await gotoHydrated(page, '/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main a[href^="/ar/product/search/"]').first()).toBeVisible();

    // Search from the header with a variant spelling.
    const search = page.locator('header input[name="q"]').locator('visible=true').first();
    await search.fill(VARIANT_QUERY);
    await search.press('Enter');
    await page.waitForURL(/\/ar\/product\/search\//);
    const result = page.locator('main').getByRole('link', { name: PRODUCT_NAME }).first();
    await expect(result).toBeVisible();

    // The product page, and into the cart.
    await result.click();
    await page.waitForURL(/\/ar\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const details = await page.request.get(`/api/item/details/${id}`, { headers: { lang: 'ar' } });
    const { price } = ((await details.json()) as { results: { price: number } }).results;
    await page.getByRole('button', { name: `أضف إلى السلة: ${PRODUCT_NAME}` }).click();
    await expect.poll(() => savedCart(page)).toHaveLength(1);
    // Sold by weight, the line is the price of the weight the page picked (its estimate).
    const [line] = (await savedCart(page)) as { weight?: number }[];
    const subtotal = Math.round(price * (line?.weight ?? 1) * 100) / 100;

    // Checkout from the mini cart asks a signed-out shopper to sign in, then to sign up.
    await page
      .getByRole('button', { name: /^السلة، عدد القطع/ })
      .locator('visible=true')
      .first()
      .click();
    await page.getByRole('dialog').getByRole('link', { name: 'إتمام الطلب' }).click();
    await page.waitForURL(/\/ar\/login\?/);
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toMatch(/^\/ar\/checkout/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'أنشئ حسابًا' }).click();
    await page.waitForURL(/\/ar\/signup\?/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

    const account = newAccount();
    const form = page.locator('main form');
    await form.locator('input[name="name"]').fill('منى علي');
    // The mobile number signed up with is the delivery phone too: it is asked once.
    await form.locator('input[name="username"]').fill(account.username);
    await expect(form.locator('input[name="phone"]')).toHaveCount(0);
    await form.locator('input[name="password"]').fill(account.password);
    await form.locator('button[type="submit"]').click();

    // The account is made and signed in; on to the checkout it was going to.
    await expect(page.getByRole('heading', { level: 1, name: 'الحساب اتعمل' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'متابعة' }).click();

    // Back at checkout, signed in: add the first address and place the order.
    await page.waitForURL(/\/ar\/checkout/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const address = page.locator('main form');
    await address.locator('input[name="recipient"]').fill('منى علي');
    await address.locator('input[name="phone"]').fill(account.phone);
    await address.locator('select[name="zone_id"]').selectOption(String(ZONES.mansoura.id));
    await address.locator('input[name="city"]').fill('المنصورة');
    await address.locator('input[name="street"]').fill('شارع الجمهورية');
    await address.locator('input[name="building"]').fill('١٢');
    await address.getByRole('button', { name: 'احفظ ووصّل هنا' }).click();

    const total = subtotal + ZONES.mansoura.fee;
    await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(total, 'ar'));
    await chooseFirstSlot(page);
    await page.getByTestId('place-order').click();

    // The order page: Pending, the right totals, and an empty cart.
    await page.waitForURL(/\/ar\/orders\/\d+\?placed=1$/);
    await expect(page.getByTestId('order-progress').locator('[aria-current="step"]')).toHaveText(
      /قيد الانتظار/,
    );
    await expect(page.getByTestId('order-subtotal')).toHaveText(formatMoney(subtotal, 'ar'));
    await expect(page.getByTestId('order-delivery')).toHaveText(
      formatMoney(ZONES.mansoura.fee, 'ar'),
    );
    await expect(page.getByTestId('order-total')).toHaveText(formatMoney(total, 'ar'));
    expect(await savedCart(page)).toEqual([]);
    await expect(
      page.getByRole('button', { name: /^السلة، عدد القطع/ }).first(),
    ).toHaveAccessibleName(/٠|0/);

    // The page's session cookie is what the shop's own calls are authenticated with.
    const orders = await ordersOf(page.request);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'Pending', total });
  },
);
