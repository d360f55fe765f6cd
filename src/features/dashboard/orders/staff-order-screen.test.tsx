import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { StaffOrder } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import { staffOrderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { StaffOrderScreen as Screen } from './staff-order-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));

let StaffOrderScreen: typeof Screen;
beforeAll(async () => {
  ({ StaffOrderScreen } = await import('./staff-order-screen'));
});

const ok = (results: unknown) => HttpResponse.json({ success: true, message: 'OK', results });

/** Order 41 as the API keeps it: moves change it, and GET answers it as it is now. */
function shopWith(start: StaffOrder) {
  let order = start;
  const moves: unknown[] = [];
  const next = staffOrderFixture;
  server.use(
    http.get('*/api/admin/orders/41', () => ok(order)),
    http.post('*/api/admin/orders/41/status', async ({ request }) => {
      const body = (await request.json()) as { status: OrderStatus; note?: string };
      moves.push(body);
      order = next(body.status, {
        ...order,
        status: body.status,
        next_statuses: next(body.status).next_statuses,
        history: [
          ...(order.history ?? []),
          {
            status: body.status,
            at: '2026-11-26T09:30:00.000Z',
            by_role: 'seller',
            note: body.note ?? '',
          },
        ],
      });
      return ok(order);
    }),
  );
  return moves;
}

const pending = () =>
  staffOrderFixture('Pending', {
    notes: 'Cut in 8',
    address: { ...staffOrderFixture().address, landmark: 'Opposite the pharmacy' },
  });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the order page', () => {
  it('shows who, where, what, the money and the history of the order', async () => {
    shopWith(pending());
    renderWithShop(<StaffOrderScreen id={41} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'DP-261126-00041' })).toBeVisible();
    expect(screen.getAllByText('Pending', { selector: '[data-status]' })[0]).toBeVisible();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Mona Hassan');
    expect(within(customer).getByRole('link', { name: 'Call Mona Hassan' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    expect(within(customer).getByRole('link', { name: 'WhatsApp Mona Hassan' })).toHaveAttribute(
      'href',
      'https://wa.me/201012345678',
    );
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Zone: Mansoura');
    expect(delivery).toHaveTextContent('El Gomhoreya Street, Building 12');
    expect(delivery).toHaveTextContent('Landmark: Opposite the pharmacy');
    const lines = screen.getByRole('region', { name: 'What to prepare' });
    expect(within(lines).getByTestId('order-page-line')).toHaveTextContent(
      /Duck breast.*EGP\s330.*1 kg × EGP\s330/,
    );
    expect(within(lines).getByTestId('order-page-notes')).toHaveTextContent('Cut in 8');
    expect(within(lines).getByTestId('order-page-total')).toHaveTextContent(/EGP\s355/);
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      /Pending.*by the customer/,
    );
    expect(screen.getByRole('link', { name: 'Print slip' })).toHaveAttribute(
      'href',
      '/dashboard/orders/41/slip',
    );
  });

  it('moves the order on with the seller’s note, which the history keeps', async () => {
    const moves = shopWith(pending());
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />);
    const workflow = await screen.findByRole('region', { name: 'Next step' });
    await user.type(
      within(workflow).getByRole('textbox', { name: 'Note for this step (optional)' }),
      'Weighed: 1.1 kg',
    );
    await user.click(within(workflow).getByRole('button', { name: 'Start preparing' }));
    expect(await within(workflow).findByRole('button', { name: 'Send out' })).toBeEnabled();
    expect(moves).toEqual([{ status: 'Processing', note: 'Weighed: 1.1 kg' }]);
    expect(within(workflow).getByRole('status')).toHaveTextContent('The order is now: Processing.');
    expect(within(workflow).getByRole('textbox')).toHaveValue('');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByTestId('order-history-entry')).toHaveLength(2);
    expect(history).toHaveTextContent(/Processing.*by a seller.*Weighed: 1\.1 kg/);

    await user.click(within(workflow).getByRole('button', { name: 'Send out' }));
    await user.click(await within(workflow).findByRole('button', { name: 'Mark delivered' }));
    expect(
      await within(workflow).findByText('Nothing left to do: this order is Delivered.'),
    ).toBeVisible();
    expect(moves).toEqual([
      { status: 'Processing', note: 'Weighed: 1.1 kg' },
      { status: 'OutForDelivery' },
      { status: 'Delivered' },
    ]);
  });

  it('asks before cancelling, then cancels', async () => {
    const moves = shopWith(pending());
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />, { locale: 'ar' });
    const workflow = await screen.findByRole('region', { name: 'الخطوة الجاية' });
    await user.click(within(workflow).getByRole('button', { name: 'إلغاء الطلب' }));
    expect(moves).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'تلغي الطلب ده؟' });
    expect(dialog).toHaveTextContent('DP-261126-00041');
    await user.click(within(dialog).getByRole('button', { name: 'سيب الطلب' }));
    expect(moves).toEqual([]);

    await user.click(await within(workflow).findByRole('button', { name: 'إلغاء الطلب' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'أيوه، الغي الطلب' }),
    );
    expect(await within(workflow).findByText('مفيش خطوات تانية: الطلب ده ملغي.')).toBeVisible();
    expect(moves).toEqual([{ status: 'Cancelled' }]);
  });

  it('says why a move was refused', async () => {
    shopWith(pending());
    server.use(
      http.post('*/api/admin/orders/41/status', () =>
        HttpResponse.json(
          { success: false, message: 'This order is Cancelled and cannot be moved to Processing.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Start preparing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be moved to Processing');
  });

  it('says in words that an unknown order does not exist', async () => {
    server.use(
      http.get('*/api/admin/orders/999', () =>
        HttpResponse.json({ success: false, message: 'Order not found.' }, { status: 404 }),
      ),
    );
    renderWithShop(<StaffOrderScreen id={999} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    expect(screen.getByText('There is no such order')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
  });

  it('shares the slip through the phone’s share sheet, else copies it, else opens WhatsApp with it', async () => {
    shopWith(pending());
    const share = jest.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('The slip was shared.')).toBeVisible();
    const shared = share.mock.calls[0]?.[0];
    expect(shared?.title).toBe('Order DP-261126-00041');
    expect(shared?.text).toContain('Customer: Mona Hassan, 01012345678');
    expect(shared?.text).toMatch(/Total to collect: EGP\s355/);

    // No share sheet (a desktop): the clipboard (user-event's stand-in) gets the text.
    Reflect.deleteProperty(navigator, 'share');
    const copy = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText('The slip is copied: paste it in a chat or a note.'),
    ).toBeVisible();
    expect(copy).toHaveBeenCalledWith(shared?.text ?? '');

    copy.mockRejectedValue(new Error('denied'));
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText('WhatsApp opens with the slip: choose who gets it.'),
    ).toBeVisible();
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\/\?text=Dakahlia%20Poultry/);
  });
});
