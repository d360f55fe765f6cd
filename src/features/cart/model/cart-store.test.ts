import { describe, expect, it, jest } from '@jest/globals';
import type { CartItem } from '@/contracts/cart';
import { createCartStore } from './cart-store';

const chicken: CartItem = { id: 1, qty: 2, name: 'Whole chicken', price: 135.5, unit: 'kg' };
const duck: CartItem = { id: '2', qty: 1, name: 'Duck', price: 260 };
const goose: CartItem = { id: 3, qty: 4, name: 'Goose', price: 310 };

function saved(): unknown {
  const raw = window.localStorage.getItem('cart');
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

describe('createCartStore', () => {
  it('does not touch localStorage before the first read', () => {
    window.localStorage.setItem('cart', JSON.stringify([chicken]));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      createCartStore();
      expect(setItem).not.toHaveBeenCalled();
      expect(saved()).toEqual([chicken]);
    } finally {
      setItem.mockRestore();
    }
  });

  it('restores the saved cart on the first read, without writing it back', () => {
    window.localStorage.setItem('cart', JSON.stringify([chicken, duck]));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      const store = createCartStore();
      expect(store.getSnapshot()).toEqual({ cart: [chicken, duck], isHeaderFixed: false });
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });

  it('reads storage only once: later writes by others are not picked up by getSnapshot', () => {
    window.localStorage.setItem('cart', JSON.stringify([chicken]));
    const store = createCartStore();
    const first = store.getSnapshot();
    window.localStorage.setItem('cart', JSON.stringify([duck]));
    expect(store.getSnapshot()).toBe(first);
  });

  it('starts empty with corrupted storage', () => {
    window.localStorage.setItem('cart', '{oops');
    expect(createCartStore().getSnapshot().cart).toEqual([]);
  });

  it('saves the cart as JSON under `cart` on each change', () => {
    const store = createCartStore();
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: chicken });
    expect(saved()).toEqual([chicken]);
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: duck });
    expect(saved()).toEqual([chicken, duck]);
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: { ...chicken, qty: 5 } });
    expect(saved()).toEqual([{ ...chicken, qty: 5 }, duck]);
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: { ...duck, qty: 0 } });
    expect(saved()).toEqual([{ ...chicken, qty: 5 }]);
    store.dispatch({ type: 'CLEAR_CART' });
    expect(saved()).toEqual([]);
  });

  it('a change made before any read keeps the saved lines (it is applied on top of them)', () => {
    window.localStorage.setItem('cart', JSON.stringify([chicken]));
    const store = createCartStore();
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: duck });
    expect(saved()).toEqual([chicken, duck]);
    expect(store.getSnapshot().cart).toEqual([chicken, duck]);
  });

  it('does not save isHeaderFixed, and toggling the header writes nothing', () => {
    const store = createCartStore();
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: chicken });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      store.dispatch({ type: 'TOGGLE_HEADER', payload: true });
      expect(store.getSnapshot().isHeaderFixed).toBe(true);
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: duck });
    expect(saved()).toEqual([chicken, duck]);
    expect(window.localStorage.getItem('cart')).not.toContain('isHeaderFixed');
  });

  it('RESTORE_CART replaces the lines without writing them back', () => {
    window.localStorage.setItem('cart', JSON.stringify([chicken]));
    const store = createCartStore();
    store.getSnapshot();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      store.dispatch({ type: 'RESTORE_CART', payload: [duck] });
      expect(store.getSnapshot().cart).toEqual([duck]);
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
    // The next local change saves the restored lines together with the change.
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: goose });
    expect(saved()).toEqual([duck, goose]);
  });

  it('after RESTORE_CART, toggling the header still writes nothing', () => {
    const store = createCartStore();
    store.getSnapshot();
    store.dispatch({ type: 'RESTORE_CART', payload: [duck] });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      store.dispatch({ type: 'TOGGLE_HEADER', payload: true });
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });

  it('notifies subscribers on change and not after they unsubscribe', () => {
    const store = createCartStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: chicken });
    expect(listener).toHaveBeenCalledTimes(1);
    // A no-op (removing something not in the cart) keeps the same state: no notification.
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: { ...duck, qty: 0 } });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: duck });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when localStorage throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      const store = createCartStore();
      expect(() => {
        store.dispatch({ type: 'CHANGE_CART_AMOUNT', payload: chicken });
      }).not.toThrow();
      expect(store.getSnapshot().cart).toEqual([chicken]);
    } finally {
      setItem.mockRestore();
    }
  });
});
