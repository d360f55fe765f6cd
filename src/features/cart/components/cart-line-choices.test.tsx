import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import { itemFixture } from '@tests/setup/item-fixture';
import type { CartItem, CartOption } from '@/contracts/cart';
import type { Item } from '@/contracts/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { CartProvider } from './cart-provider';
import { MiniCartDrawer } from './mini-cart-drawer';

const whole: CartOption = { id: 11, group: 'cut', name: 'Whole', price_delta: 0 };
const eight: CartOption = { id: 12, group: 'cut', name: '8 pieces', price_delta: 10 };
const withSkin: CartOption = { id: 20, group: 'skin', name: 'With skin', price_delta: 0 };
const skinless: CartOption = { id: 21, group: 'skin', name: 'Without skin', price_delta: 15 };

const chickenItem = itemFixture({
  id: 1,
  name: 'Whole chicken',
  price: 135.5,
  unit: 'kg',
  image: '/c.svg',
  weight_options: [1, 1.5, 2],
  options: [whole, eight, withSkin, skinless],
});
const line = (fields: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  qty: 1,
  name: 'Whole chicken',
  price: 135.5,
  unit: 'kg',
  image: '/c.svg',
  weight: 1.5,
  options: [eight, skinless],
  ...fields,
});

let served = false;
function shopItems(items: Item[]) {
  served = false;
  server.use(
    http.get('*/api/items/list', () => {
      served = true;
      return HttpResponse.json({ success: true, message: 'OK', results: items });
    }),
  );
}

async function renderDrawer(cart: CartItem[], locale: Locale = 'en', items = [chickenItem]) {
  shopItems(items);
  window.localStorage.setItem('cart', JSON.stringify(cart));
  renderWithShop(
    <CartProvider>
      <MiniCartDrawer open onClose={() => undefined} />
    </CartProvider>,
    { locale },
  );
  await waitFor(
    () => {
      expect(served).toBe(true);
      // The first render of a file is slow on a busy machine.
    },
    { timeout: 5000 },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const saved = () => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as CartItem[];

// Many presses per test, on a shared CI machine.
jest.setTimeout(30_000);

describe('cart lines with choices', () => {
  it('shows the weight, the choices and the estimate, with the weighing note once', async () => {
    await renderDrawer([line({ qty: 2 }), line({ weight: 1, options: [whole, withSkin] })]);
    const [first, second] = screen.getAllByTestId('cart-line');
    expect(within(first!).getByTestId('line-choices')).toHaveTextContent(
      '1.5 kg · 8 pieces · Without skin',
    );
    expect(within(first!).getByTestId('line-unit-price')).toHaveTextContent('EGP 160.50 per kg');
    // 160.50 EGP/kg × 1.5 kg × 2
    expect(within(first!).getByTestId('line-total')).toHaveTextContent('EGP 481.50');
    expect(within(first!).getByTestId('line-estimated')).toHaveTextContent('estimated');
    expect(within(second!).getByTestId('line-choices')).toHaveTextContent(
      '1 kg · Whole · With skin',
    );
    expect(screen.getByTestId('mini-cart-subtotal')).toHaveTextContent('EGP 617');
    expect(screen.getAllByText('Estimated price: final price after weighing')).toHaveLength(1);
  });

  it('edits a line’s choices with buttons, keeping focus on the pressed one', async () => {
    const user = userEvent.setup();
    await renderDrawer([line()]);
    const edit = screen.getByRole('button', { name: 'Edit the choices of Whole chicken' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const cut = screen.getByRole('group', { name: 'Cut' });
    expect(within(cut).getByRole('button', { name: /8 pieces/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const wholeButton = within(cut).getByRole('button', { name: 'Whole' });
    await user.click(wholeButton);
    expect(saved()).toEqual([line({ options: [whole, skinless] })]);
    expect(screen.getByRole('button', { name: 'Whole' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Whole' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('line-choices')).toHaveTextContent('1.5 kg · Whole · Without skin');
    expect(screen.getByRole('status')).toHaveTextContent('Whole chicken: choices updated');
  });

  it('merges a line changed to the choices of another line', async () => {
    const user = userEvent.setup();
    await renderDrawer([line({ qty: 2 }), line({ weight: 2, qty: 3 })]);
    const second = screen.getAllByTestId('cart-line')[1]!;
    await user.click(within(second).getByRole('button', { name: /Edit the choices/ }));
    await user.click(within(second).getByRole('button', { name: '1.5 kg' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(saved()).toEqual([line({ qty: 5 })]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Whole chicken: the same choices as another line, now 5 in your cart',
    );
  });

  it('drops a choice the shop no longer offers and tells the shopper to choose again', async () => {
    const user = userEvent.setup();
    const quarters: CartOption = { id: 99, group: 'cut', name: 'Quarters', price_delta: 5 };
    await renderDrawer([line({ options: [quarters, skinless] })]);
    expect(screen.getByTestId('line-choice-note')).toHaveTextContent(
      '“Quarters” is no longer offered; choose again.',
    );
    expect(saved()[0]?.options).toEqual([skinless]);
    expect(screen.getByTestId('line-choices')).toHaveTextContent('1.5 kg · Without skin');

    await user.click(screen.getByRole('button', { name: /Edit the choices/ }));
    await user.click(screen.getByRole('button', { name: /8 pieces/ }));
    expect(screen.queryByTestId('line-choice-note')).toBeNull();
    expect(saved()[0]?.options).toEqual([eight, skinless]);
  });

  it('says 1 kg on an old line of an item now sold by weight, an estimate as the server takes it', async () => {
    await renderDrawer([{ id: 1, qty: 2, name: 'Whole chicken', price: 135.5, unit: 'kg' }]);
    expect(screen.getByTestId('line-total')).toHaveTextContent('EGP 271');
    expect(screen.queryByTestId('line-choice-note')).toBeNull();
    await waitFor(() => expect(saved()[0]?.weight).toBe(1));
    expect(screen.getByTestId('line-choices')).toHaveTextContent('1 kg');
    expect(screen.getByTestId('line-estimated')).toBeInTheDocument();
  });

  it('speaks Arabic: weight in Arabic digits and the estimate marked', async () => {
    await renderDrawer([line()], 'ar');
    expect(screen.getByTestId('line-choices')).toHaveTextContent('١٫٥ كجم');
    expect(screen.getByTestId('line-estimated')).toHaveTextContent('تقديري');
    expect(screen.getByText('سعر تقديري: السعر النهائي بعد الوزن')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عدّل اختيارات Whole chicken' })).toBeInTheDocument();
  });
});
