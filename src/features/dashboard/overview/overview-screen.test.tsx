import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { formatMoney } from '@/lib/format/money';
import { renderWithShop } from '@tests/setup/render';
import { summaryFixture } from '@tests/setup/shop-data-fixtures';
import type { OverviewScreen as Screen } from './overview-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role: 'seller' } }, status: 'authenticated' }),
}));

let OverviewScreen: typeof Screen;
beforeAll(async () => {
  ({ OverviewScreen } = await import('./overview-screen'));
});

const ok = (results: unknown) => HttpResponse.json({ success: true, message: 'OK', results });

// The alerts card at the end asks for the staff member's channels (order-alerts.test.tsx).
beforeEach(() => {
  server.use(
    http.get('*/api/user/notifications', () =>
      ok({ channels: { sms: null, whatsapp: null, email: null, push: null }, push_key: null }),
    ),
  );
});

describe('the overview', () => {
  it('shows today’s and this week’s figures, what waits, what runs out and the newest orders', async () => {
    server.use(http.get('*/api/admin/summary', () => ok(summaryFixture())));
    renderWithShop(<OverviewScreen />);

    const today = await screen.findByTestId('period-today');
    expect(within(today).getByTestId('today-orders').textContent).toBe('2');
    expect(within(today).getByTestId('today-revenue').textContent).toBe(formatMoney(475.5, 'en'));
    // A count and an amount are two facts in words, not two numbers joined by a dot.
    expect(today.textContent).toContain(`1 order, ${formatMoney(120.5, 'en')}`);
    const week = screen.getByTestId('period-week');
    expect(within(week).getByTestId('week-orders').textContent).toBe('6');
    // Cancelled orders are counted, not earned.
    expect(within(week).getByTestId('week-revenue').textContent).toBe(formatMoney(1_675.5, 'en'));

    const pending = within(screen.getByTestId('waiting-Pending')).getByRole('link');
    expect(pending.textContent).toBe('New, to confirm4');
    expect(pending.getAttribute('href')).toBe('/dashboard/orders?status=Pending');
    expect(
      within(screen.getByTestId('waiting-OutForDelivery')).getByRole('link').getAttribute('href'),
    ).toBe('/dashboard/orders?status=OutForDelivery');

    const out = screen.getByRole('region', { name: 'Out of stock (1)' });
    expect(out.textContent).toContain('Duck breast0 kg left');
    const low = screen.getByRole('region', { name: 'Low: 5 or fewer left, kg or pieces (1)' });
    expect(low.textContent).toContain('Quail eggs3 trays left');

    const recent = screen.getByTestId('recent-order');
    expect(recent.textContent).toContain('Mona Hassan');
    expect(within(recent).getByRole('link').getAttribute('href')).toBe(
      '/dashboard/orders?q=DP-261125-00012',
    );
  });

  it('speaks Arabic with Arabic digits', async () => {
    server.use(http.get('*/api/admin/summary', () => ok(summaryFixture())));
    renderWithShop(<OverviewScreen />, { locale: 'ar' });
    const today = await screen.findByTestId('period-today');
    expect(within(today).getByRole('heading').textContent).toBe('اليوم');
    expect(within(today).getByTestId('today-orders').textContent).toBe('٢');
    expect(within(today).getByTestId('today-revenue').textContent).toBe(formatMoney(475.5, 'ar'));
    expect(today.textContent).toContain(`طلب واحد، ${formatMoney(120.5, 'ar')}`);
    expect(today.textContent).not.toContain('·');
    expect(
      screen.getByRole('region', { name: 'مخزون قليل: ٥ أو أقل، كيلو أو عدد (١)' }).textContent,
    ).toContain('متبقٍ ٣ كرتونة');
  });

  it('says when there is nothing to show yet', async () => {
    const empty = summaryFixture({
      stock: { low_threshold: 5, out_of_stock_count: 0, low_count: 0, out_of_stock: [], low: [] },
      recent_orders: [],
    });
    server.use(http.get('*/api/admin/summary', () => ok(empty)));
    renderWithShop(<OverviewScreen />);
    expect(await screen.findByText('Nothing is out of stock.')).toBeTruthy();
    expect(screen.getByText('Nothing is running low.')).toBeTruthy();
    expect(screen.getByText('No orders yet. New ones appear here by themselves.')).toBeTruthy();
  });

  it('shows the complaints to answer and this week’s rating, each a way into its screen', async () => {
    server.use(
      http.get('*/api/admin/summary', () =>
        ok(summaryFixture({ open_complaints: 3, week_rating: { average: 4.25, count: 6 } })),
      ),
    );
    renderWithShop(<OverviewScreen />);
    const complaints = within(await screen.findByTestId('open-complaints')).getByRole('link');
    expect(complaints.textContent).toBe('Complaints to answer3');
    expect(complaints.getAttribute('href')).toBe('/dashboard/refund-requests');
    const rating = within(screen.getByTestId('week-rating')).getByRole('link');
    expect(rating.getAttribute('href')).toBe('/dashboard/reviews');
    expect(rating.textContent).toContain('4.3');
    expect(rating.textContent).toContain('from 6 reviews');
    expect(within(rating).getByRole('img', { name: '4.3 of 5 stars' })).toBeTruthy();
  });

  it('says when there were no reviews this week, in Arabic too', async () => {
    server.use(http.get('*/api/admin/summary', () => ok(summaryFixture())));
    renderWithShop(<OverviewScreen />, { locale: 'ar' });
    const rating = await screen.findByTestId('week-rating');
    expect(rating.textContent).toContain('مفيش تقييمات الأسبوع ده.');
    expect(within(rating).queryByRole('img')).toBeNull();
    expect(screen.getByTestId('open-complaints').textContent).toBe('شكاوى محتاجة رد٠');
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/admin/summary', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 503 })
          : ok(summaryFixture());
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<OverviewScreen />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('period-today')).toBeTruthy();
  });
});
