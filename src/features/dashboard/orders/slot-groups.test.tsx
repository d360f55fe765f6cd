import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { StaffOrder } from '@/contracts/order';
import { staffOrderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import { groupBySlot, shopDay } from './slot-groups';
import type { StaffOrdersScreen as Screen } from './staff-orders-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));
jest.setTimeout(30_000);

let StaffOrdersScreen: typeof Screen;
beforeAll(async () => {
  ({ StaffOrdersScreen } = await import('./staff-orders-screen'));
});

/** The date `days` after today in Cairo, as slots write it. */
const day = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

const order = (id: number, slot: StaffOrder['slot']) =>
  staffOrderFixture('Pending', { id, number: `DP-${id}`, slot });

const at = (date: string, from: string, to: string, id = 1) => ({ id, date, from, to });

describe('groupBySlot', () => {
  it('puts today’s rounds first by the hour, then the coming days, then late ones, then no round', () => {
    const today = '2026-11-26';
    const groups = groupBySlot(
      [
        order(1, null),
        order(2, at('2026-11-27', '10:00', '13:00')),
        order(3, at(today, '16:00', '19:00')),
        order(4, at('2026-11-25', '19:00', '22:00')),
        order(5, at(today, '10:00', '13:00')),
        order(6, at(today, '16:00', '19:00')),
      ],
      today,
    );
    expect(groups.map((group) => [group.key, group.orders.map((o) => o.id)])).toEqual([
      [`${today} 10:00 13:00`, [5]],
      [`${today} 16:00 19:00`, [3, 6]],
      ['2026-11-27 10:00 13:00', [2]],
      ['2026-11-25 19:00 22:00', [4]],
      ['none', [1]],
    ]);
  });
});

describe('the queue by delivery round', () => {
  it('shows a heading per round with its date, hours and count, today’s first', async () => {
    const orders = [
      order(1, null),
      order(2, at(day(1), '10:00', '13:00')),
      order(3, at(day(0), '16:00', '19:00')),
      order(4, at(day(0), '16:00', '19:00')),
    ];
    server.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({
          success: true,
          message: 'OK',
          results: orders,
          total: 4,
          page: 1,
          limit: 50,
        }),
      ),
    );
    renderWithShop(<StaffOrdersScreen />);
    const groups = await screen.findAllByTestId('slot-group');
    const headings = groups.map(
      (group) => within(group).getByRole('heading', { level: 2 }).textContent,
    );
    // The shopper's words: today and tomorrow by the shop's calendar, hours on a 12-hour dial.
    expect(headings[0]).toMatch(/^Today, \w+ \d+ \w+, 4–7 pm 2 orders$/);
    expect(headings[1]).toMatch(/^Tomorrow, \w+ \d+ \w+, 10 am–1 pm 1 order$/);
    expect(headings[2]).toBe('No delivery round 1 order');
    expect(
      within(groups[0]!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['DP-3', 'DP-4']);
    expect(within(groups[2]!).getByRole('heading', { level: 3 })).toHaveTextContent('DP-1');
  });
});
