import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { CartItem } from '@/contracts/cart';
import type { Item } from '@/contracts/catalog';
import type { Order } from '@/contracts/order';
import type { Locale } from '@/lib/i18n/locales';
import { itemFixture } from '@tests/setup/item-fixture';
import { orderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import { OrderAgainButton } from './order-again-button';

const cut8 = { id: 51, group: 'cut' as const, name: 'Cut in 8', price_delta: 5 };
const noSkin = { id: 53, group: 'skin' as const, name: 'Without skin', price_delta: 0 };
const stuffed = {
  id: 61,
  group: 'stuffing' as const,
  name: 'Stuffed with freekeh',
  price_delta: 40,
};

const line = (overrides: Partial<Order['items'][number]>): Order['items'][number] => ({
  ...orderFixture().items[0]!,
  ...overrides,
});

/** Chicken cut in 8 without skin, pigeons stuffed, a duck of a weight no longer sold, eggs gone. */
const pastOrder = orderFixture({
  items: [
    line({
      id: 1,
      item_id: 5,
      name: 'Whole chicken',
      qty: 2,
      weight: 1.5,
      options: [cut8, noSkin],
    }),
    line({ id: 2, item_id: 6, name: 'Pigeons', qty: 4, weight: null, options: [stuffed] }),
    line({ id: 3, item_id: 7, name: 'Muscovy duck', qty: 1, weight: 3, options: [] }),
    line({ id: 4, item_id: 8, name: 'Eggs, tray', qty: 1, weight: null, options: [] }),
    line({ id: 5, item_id: 9, name: 'Rabbit', qty: 1, weight: null, options: [] }),
  ],
});

/** The shop today: the chicken cheaper, the pigeons without stuffing, no 3 kg duck, eggs gone. */
const shopToday: Item[] = [
  itemFixture({
    id: 5,
    name: 'Whole chicken',
    price: 98,
    weight_options: [1, 1.5, 2],
    options: [{ ...cut8, price_delta: 6 }, noSkin],
  }),
  itemFixture({ id: 6, name: 'Pigeons', unit_code: 'piece', price: 70, options: [] }),
  itemFixture({ id: 7, name: 'Muscovy duck', weight_options: [2, 2.5] }),
  itemFixture({ id: 9, name: 'Rabbit', unit_code: 'piece', in_stock: false, stock: 0 }),
];

function serveShop(items: Item[] | 'down') {
  server.use(
    http.get('*/api/items/list', () =>
      items === 'down'
        ? HttpResponse.json({ success: false, message: 'Down' }, { status: 503 })
        : HttpResponse.json({
            success: true,
            message: 'OK',
            results: items,
            total: items.length,
            page: 1,
            limit: 10000,
          }),
    ),
  );
}

async function orderAgain(locale: Locale = 'en') {
  const onAddLines = jest.fn<(lines: CartItem[]) => void>();
  renderWithShop(<OrderAgainButton order={pastOrder} onAddLines={onAddLines} />, { locale });
  await userEvent.setup().click(screen.getByTestId('order-again'));
  await waitFor(() => expect(onAddLines).toHaveBeenCalledTimes(1));
  return onAddLines.mock.calls[0]![0];
}

describe('order again', () => {
  it('puts the lines still sold back in the cart with their weight and choices at today’s prices', async () => {
    serveShop(shopToday);
    const lines = await orderAgain();
    expect(lines).toEqual([
      expect.objectContaining({
        id: 5,
        qty: 2,
        price: 98,
        weight: 1.5,
        options: [{ ...cut8, price_delta: 6 }, noSkin],
      }),
    ]);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('1 product was added to your cart.');
    expect(within(status).getByRole('link', { name: 'Open the cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('names each line no longer available and why', async () => {
    serveShop(shopToday);
    await orderAgain();
    const unavailable = await screen.findByTestId('order-again-unavailable');
    expect(unavailable.textContent).toBe(
      'No longer available: Pigeons (Stuffed with freekeh is no longer offered); ' +
        'Muscovy duck (3 kg is no longer offered); Eggs, tray (not sold now); Rabbit (out of stock).',
    );
  });

  it('says it in Arabic', async () => {
    serveShop(shopToday);
    await orderAgain('ar');
    expect(screen.getByRole('status').textContent).toContain('اتضاف منتج واحد للسلة.');
    expect(screen.getByTestId('order-again-unavailable').textContent).toContain(
      'وزن ٣ كجم مبقاش متاح',
    );
  });

  it('adds nothing and says so when the shop cannot be reached', async () => {
    serveShop('down');
    const onAddLines = jest.fn();
    renderWithShop(<OrderAgainButton order={pastOrder} onAddLines={onAddLines} />);
    await userEvent.setup().click(screen.getByTestId('order-again'));
    expect((await screen.findByText(/nothing was added/)).textContent).toBeTruthy();
    expect(onAddLines).not.toHaveBeenCalled();
  });
});
