import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import type { CartItem } from '@/contracts/cart';
import type { Locale } from '@/lib/i18n/locales';
import { CartProvider } from './cart-provider';
import { MiniCartDrawer } from './mini-cart-drawer';

const chicken: CartItem = { id: 1, qty: 2, name: 'Whole chicken', price: 135.5, unit: 'kg' };
const duck: CartItem = { id: 2, qty: 1, name: 'Duck', price: 1260 };

/** What GET /api/items/list answers: the shop's current version of each product. */
let served = false;

function shopItems(
  items: { id: number; name: string; price: number; stock?: number; max_per_order?: number }[],
) {
  served = false;
  server.use(
    http.get('*/api/items/list', () => {
      served = true;
      return HttpResponse.json({
        success: true,
        message: 'OK',
        results: items.map((item) => ({
          description: '',
          category_id: 1,
          category_name: 'Chicken',
          old_price: null,
          discount: 0,
          unit: 'kg',
          unit_code: 'kg',
          image: '/images/items/x.svg',
          images: [],
          rating: 4,
          reviews_count: 1,
          stock: 50,
          in_stock: true,
          is_live: false,
          views: 1,
          weight_options: [],
          options: [],
          max_per_order: null,
          ...item,
        })),
      });
    }),
  );
}

/** Renders the open drawer and lets its refresh from the shop (one list call) settle. */
async function renderDrawer(cart: CartItem[], locale: Locale = 'en', onClose = jest.fn()) {
  window.localStorage.setItem('cart', JSON.stringify(cart));
  renderWithShop(
    <CartProvider>
      <MiniCartDrawer open onClose={onClose} />
    </CartProvider>,
    { locale },
  );
  if (cart.length > 0) {
    await waitFor(
      () => {
        expect(served).toBe(true);
        // The first render of a file is slow on a busy machine.
      },
      { timeout: 5000 },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return onClose;
}

function saved(): CartItem[] {
  return JSON.parse(window.localStorage.getItem('cart') ?? '[]') as CartItem[];
}

describe('MiniCartDrawer', () => {
  it('lists every line with unit price, line total and the subtotal', async () => {
    shopItems([]);
    await renderDrawer([chicken, duck]);
    const dialog = screen.getByRole('dialog', { name: /Your cart/ });
    const lines = within(dialog).getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Whole chicken');
    expect(lines[0]).toHaveTextContent(/EGP 135\.50? per kg/);
    expect(within(lines[0]!).getByTestId('line-total')).toHaveTextContent('EGP 271');
    expect(within(lines[1]!).getByTestId('line-unit-price')).toHaveTextContent('EGP 1,260 each');
    expect(screen.getByTestId('mini-cart-subtotal')).toHaveTextContent('EGP 1,531');
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('changes a quantity with the stepper, saves it and announces it', async () => {
    shopItems([]);
    const user = userEvent.setup();
    await renderDrawer([chicken, duck]);
    await user.click(screen.getByRole('button', { name: 'One more Whole chicken' }));
    expect(saved()[0]?.qty).toBe(3);
    expect(screen.getByTestId('mini-cart-subtotal')).toHaveTextContent(/EGP 1,666\.50?/);
    expect(screen.getByRole('status')).toHaveTextContent('Whole chicken: 3 in your cart');

    await user.click(screen.getByRole('button', { name: 'One less Whole chicken' }));
    await user.click(screen.getByRole('button', { name: 'One less Whole chicken' }));
    // The stepper stops at one in a list: removing is the line's own button.
    expect(screen.getByRole('button', { name: 'One less Whole chicken' })).toBeDisabled();
    expect(saved()[0]?.qty).toBe(1);
  });

  it('stops a line’s stepper at the item’s most per order, though more are in stock', async () => {
    shopItems([{ id: 1, name: 'Whole chicken', price: 135.5, stock: 50, max_per_order: 3 }]);
    const user = userEvent.setup();
    await renderDrawer([chicken, duck]);
    const more = screen.getByRole('button', { name: 'One more Whole chicken' });
    await user.click(more);
    expect(more).toBeDisabled();
    expect(saved()[0]?.qty).toBe(3);
    expect(screen.getByRole('button', { name: 'One more Duck' })).toBeEnabled();
  });

  it('removes a line, then shows the empty state when nothing is left', async () => {
    shopItems([]);
    const user = userEvent.setup();
    const onClose = await renderDrawer([chicken, duck]);
    await user.click(screen.getByRole('button', { name: 'Remove Duck' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Duck removed from your cart');
    expect(screen.getByRole('heading', { name: /Your cart/ })).toHaveFocus();
    expect(screen.getByTestId('mini-cart-subtotal')).toHaveTextContent('EGP 271');

    await user.click(screen.getByRole('button', { name: 'Remove Whole chicken' }));
    expect(saved()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByTestId('mini-cart-subtotal')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start shopping' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('speaks Arabic with Arabic-Indic digits and Egyptian pounds', async () => {
    shopItems([]);
    await renderDrawer([chicken, duck], 'ar');
    expect(screen.getByRole('dialog', { name: /سلتك/ })).toBeInTheDocument();
    const subtotal = screen.getByTestId('mini-cart-subtotal').textContent;
    expect(subtotal).toContain('١٬٥٣١');
    expect(subtotal).toContain('ج.م.');
    expect(screen.getAllByTestId('line-total')[0]).toHaveTextContent('٢٧١');
    expect(screen.getByRole('button', { name: 'احذف Duck' })).toBeInTheDocument();
  });

  it('shows an empty state for an empty cart', async () => {
    await renderDrawer([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it("takes today's name and price from the shop and warns about short stock", async () => {
    shopItems([{ id: 1, name: 'Whole chicken, cleaned', price: 140, stock: 1 }]);
    await renderDrawer([chicken]);
    await screen.findByText('Whole chicken, cleaned');
    expect(screen.getByTestId('mini-cart-subtotal')).toHaveTextContent('EGP 280');
    // The chicken is sold by the kg: what is left says its unit (issue 38).
    expect(screen.getByText('Only 1 kg left in stock')).toBeInTheDocument();
    await waitFor(() => {
      expect(saved()[0]).toMatchObject({
        id: 1,
        qty: 2,
        name: 'Whole chicken, cleaned',
        price: 140,
      });
    });
  });
});
