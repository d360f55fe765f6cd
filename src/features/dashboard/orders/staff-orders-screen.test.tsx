import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { StaffOrder } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import { staffOrderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { StaffOrdersScreen as Screen } from './staff-orders-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));

let StaffOrdersScreen: typeof Screen;
beforeAll(async () => {
  ({ StaffOrdersScreen } = await import('./staff-orders-screen'));
});

function staffOrder(status: OrderStatus): StaffOrder {
  const order = staffOrderFixture(status, { id: 12, number: 'DP-261126-00012', notes: 'Cut in 8' });
  const [line] = order.items;
  return {
    ...order,
    items: line ? [{ ...line, qty: 2, line_total: 660 }] : [],
    subtotal: 660,
    delivery_charge: 15,
    total: 675,
  };
}

const ok = (results: unknown) =>
  HttpResponse.json({ success: true, message: 'OK', results, total: 1, page: 1, limit: 50 });

describe('the seller’s order queue', () => {
  it('shows each order with what to prepare, and moves it on with one tap', async () => {
    let status: OrderStatus = 'Pending';
    const moves: unknown[] = [];
    server.use(
      http.get('*/api/admin/orders', () => ok([staffOrder(status)])),
      http.post('*/api/admin/orders/12/status', async ({ request }) => {
        const body = (await request.json()) as { status: OrderStatus };
        moves.push(body);
        status = body.status;
        return ok(staffOrder(status));
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<StaffOrdersScreen />);
    const card = await screen.findByTestId('staff-order');
    expect(card.textContent).toContain('2 kg · Duck breast');
    expect(card.textContent).toContain('Notes: Cut in 8');
    expect(within(card).getByRole('link', { name: 'Call Mona Hassan' }).getAttribute('href')).toBe(
      'tel:01012345678',
    );
    expect(
      within(card).getByRole('link', { name: 'WhatsApp Mona Hassan' }).getAttribute('href'),
    ).toBe('https://wa.me/201012345678');
    expect(
      within(card).getByRole('link', { name: 'Open order DP-261126-00012' }).getAttribute('href'),
    ).toBe('/dashboard/orders/12');

    await user.click(within(card).getByRole('button', { name: 'Start preparing' }));
    expect(await within(card).findByRole('button', { name: 'Send out' })).toBeTruthy();
    expect(moves).toEqual([{ status: 'Processing' }]);
  });

  it('asks before cancelling, and says why when the order moved on meanwhile', async () => {
    const moves: unknown[] = [];
    server.use(
      http.get('*/api/admin/orders', () => ok([staffOrder('Pending')])),
      http.post('*/api/admin/orders/12/status', async ({ request }) => {
        moves.push(await request.json());
        return HttpResponse.json(
          { success: false, message: 'This order is Out for delivery and cannot be moved.' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<StaffOrdersScreen />);
    const card = await screen.findByTestId('staff-order');
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    expect(moves).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/cannot be moved/);
    expect(moves).toEqual([{ status: 'Cancelled' }]);
  });

  it('says so when nothing matches', async () => {
    server.use(http.get('*/api/admin/orders', () => ok([])));
    renderWithShop(<StaffOrdersScreen />);
    expect(await screen.findByText('No orders here')).toBeTruthy();
  });
});
