import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { staffOrderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { PackingSlipScreen as Screen } from './packing-slip-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));

let PackingSlipScreen: typeof Screen;
beforeAll(async () => {
  ({ PackingSlipScreen } = await import('./packing-slip-screen'));
});

afterEach(() => {
  jest.restoreAllMocks();
});

function serve() {
  const base = staffOrderFixture('Processing', { notes: 'Cut in 8, no skin' });
  const [line] = base.items;
  const order = {
    ...base,
    items: line
      ? [
          { ...line, qty: 2, line_total: 660 },
          {
            ...line,
            id: 2,
            item_id: 9,
            name: 'Farm eggs',
            unit: 'tray',
            price: 180,
            unit_price: 180,
            estimated_total: 180,
            qty: 1,
            line_total: 180,
          },
        ]
      : [],
    subtotal: 840,
    total: 865,
    address: { ...base.address, landmark: 'Opposite the pharmacy', notes: 'Ring twice' },
  };
  server.use(
    http.get('*/api/admin/orders/41', () =>
      HttpResponse.json({ success: true, message: 'OK', results: order }),
    ),
  );
}

describe('the packing slip', () => {
  it('prints the shop, a large number, who and where, the lines, the notes and the total', async () => {
    serve();
    renderWithShop(<PackingSlipScreen id={41} />);
    const slip = await screen.findByRole('article', { name: 'Packing slip' });
    expect(within(slip).getByRole('heading', { level: 1 })).toHaveTextContent('DP-261126-00041');
    expect(slip).toHaveTextContent(/^Dakahlia Poultry01001234567Packing slip/);
    const customer = within(slip).getByTestId('slip-customer');
    expect(customer).toHaveTextContent('Mona Hassan01012345678');
    const address = within(slip).getByTestId('slip-address');
    expect(address).toHaveTextContent('Zone: Mansoura');
    expect(address).toHaveTextContent('El Gomhoreya Street, Building 12');
    expect(address).toHaveTextContent('Floor 3, Flat 7');
    expect(address).toHaveTextContent('Landmark: Opposite the pharmacy');
    expect(address).toHaveTextContent('Address notes: Ring twice');
    const rows = within(within(slip).getByTestId('slip-lines')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'QtyItemTotal',
      expect.stringMatching(/^2 kgDuck breastEGP\s330 per kgEGP\s660$/),
      expect.stringMatching(/^1 trayFarm eggsEGP\s180 per trayEGP\s180$/),
    ]);
    expect(within(slip).getByTestId('slip-notes')).toHaveTextContent('Cut in 8, no skin');
    expect(within(slip).getByTestId('slip-total')).toHaveTextContent(/^EGP\s865$/);
    expect(slip).toHaveTextContent('Cash on delivery');
    // Nothing to press on the slip itself: the buttons are outside it (and hidden in print).
    expect(within(slip).queryAllByRole('button')).toEqual([]);
    expect(within(slip).queryAllByRole('link')).toEqual([]);
  });

  it('prints on a button, and leads back to the order', async () => {
    serve();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShop(<PackingSlipScreen id={41} />, { locale: 'ar' });
    await screen.findByRole('article', { name: 'إيصال التجهيز' });
    expect(screen.getByRole('link', { name: 'ارجع للطلب' })).toHaveAttribute(
      'href',
      '/dashboard/orders/41',
    );
    expect(screen.getByTestId('slip-total')).toHaveTextContent(/٨٦٥\sج\.م\./);
    await user.click(screen.getByRole('button', { name: 'اطبع' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the order does not exist, and prints nothing', async () => {
    server.use(
      http.get('*/api/admin/orders/41', () =>
        HttpResponse.json({ success: false, message: 'Order not found.' }, { status: 404 }),
      ),
    );
    renderWithShop(<PackingSlipScreen id={41} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such order');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
