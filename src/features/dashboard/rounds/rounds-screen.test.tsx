import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Round, RoundStop } from '@/contracts/driver-rounds';
import type { StaffOrder } from '@/contracts/order';
import { staffOrderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import { shopDate } from '@/lib/shop-calendar';
import type { RoundsScreen as Screen } from './rounds-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 1, role: 'seller' } }, status: 'authenticated' }),
}));

let RoundsScreen: typeof Screen;
beforeAll(async () => {
  ({ RoundsScreen } = await import('./rounds-screen'));
});

const ok = (results: unknown, message = 'OK') =>
  HttpResponse.json({ success: true, message, results });

const address = (area: string, landmark: string) => ({
  id: 1,
  label: '',
  recipient: 'Mona',
  phone: '01012345678',
  zone_id: 1,
  city: 'Mansoura',
  street: 'Gomhoreya St',
  building: '4',
  floor: '',
  apartment: '',
  landmark,
  notes: '',
  is_default: true,
  area,
});

const ready = (id: number, area: string, landmark: string): StaffOrder =>
  staffOrderFixture('Processing', {
    id,
    number: `DP-261130-0000${id}`,
    total: 250.5,
    address: address(area, landmark),
    slot: { id: 5, date: shopDate(Date.now()), from: '10:00', to: '13:00' },
  });

const stop = (orderId: number, position: number, values: Partial<RoundStop> = {}): RoundStop => ({
  order_id: orderId,
  number: `DP-261130-0000${orderId}`,
  position,
  status: 'Processing',
  outcome: 'pending',
  amount_due: 100,
  cash_received: null,
  reason: null,
  note: '',
  recipient: `Stop ${orderId}`,
  phone: '01012345678',
  area: 'Mansoura',
  address: address('Mansoura', ''),
  landmark: '',
  ...values,
});

/** The day's rounds and ready orders; the writes record what they were sent. */
function serveRounds(sent: { path: string; body: unknown }[], rounds: Round[]) {
  server.use(
    http.get('*/api/admin/rounds', () => ok(rounds)),
    http.get('*/api/admin/orders', () =>
      ok([
        ready(1, 'Talkha', 'Mosque'),
        ready(2, 'Mansoura', 'Bank'),
        ready(3, 'Mansoura', 'Bridge'),
      ]),
    ),
    http.get('*/api/admin/drivers', () => ok([{ id: 7, name: 'Karim', phone: '01000000007' }])),
    http.post('*/api/admin/rounds/new', async ({ request }) => {
      const body = await request.json();
      sent.push({ path: 'new', body });
      return ok({
        id: 9,
        date: '2026-11-30',
        slot: null,
        driver: { id: 7, name: 'Karim' },
        stops: [],
      });
    }),
    http.post('*/api/admin/rounds/:id', async ({ request, params }) => {
      const body = await request.json();
      sent.push({ path: String(params.id), body });
      if (params.id === '4') {
        return HttpResponse.json(
          {
            success: false,
            message: 'These orders were already delivered or failed on this round: 3.',
          },
          { status: 409 },
        );
      }
      return ok(rounds[0]);
    }),
    http.post('*/api/admin/orders/:id/status', async ({ request, params }) => {
      sent.push({ path: `status ${String(params.id)}`, body: await request.json() });
      return ok(staffOrderFixture('OutForDelivery', { id: Number(params.id) }));
    }),
  );
}

describe('the drivers’ rounds screen', () => {
  it('gives the ticked ready orders to a driver, in order of area and landmark', async () => {
    const sent: { path: string; body: unknown }[] = [];
    serveRounds(sent, []);
    const user = userEvent.setup();
    renderWithShop(<RoundsScreen />);
    // A round is a slot's orders by default: one tap ticks the three of today's 10:00 slot.
    await user.click(await screen.findByRole('button', { name: /^Tick the .* orders \(3\)$/ }));
    for (const id of [1, 2, 3]) {
      expect(screen.getByRole('checkbox', { name: new RegExp(`0000${id}`) })).toHaveProperty(
        'checked',
        true,
      );
    }
    await user.click(screen.getByRole('combobox', { name: 'Driver' }));
    await user.click(await screen.findByRole('option', { name: 'Karim' }));
    await user.click(screen.getByRole('button', { name: 'Give 3 orders to the driver' }));
    expect(await screen.findByText('Round made for Karim.')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: 'new',
        body: { date: expect.any(String), driver_id: 7, slot_id: 5, order_ids: [2, 3, 1] },
      },
    ]);
  });

  it('reorders a round’s stops in Arabic, says why a save was refused, and sends the stops in the shop out', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const round: Round = {
      id: 4,
      date: '2026-11-30',
      slot: { id: 5, from: '10:00', to: '13:00' },
      driver: { id: 7, name: 'Karim' },
      stops: [stop(1, 1), stop(2, 2, { status: 'OutForDelivery' })],
    };
    serveRounds(sent, [round]);
    const user = userEvent.setup();
    renderWithShop(<RoundsScreen />, { locale: 'ar' });
    const card = await screen.findByTestId('round-card');
    expect(within(card).getByRole('heading').textContent).toContain('Karim');
    expect(within(card).getAllByTestId('round-stop')).toHaveLength(2);
    // The first stop cannot go higher.
    expect(within(card).getByRole('button', { name: 'حرّك DP-261130-00001 لفوق' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(card).getByRole('button', { name: 'حرّك DP-261130-00001 لتحت' }));
    // The server refused it (a stop done meanwhile): its words, and nothing else changed.
    expect(await within(card).findByText(/These orders were already delivered/)).toBeTruthy();
    expect(sent[0]).toEqual({ path: '4', body: { order_ids: [2, 1] } });

    await user.click(within(card).getByRole('button', { name: 'طلّع الطلب' }));
    expect(await screen.findByText('طلبات Karim خرجت للتوصيل، والزباين اتبلّغوا.')).toBeTruthy();
    expect(sent.slice(1)).toEqual([{ path: 'status 1', body: { status: 'OutForDelivery' } }]);
  });
});
