import { formatMoney } from '../../src/lib/format/money';
import { expect, gotoHydrated, onPhonesOnly, test } from './support/fixtures';
import { secondBrowser } from './support/second-browser';
import { signedInShopper } from './support/session';
import { chooseFirstSlot, createAddress, savedCart, ZONES } from './support/shopper-data';

// A shopper's order, a seller's weighing and the shopper's second order: three sessions.
test.describe.configure({ timeout: 120_000 });

/** The seed's white broiler chicken: EGP 155 a kg; cut in 8 +3 a kg, skinless +10 a kg. */
const CHICKEN = { id: 1, name: 'فرخة بيضاء كاملة، منظفة', perKg: 155 + 3 + 10 };

type CartLine = { id: number; weight?: number; options?: { name: string }[] };

test(
  'a shopper on a phone in Arabic orders 1.5 kg of a chicken cut in 8 without skin for a delivery round; the seller weighs 1.62 kg; the shopper sees the final total and orders it again',
  onPhonesOnly,
  async ({ page, browser, baseURL, sessions }) => {
    const { token } = await signedInShopper(page);
    await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });

    // The product page: weight and preparation as buttons, the estimate as they change.
    await gotoHydrated(page, `/ar/product/${CHICKEN.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page
      .getByRole('group', { name: 'الوزن' })
      .getByRole('button', { name: '١٫٥ كجم' })
      .click();
    await page
      .getByRole('group', { name: 'التقطيع' })
      .getByRole('button', { name: /٨ قطع/ })
      .click();
    await page
      .getByRole('group', { name: 'الجلد' })
      .getByRole('button', { name: /من غير جلد/ })
      .click();
    const estimate = CHICKEN.perKg * 1.5;
    await expect(page.getByTestId('choice-estimate')).toContainText(formatMoney(estimate, 'ar'));
    await expect(page.getByText('سعر تقديري: السعر النهائي بعد الوزن')).toBeVisible();
    await page.getByRole('button', { name: `أضف إلى السلة: ${CHICKEN.name}` }).click();
    await expect.poll(() => savedCart(page)).toHaveLength(1);
    const [line] = (await savedCart(page)) as CartLine[];
    expect(line?.weight).toBe(1.5);
    expect(line?.options?.map((option) => option.name).sort()).toEqual(['من غير جلد', '٨ قطع']);

    // Checkout: the estimate, a delivery round, cash on delivery.
    await gotoHydrated(page, '/ar/checkout');
    const total = estimate + ZONES.mansoura.fee;
    await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(total, 'ar'));
    await expect(page.getByText('السعر النهائي بعد الوزن').first()).toBeVisible();
    await chooseFirstSlot(page);
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/ar\/orders\/\d+\?placed=1$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByTestId('order-total')).toHaveText(formatMoney(total, 'ar'));
    await expect(page.getByText('الإجمالي التقريبي').first()).toBeVisible();
    await expect(page.getByText(/^التوصيل: /)).toBeVisible();

    // The seller weighs the line on the order's dashboard page: 1.62 kg.
    const staff = await secondBrowser(browser, baseURL!, {
      storageState: await sessions('seller'),
      viewport: { width: 390, height: 844 },
    });
    try {
      const seller = await staff.newPage();
      await gotoHydrated(seller, `/dashboard/orders/${orderId}`);
      await seller.getByRole('button', { name: 'Record weights' }).click();
      const dialog = seller.getByRole('dialog');
      await dialog.getByRole('textbox').fill('1.62');
      await dialog.getByRole('button', { name: 'Save weights' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(seller.getByText(/^Weights saved\. Final total:/)).toBeVisible();
    } finally {
      await staff.close();
    }

    // The shopper's page now says final, with the estimate beside it.
    const final = Math.round(CHICKEN.perKg * 1.62 * 100) / 100 + ZONES.mansoura.fee;
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('order-total')).toHaveText(formatMoney(final, 'ar'));
    await expect(page.getByText('الإجمالي النهائي').first()).toBeVisible();
    const whatsapp = await page.getByTestId('order-whatsapp').getAttribute('href');
    const message = decodeURIComponent(new URL(whatsapp ?? '').searchParams.get('text') ?? '');
    expect(message).toContain(`الإجمالي النهائي: ${formatMoney(final, 'ar')}`);

    // Order again: the line comes back with its weight and choices.
    await page.getByTestId('order-again').click();
    await expect.poll(() => savedCart(page)).toHaveLength(1);
    const [again] = (await savedCart(page)) as CartLine[];
    expect(again).toMatchObject({ id: CHICKEN.id, weight: 1.5 });
    expect(again?.options?.map((option) => option.name).sort()).toEqual(['من غير جلد', '٨ قطع']);
    await gotoHydrated(page, '/ar/cart');
    await expect(page.getByTestId('line-choices').first()).toContainText('٨ قطع');
  },
);
