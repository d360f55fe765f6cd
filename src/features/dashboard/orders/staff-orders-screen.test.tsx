import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { poultryOrder, weighedOrder } from '@mocks/fixtures/staff/poultry-orders';
import { staffOrderHandlers } from '@mocks/handlers/staff-orders';
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

describe('sending out from the queue with lines not weighed', () => {
  /** Order 41 being prepared: 2 chickens picked by weight (not weighed) and a tray of eggs. */
  const preparing = () => poultryOrder(staffOrderFixture('Processing'));

  it('asks first, names the lines to weigh, and changes nothing when the seller backs out', async () => {
    const moves: unknown[] = [];
    server.use(...staffOrderHandlers([preparing()], moves));
    const user = userEvent.setup();
    renderWithShop(<StaffOrdersScreen />);
    const card = await screen.findByTestId('staff-order');
    await user.click(within(card).getByRole('button', { name: 'Send out' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Send out order DP-261126-00041 without weighing?',
    });
    expect(dialog).toHaveTextContent(
      'One line sold by weight is not weighed yet: the customer would pay the estimate.',
    );
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      '2 × 1.5 kg · White chicken, whole · Cut in 8 · Without skin',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Open the order to weigh' }).getAttribute('href'),
    ).toBe('/dashboard/orders/41?weigh=1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves).toEqual([]);
    expect(within(card).getByText('Processing')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Send out' })).toBeTruthy();
  });

  it('sends the order out with its estimate once the seller confirms', async () => {
    const moves: unknown[] = [];
    server.use(...staffOrderHandlers([preparing()], moves));
    const user = userEvent.setup();
    renderWithShop(<StaffOrdersScreen />);
    const card = await screen.findByTestId('staff-order');
    await user.click(within(card).getByRole('button', { name: 'Send out' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send out anyway' }));
    // While the dialog is open (until its closing transition ends, slow on a busy runner) the
    // page behind it is hidden from the accessibility tree: the dialog goes first.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(await within(card).findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(moves).toEqual([{ status: 'OutForDelivery' }]);
  });

  it('sends out a fully weighed order with one tap, without asking', async () => {
    const moves: unknown[] = [];
    server.use(...staffOrderHandlers([weighedOrder(preparing(), 3.1)], moves));
    const user = userEvent.setup();
    renderWithShop(<StaffOrdersScreen />);
    const card = await screen.findByTestId('staff-order');
    await user.click(within(card).getByRole('button', { name: 'Send out' }));
    expect(await within(card).findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moves).toEqual([{ status: 'OutForDelivery' }]);
  });

  it('asks in Arabic too', async () => {
    const moves: unknown[] = [];
    server.use(...staffOrderHandlers([preparing()], moves));
    const user = userEvent.setup();
    renderWithShop(<StaffOrdersScreen />, { locale: 'ar' });
    const card = await screen.findByTestId('staff-order');
    await user.click(within(card).getByRole('button', { name: 'أرسله للتوصيل' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'إرسال الطلب DP-261126-00041 دون وزن؟',
    });
    expect(dialog).toHaveTextContent('بند واحد بيتباع بالوزن لسه متوزنش');
    expect(within(dialog).getByRole('link', { name: 'افتح الطلب للوزن' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إرسال على أي حال' })).toBeTruthy();
    expect(moves).toEqual([]);
  });
});
