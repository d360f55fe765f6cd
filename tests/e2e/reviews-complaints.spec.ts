import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { formatMoney } from '../../src/lib/format/money';
import { DEMO_SELLER } from './support/accounts';
import { expect, gotoHydrated, onPhonesOnly, test } from './support/fixtures';
import { secondBrowser } from './support/second-browser';
import { signedInShopper, signInByApi } from './support/session';
import {
  chooseFirstSlot,
  createAddress,
  placeOrderByApi,
  seedCart,
  shopItem,
  ZONES,
} from './support/shopper-data';

// A shopper and a seller, two orders, a review, a complaint with a photo and its answer.
test.describe.configure({ timeout: 150_000 });
test.use({
  consentPending: false,
  // The smallest phone the shop designs for.
  viewport: { width: 360, height: 740 },
  // Playwright's trace recorder copies the photo's preview (a blob: URL) from inside the
  // page, where the shop's policy rightly blocks it; without a trace it never appears.
  allowedConsoleErrors: [/^Connecting to 'blob:.*connect-src/],
});

/** What the complaint's answer credits the shopper, EGP. */
const CREDIT = 20;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function sellerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', { data: DEMO_SELLER });
  if (!response.ok()) throw new Error(`seller sign-in failed: ${response.status()}`);
  return ((await response.json()) as { results: { token: string } }).results.token;
}

/** The seller moves the order on, as the dashboard does, until it is delivered. */
async function deliver(request: APIRequestContext, seller: string, id: number) {
  for (const status of ['Processing', 'OutForDelivery', 'Delivered']) {
    const response = await request.post(`/api/admin/orders/${id}/status`, {
      headers: bearer(seller),
      data: { status },
    });
    expect(response.status(), `to ${status}`).toBe(200);
  }
}

type ApiOrderDetails = {
  total: number;
  subtotal: number;
  delivery_charge: number;
  credit: number;
  complaints?: { id: number; status: string }[];
};

async function orderDetails(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/user/orders/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: ApiOrderDetails }).results;
}

/**
 * The seller answers on the dashboard's complaints screen, on a phone of their own in Arabic:
 * takes the complaint up, then accepts it with a credit typed in Arabic digits.
 */
async function answerOnDashboard(page: Page, baseURL: string, number: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await secondBrowser(browser, baseURL, {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const seller = await context.newPage();
  await signInByApi(seller, DEMO_SELLER);
  await gotoHydrated(seller, '/ar/dashboard/refund-requests');
  const card = seller.getByTestId('complaint-card').filter({ hasText: number });
  await expect(
    card.getByRole('button', { name: `افتح صورة ١ من شكوى الطلب ${number}` }),
  ).toBeVisible();
  await card.getByRole('button', { name: `ابدأ مراجعة شكوى الطلب ${number}` }).click();
  await expect(card.getByTestId('complaint-status')).toHaveText('جاري المراجعة');
  await card.getByRole('button', { name: `رُد على شكوى الطلب ${number}` }).click();
  const dialog = seller.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'قبول' }).check();
  await dialog.getByRole('radio', { name: 'رصيد يتخصم من الطلب الجاي' }).check();
  await dialog.getByRole('textbox', { name: 'المبلغ (جنيه)' }).fill('٢٠');
  await dialog
    .getByRole('textbox', { name: 'ملاحظة للعميل' })
    .fill('آسفين على الوزن، الفرق رصيد ليك.');
  await dialog.getByRole('button', { name: 'ابعت الرد' }).click();
  await expect(dialog).toBeHidden();
  await expect(seller.getByRole('status')).toContainText(`شكوى الطلب ${number} اتقبلت`);
  await expect(card.getByTestId('complaint-status')).toHaveText('مقبولة');
  await context.close();
}

test(
  'in Arabic on a phone: a shopper rates a delivered product, reports a problem with a photo, sees the shop’s credit answer and pays less on the next order',
  onPhonesOnly,
  async ({ page, baseURL }) => {
    const { token } = await signedInShopper(page);
    const [eggs, duck] = [
      await shopItem(page.request, 2, 'ar'),
      await shopItem(page.request, 3, 'ar'),
    ];
    expect(eggs.price).toBeGreaterThanOrEqual(CREDIT);
    const address = await createAddress(page.request, token, { zone_id: ZONES.mansoura.id });
    const first = await placeOrderByApi(page.request, token, {
      address_id: address.id,
      items: [
        { item_id: eggs.id, qty: 1 },
        { item_id: duck.id, qty: 1 },
      ],
    });
    const seller = await sellerToken(page.request);
    await deliver(page.request, seller, first.id);

    // The review: five stars and a comment, waiting for the shop to read it.
    await gotoHydrated(page, `/ar/orders/${first.id}`);
    await page.getByRole('button', { name: `قيّم ${eggs.name}` }).click();
    const form = page.getByRole('form', { name: `تقييمك لـ ${eggs.name}` });
    // A tap picks the star under the finger; a click on the radio itself names the star.
    await form
      .getByRole('radio', { name: '٥ نجوم' })
      .evaluate((radio: HTMLInputElement) => radio.click());
    await form.getByRole('textbox', { name: 'تعليق (اختياري)' }).fill('البيض طازة ونضيف.');
    await form.getByRole('button', { name: 'احفظ التقييم' }).click();
    const review = page.getByTestId('own-review');
    await expect(review).toContainText('البيض طازة ونضيف.');
    await expect(review.getByTestId('review-state')).toHaveText('مستني المحل يقراه');
    await expect(review.getByRole('button', { name: `عدّل تقييمك لـ ${eggs.name}` })).toBeVisible();

    // The complaint: one line, its reason, a note and a photo taken on the phone.
    const complaints = page.getByRole('region', { name: 'مشاكل في الطلب ده' });
    await expect(complaints.getByTestId('complaint-until')).toContainText('تقدر تبلّغ عنها لحد');
    await complaints.getByRole('button', { name: 'بلّغ عن مشكلة' }).click();
    const dialog = page.getByRole('dialog', { name: `بلّغ عن مشكلة في طلب رقم ${first.number}` });
    await dialog.getByRole('checkbox', { name: eggs.name }).check();
    await dialog
      .getByRole('combobox', { name: `إيه المشكلة في ${eggs.name}؟` })
      .selectOption({ label: 'الوزن غلط' });
    await dialog.getByRole('textbox', { name: 'قولنا أكتر (اختياري)' }).fill('الطبق ناقص بيضتين.');
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#d9a441' },
    })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel('ضيف صور')
      .setInputFiles({ name: 'eggs.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByRole('img', { name: 'صورة ١' })).toBeVisible();
    // Nothing wider than the phone, the dialog open.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await dialog.getByRole('button', { name: 'ابعت للمحل' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('complaint-sent')).toContainText('اتبعتت');
    const card = complaints.getByTestId('complaint-card');
    await expect(card.getByTestId('complaint-status')).toHaveText('قيد الانتظار');
    await expect(card).toContainText(`${eggs.name}: الوزن غلط`);
    await expect(card.getByRole('img', { name: 'صورة ١' })).toBeVisible();
    // The line is reported: it is not offered again.
    await complaints.getByRole('button', { name: 'بلّغ عن مشكلة' }).click();
    await expect(
      page.getByRole('checkbox', { name: `${eggs.name} (اتبلّغ عنه قبل كده)` }),
    ).toBeDisabled();
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();

    // The seller answers it with a credit, on the dashboard.
    const [made] = (await orderDetails(page.request, token, first.id)).complaints ?? [];
    expect(made?.status).toBe('Pending');
    await answerOnDashboard(page, baseURL ?? '', first.number);

    await page.reload();
    const answered = page.getByTestId('complaint-card');
    await expect(answered.getByTestId('complaint-status')).toHaveText('اتقبلت');
    await expect(answered.getByTestId('complaint-remedy')).toHaveText('رصيد يتخصم من طلبك الجاي');
    await expect(answered.getByTestId('complaint-amount')).toHaveText(
      `المبلغ: ${formatMoney(CREDIT, 'ar')}`,
    );
    await expect(answered.getByTestId('complaint-shop-note')).toContainText('الفرق رصيد ليك');

    // The next order: the credit is taken off at checkout, and by the shop, to the piastre.
    await gotoHydrated(page, '/ar/checkout');
    await seedCart(page, [{ ...eggs, qty: 2 }]);
    await gotoHydrated(page, '/ar/checkout');
    await chooseFirstSlot(page);
    const gross = eggs.price * 2 + ZONES.mansoura.fee;
    await expect(page.getByTestId('checkout-credit')).toHaveText(`−${formatMoney(CREDIT, 'ar')}`);
    await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(gross - CREDIT, 'ar'));
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/ar\/orders\/\d+\?placed=1$/);
    await expect(page.getByTestId('order-credit')).toHaveText(`−${formatMoney(CREDIT, 'ar')}`);
    await expect(page.getByTestId('order-total')).toHaveText(formatMoney(gross - CREDIT, 'ar'));
    const next = await orderDetails(
      page.request,
      token,
      Number(/\/orders\/(\d+)/.exec(page.url())?.[1]),
    );
    expect(next.credit).toBe(CREDIT);
    expect(next.total).toBeCloseTo(next.subtotal + next.delivery_charge - CREDIT, 2);
  },
);
