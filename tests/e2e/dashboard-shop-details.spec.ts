import type { Page } from '@playwright/test';
import arDashboard from '../../public/locales/ar/dashboard.json';
import enDashboard from '../../public/locales/en/dashboard.json';
import type { DeliveryRound } from '../../src/contracts/delivery-slots';
import { SLOT_DAYS_AHEAD } from '../../src/contracts/delivery-slots';
import type { StaffShopContent } from '../../src/contracts/shop-content';
import { formatNumber } from '../../src/lib/format/number';
import { expect, gotoHydrated, onPhonesOnly, test } from './support/fixtures';
import { fromShopPage } from './support/session';

// The shop's own details and its delivery rounds, worked on the dashboard (issue 24). Both
// change what every shopper sees, so each test changes something no other journey reads: the
// Arabic about line (put back afterwards), and a weekday beyond the days checkout offers.

async function staffContent(page: Page): Promise<StaffShopContent> {
  const answer = await page.request.get('/api/admin/shop-content');
  return ((await answer.json()) as { results: StaffShopContent }).results;
}

test.describe('an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('changes the Arabic about line: every Arabic page says it from its first byte', async ({
    page,
  }) => {
    const form = enDashboard.shopContent;
    await gotoHydrated(page, '/dashboard/shop');
    const before = (await staffContent(page)).facts.about_ar;
    const about = `دواجن طازة من الدقهلية، مدبوحة ومنظفة كل يوم (${Date.now() % 1000})`;
    try {
      await page.getByRole('button', { name: `Edit ${form.factsTitle}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${form.factsTitle}` });
      await dialog.getByLabel(form.fields.aboutAr).fill(about);
      await dialog.getByRole('button', { name: form.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText(form.saved);

      // The server's HTML already has it, before any script runs; then the page as shown.
      const html = await (await page.request.get('/ar/branches')).text();
      expect(html).toContain(about);
      await gotoHydrated(page, '/ar');
      await expect(page.getByRole('contentinfo')).toContainText(about);
    } finally {
      await page.request.post('/api/admin/shop-facts', {
        headers: fromShopPage(page),
        data: { about_ar: before },
      });
    }
  });
});

/** A weekday checkout does not offer yet (today and the next days in Cairo are offered). */
function weekdayNotOffered(): number {
  const today = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Cairo', weekday: 'short' })
    .format(new Date())
    .slice(0, 3);
  const index = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(today);
  return (index + SLOT_DAYS_AHEAD + 1) % 7;
}

test.describe('a seller on a phone in Arabic', () => {
  test.use({ signedInAs: 'seller' });

  test('changes how many orders a day’s first round takes', onPhonesOnly, async ({ page }) => {
    const rounds = arDashboard.rounds;
    const weekday = weekdayNotOffered();
    const day = rounds.weekdays[String(weekday) as keyof typeof rounds.weekdays];
    const all = (await (await page.request.get('/api/admin/slots')).json()) as {
      results: DeliveryRound[];
    };
    const first = all.results
      .filter((round) => round.weekday === weekday)
      .sort((a, b) => a.from.localeCompare(b.from))[0];
    expect(first, `the seed delivers on weekday ${weekday}`).toBeDefined();
    const capacity = first!.capacity === 30 ? 31 : 30;

    await gotoHydrated(page, '/ar/dashboard/delivery-slots');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: rounds.editDay.replace('{{day}}', day) }).click();
    const dialog = page.getByRole('dialog', { name: rounds.editTitle.replace('{{day}}', day) });
    const row = dialog.getByRole('group', { name: rounds.row.replace('{{number}}', '١') });
    // Typed with the phone's Arabic digits, as a seller in Mansoura would.
    await row.getByLabel(rounds.fields.capacity).fill(formatNumber(capacity, 'ar'));
    await dialog.getByRole('button', { name: rounds.save, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(rounds.saved.replace('{{day}}', day));

    const card = page.getByRole('region', { name: day });
    await expect(card.getByTestId('round').first()).toContainText(
      `${formatNumber(capacity, 'ar')} طلب`,
    );
    // Issue 38: the round's hours in the page's Arabic digits too, not 10:00–13:00.
    await expect(card.getByTestId('round').first()).not.toContainText(/[0-9]/);
    await expect(card.getByTestId('round').first()).toContainText(/[٠-٩]+:[٠-٩]+–[٠-٩]+:[٠-٩]+/);
    const saved = (await (await page.request.get('/api/admin/slots')).json()) as {
      results: DeliveryRound[];
    };
    expect(saved.results.find((round) => round.id === first!.id)?.capacity).toBe(capacity);
  });
});
