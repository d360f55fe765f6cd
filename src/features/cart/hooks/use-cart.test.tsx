import { describe, expect, it, jest } from '@jest/globals';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { CartItem } from '@/contracts/cart';
import { CartProvider } from '../components/cart-provider';
import { useCart, useCartActions, useCartCount, useProductLines } from './use-cart';

const chicken: CartItem = { id: 1, qty: 2, name: 'Whole chicken', price: 135.5, unit: 'kg' };
const duck: CartItem = { id: '2', qty: 1, name: 'Duck', price: 260 };

function CartSummary() {
  const { cart, count, subtotal } = useCart();
  return <p data-testid="summary">{`${count} items, ${cart.length} lines, ${subtotal} EGP`}</p>;
}

function wrapper({ children }: { children: ReactNode }) {
  return <CartProvider>{children}</CartProvider>;
}

function saveInStorage(cart: unknown) {
  window.localStorage.setItem('cart', JSON.stringify(cart));
}

function storageEvent(key: string | null, newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  });
}

describe('useCart with CartProvider', () => {
  it('renders an empty cart on the server, whatever is saved', () => {
    saveInStorage([chicken, duck]);
    const html = renderToString(
      <CartProvider>
        <CartSummary />
      </CartProvider>,
    );
    expect(html).toContain('0 items');
    expect(html).toContain('0 lines');
    expect(html).not.toContain('Whole chicken');
  });

  it('shows the saved cart once rendered in the browser', () => {
    saveInStorage([chicken, duck]);
    render(
      <CartProvider>
        <CartSummary />
      </CartProvider>,
    );
    expect(screen.getByTestId('summary')).toHaveTextContent('3 items, 2 lines, 531 EGP');
  });

  it('changeAmount updates the cart and saves it', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.count).toBe(0);

    act(() => {
      result.current.changeAmount(chicken);
    });
    expect(result.current.cart).toEqual([chicken]);
    expect(result.current.count).toBe(2);
    expect(result.current.subtotal).toBe(271);
    expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual([chicken]);

    act(() => {
      result.current.changeAmount({ ...chicken, qty: 0 });
    });
    expect(result.current.cart).toEqual([]);
    expect(window.localStorage.getItem('cart')).toBe('[]');
  });

  it('clearCart empties and saves; setHeaderFixed changes screen state only', () => {
    saveInStorage([chicken]);
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      result.current.setHeaderFixed(true);
    });
    expect(result.current.isHeaderFixed).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual([chicken]);
    act(() => {
      result.current.clearCart();
    });
    expect(result.current.cart).toEqual([]);
    expect(window.localStorage.getItem('cart')).toBe('[]');
  });

  it('takes the cart another tab saved, from the `storage` event, without writing it back', () => {
    saveInStorage([chicken]);
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.cart).toEqual([chicken]);

    storageEvent('cart', JSON.stringify([duck, { id: 9, qty: 0, name: 'broken', price: 1 }]));
    expect(result.current.cart).toEqual([duck]);
    // The other tab owns what is stored; this tab does not echo it.
    expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual([chicken]);
  });

  it('empties the cart when another tab removes or corrupts the key', () => {
    saveInStorage([chicken]);
    const { result } = renderHook(() => useCart(), { wrapper });
    storageEvent('cart', null);
    expect(result.current.cart).toEqual([]);

    act(() => {
      result.current.changeAmount(duck);
    });
    storageEvent('cart', '{corrupted');
    expect(result.current.cart).toEqual([]);
  });

  it('empties the cart when another tab clears all storage (an event without a key)', () => {
    saveInStorage([chicken]);
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.cart).toEqual([chicken]);
    window.localStorage.clear();
    storageEvent(null, null);
    expect(result.current.cart).toEqual([]);
  });

  it('ignores `storage` events for other keys, and stops listening after unmount', () => {
    saveInStorage([chicken]);
    const { result, unmount } = renderHook(() => useCart(), { wrapper });
    storageEvent('bazar_settings', JSON.stringify([duck]));
    storageEvent(null, null); // localStorage.clear() in another tab
    expect(result.current.cart).toEqual([chicken]);
    unmount();
    expect(() => {
      storageEvent('cart', JSON.stringify([duck]));
    }).not.toThrow();
  });

  it('throws a clear error outside CartProvider', () => {
    // React logs the error a render throws; keep the test output clean.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useCart())).toThrow(
        'useCart must be used inside <CartProvider>',
      );
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('the cart slices a component can watch', () => {
  function useSlices() {
    return {
      chickenLines: useProductLines(1, undefined),
      count: useCartCount(),
      actions: useCartActions(),
    };
  }

  it("keeps a product's lines the same while only another product changes", () => {
    const { result } = renderHook(useSlices, { wrapper });
    act(() => result.current.actions.changeAmount(chicken));
    const chickenLines = result.current.chickenLines;
    expect(chickenLines).toEqual([chicken]);

    act(() => result.current.actions.changeAmount(duck));
    // The same array: a card that shows the chicken has nothing to draw again.
    expect(result.current.chickenLines).toBe(chickenLines);
    expect(result.current.count).toBe(3);

    act(() => result.current.actions.changeAmount({ ...chicken, qty: 5 }));
    expect(result.current.chickenLines).toEqual([{ ...chicken, qty: 5 }]);
    expect(result.current.count).toBe(6);
  });

  it("counts a demo shop's product apart from the shop's own item of the same id", () => {
    const { result } = renderHook(
      () => ({
        demo: useProductLines(1, 'fashion-shop'),
        own: useProductLines(1, undefined),
        ...useSlices(),
      }),
      { wrapper },
    );
    act(() => result.current.actions.changeAmount({ ...chicken, shop: 'fashion-shop' }));
    expect(result.current.demo).toHaveLength(1);
    expect(result.current.own).toHaveLength(0);
  });
});
