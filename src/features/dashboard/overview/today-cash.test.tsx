import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { CashDay } from '@/contracts/driver-rounds';
import { formatMoney } from '@/lib/format/money';
import { shopDate } from '@/lib/shop-calendar';
import { renderWithShop } from '@tests/setup/render';
import { summaryFixture } from '@tests/setup/shop-data-fixtures';
import type { OverviewScreen as Screen } from './overview-screen';

// The role is the test's to set: the overview shows today's cash to an admin only.
let mockRole: 'admin' | 'seller' = 'admin';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 1, role: mockRole } }, status: 'authenticated' }),
}));

let OverviewScreen: typeof Screen;
beforeAll(async () => {
  ({ OverviewScreen } = await import('./overview-screen'));
});

const ok = (results: unknown) => HttpResponse.json({ success: true, message: 'OK', results });

const TODAY = shopDate(Date.now());

const DAY: CashDay = {
  driver: { id: 7, name: 'Karim' },
  date: TODAY,
  expected: 500,
  received: 480.5,
  handed_over: null,
  difference: -19.5,
  delivered: 4,
  failed: 1,
  open_stops: 1,
  closed: false,
  closed_at: null,
};
const CLOSED: CashDay = {
  ...DAY,
  driver: { id: 8, name: 'Sayed' },
  expected: 300.25,
  received: 300.25,
  handed_over: 310.25,
  difference: 10,
  open_stops: 0,
  closed: true,
  closed_at: `${TODAY}T15:00:00.000Z`,
};

let cashAsked: (string | null)[];
beforeEach(() => {
  cashAsked = [];
  server.use(
    http.get('*/api/admin/summary', () => ok(summaryFixture())),
    // The alerts card at the end asks for the staff member's channels (order-alerts.test.tsx).
    http.get('*/api/user/notifications', () =>
      ok({ channels: { sms: null, whatsapp: null, email: null, push: null }, push_key: null }),
    ),
    http.get('*/api/admin/cash', ({ request }) => {
      cashAsked.push(new URL(request.url).searchParams.get('date'));
      return ok([DAY, CLOSED]);
    }),
  );
});

describe('today’s cash on the overview', () => {
  it('adds up every driver’s day for an admin, with how many are open and the way in', async () => {
    mockRole = 'admin';
    renderWithShop(<OverviewScreen />);
    const cash = await screen.findByRole('region', { name: 'Today’s cash' });
    // textContent: toHaveTextContent would fold the amount's no-break space.
    expect((await within(cash).findByTestId('cash-expected')).textContent).toBe(
      formatMoney(800.25, 'en'),
    );
    expect(within(cash).getByTestId('cash-received').textContent).toBe(formatMoney(780.75, 'en'));
    // −19.50 and +10: 9.50 missing over the day, said in words.
    expect(within(cash).getByTestId('cash-difference').textContent).toBe(
      `${formatMoney(9.5, 'en')} missing`,
    );
    expect(within(cash).getByTestId('cash-drivers').textContent).toBe(
      '1 driver’s day is still open.',
    );
    expect(
      within(cash).getByRole('link', { name: 'Open the drivers’ cash' }).getAttribute('href'),
    ).toBe('/dashboard/cash');
    expect(cashAsked).toEqual([TODAY]);
    expect(screen.getByRole('region', { name: 'For the books' })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    mockRole = 'admin';
    renderWithShop(<OverviewScreen />, { locale: 'ar' });
    const cash = await screen.findByRole('region', { name: 'فلوس النهارده' });
    expect((await within(cash).findByTestId('cash-expected')).textContent).toBe(
      formatMoney(800.25, 'ar'),
    );
    expect(within(cash).getByTestId('cash-difference').textContent).toBe(
      `ناقص ${formatMoney(9.5, 'ar')}`,
    );
    expect(within(cash).getByTestId('cash-drivers').textContent).toBe('مندوب واحد يومه لسه مفتوح.');
  });

  it('is not shown to a seller, nor asked for', async () => {
    mockRole = 'seller';
    renderWithShop(<OverviewScreen />);
    expect(await screen.findByTestId('period-today')).toBeTruthy();
    expect(screen.queryByTestId('today-cash')).toBeNull();
    expect(screen.queryByTestId('books-export')).toBeNull();
    expect(cashAsked).toEqual([]);
  });
});
