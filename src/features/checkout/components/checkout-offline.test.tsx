import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { server } from '@mocks/node';
import { deliverySlotsFixture } from '@mocks/fixtures/checkout/delivery-slots';
import type { CartItem } from '@/contracts/cart';
import { orderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { AddressSlotProps } from '../model/address-slot';
import { orderQueue, type QueuedOrder } from '../model/order-queue';
import type { CheckoutForm as Form } from './checkout-form';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 7 } }, status: 'authenticated' }),
}));
jest.setTimeout(30_000);

let CheckoutForm: typeof Form;
beforeAll(async () => {
  ({ CheckoutForm } = await import('./checkout-form'));
});
afterEach(async () => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
  for (const entry of await orderQueue().list()) await orderQueue().remove(entry.key);
});

const address = { ...orderFixture().address };
const zone = { id: 1, area: 'Mansoura', fee: 25, min_order: 0, eta: '2 hours' };
const eggs: CartItem = { id: 9, qty: 2, name: 'Eggs, tray of 30', price: 150 };

/** The address step: online it chooses the saved address; offline its list cannot load. */
function Picker({ onChange, online }: AddressSlotProps & { online: boolean }) {
  useEffect(() => onChange(online ? { address, zone } : {}), [onChange, online]);
  return null;
}

function shop(online: boolean) {
  const orders: unknown[] = [];
  server.use(
    // The shopper's credit: none (offline the profile does not load either).
    http.get('*/api/user/profile', () =>
      online
        ? HttpResponse.json({
            success: true,
            message: 'OK',
            results: {
              id: 7,
              name: 'Mona',
              username: '01012345678',
              email: null,
              phone: '01012345678',
              role: 'customer',
              credit: 0,
            },
          })
        : HttpResponse.error(),
    ),
    http.get('*/api/delivery/slots', () =>
      online
        ? HttpResponse.json({ success: true, message: 'OK', results: deliverySlotsFixture() })
        : HttpResponse.error(),
    ),
    http.post('*/api/user/orders/add', async ({ request }) => {
      orders.push(await request.json());
      return HttpResponse.json({ success: true, results: orderFixture() });
    }),
  );
  return orders;
}

function renderForm(online: boolean) {
  const onQueued = jest.fn<(queued: QueuedOrder) => void>();
  const view = renderWithShop(
    <CheckoutForm
      lines={[eggs]}
      onPlaced={jest.fn()}
      onQueued={onQueued}
      renderAddressPicker={(slot) => <Picker {...slot} online={online} />}
    />,
  );
  return { onQueued, ...view };
}

describe('checkout without a connection', () => {
  it('keeps the order once, with its choices, and sends nothing', async () => {
    const orders = shop(true);
    const user = userEvent.setup();
    const { onQueued } = renderForm(true);
    await user.click(await screen.findByRole('button', { name: /^4–7 pm/ }));
    await user.type(screen.getByLabelText('Notes for the shop (optional)'), 'Ring twice');
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const place = screen.getByTestId('place-order');
    await user.click(place);
    await waitFor(() => expect(onQueued).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    await waitFor(() => expect(onQueued).toHaveBeenCalledTimes(2));

    const [first, second] = onQueued.mock.calls.map(([queued]) => queued);
    expect(second?.key).toBe(first?.key);
    expect(await orderQueue().list()).toHaveLength(1);
    expect(first).toMatchObject({
      account: 'account-7',
      locale: 'en',
      status: 'queued',
      lines: [{ name: 'Eggs, tray of 30', qty: 2 }],
      total: 325,
      body: { address_id: address.id, slot_id: 13, notes: 'Ring twice' },
    });
    expect(orders).toEqual([]);
  });

  it('restores address, slot and notes after a reload where nothing loads', async () => {
    shop(true);
    const user = userEvent.setup();
    const before = renderForm(true);
    await user.click(await screen.findByRole('button', { name: /^4–7 pm/ }));
    await user.type(screen.getByLabelText('Notes for the shop (optional)'), 'Ring twice');
    before.unmount();

    shop(false);
    const { onQueued } = renderForm(false);
    expect(await screen.findByText(/Your order goes to the address you chose/)).toBeVisible();
    expect(screen.getByLabelText('Notes for the shop (optional)')).toHaveValue('Ring twice');
    expect(screen.getByTestId('checkout-promise').textContent).toMatch(/4–7 pm$/);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(onQueued).toHaveBeenCalledTimes(1));
    expect(onQueued.mock.calls[0]?.[0].body).toMatchObject({ address_id: address.id, slot_id: 13 });
  });
});
