import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { signedInShopper } from '../support/session';

/*
 * The profile's "Messages" switches (issue 40). This server runs with NOTIFY_CONSOLE=1
 * (playwright.config.ts): every channel counts as configured, its messages printed to the
 * server's log, and the default server keeps the shop with no provider, where messages wait for
 * staff to send them by hand. No VAPID key here, so push is the account's choice alone.
 */

test.use({ consentPending: false });

// The visitor accepted cookies: this build then loads its trackers, answered here (no internet).
test.beforeEach(async ({ page }) => {
  await page.route(/googletagmanager\.com|connect\.facebook\.net|analytics\.tiktok\.com/, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: '' }),
  );
});

const section = (page: Page) => page.getByRole('region', { name: /^(Messages|الرسايل)$/ });
const switchOf = (page: Page, name: string) => section(page).getByRole('switch', { name });

test('English: a phone-only shopper sees SMS and push on, turns SMS off, and it stays off', async ({
  page,
}) => {
  await signedInShopper(page);
  await gotoHydrated(page, '/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  const sms = switchOf(page, 'Text messages (SMS)');
  await expect(sms).toBeChecked();
  await expect(switchOf(page, 'WhatsApp')).not.toBeChecked();
  await expect(switchOf(page, 'WhatsApp')).toBeEnabled();
  await expect(switchOf(page, 'Notifications on this device')).toBeChecked();
  // No e-mail address on the account: e-mail is off and cannot be turned on here.
  await expect(switchOf(page, 'E-mail')).toBeDisabled();
  await expect(
    page.getByText('Add an e-mail address to your profile to get e-mails.'),
  ).toBeVisible();

  await sms.click();
  await expect(section(page).getByRole('alert')).toHaveText('Your message settings were saved.');
  await expect(sms).not.toBeChecked();
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(switchOf(page, 'Text messages (SMS)')).not.toBeChecked();
  await expect(switchOf(page, 'Notifications on this device')).toBeChecked();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Arabic: right to left, turns WhatsApp on and push off, and both stay so', async ({
    page,
  }) => {
    await signedInShopper(page);
    await gotoHydrated(page, '/ar/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: 'الرسايل' })).toBeVisible();
    const whatsapp = switchOf(page, 'واتساب');
    await expect(switchOf(page, 'رسايل نصية (SMS)')).toBeChecked();
    await expect(whatsapp).not.toBeChecked();
    await expect(
      page.getByText(
        'بنبعت تحديثات طلباتك على رقم الواتساب بتاعك (رقم موبايلك)، بس لو انت شغّلتها.',
      ),
    ).toBeVisible();

    await whatsapp.tap();
    await expect(section(page).getByRole('alert')).toHaveText('إعدادات الرسايل اتحفظت.');
    await expect(whatsapp).toBeChecked();
    await section(page).getByRole('alert').getByRole('button', { name: 'إغلاق' }).click();
    const push = switchOf(page, 'إشعارات على الجهاز ده');
    await push.tap();
    await expect(push).not.toBeChecked();

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(switchOf(page, 'واتساب')).toBeChecked();
    await expect(switchOf(page, 'إشعارات على الجهاز ده')).not.toBeChecked();
    // The switches sit inside the screen: nothing scrolls sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
