import { describe, expect, it } from '@jest/globals';
import type { CartItem } from '@/contracts/cart';
import {
  cartCount,
  cartReducer,
  cartSubtotal,
  changeCartAmount,
  INITIAL_CART_STATE,
} from './cart-reducer';

const chicken: CartItem = { id: 1, qty: 1, name: 'Whole chicken', price: 135.5, unit: 'kg' };
const duck: CartItem = { id: '2', qty: 2, name: 'Duck', price: 260 };

describe('changeCartAmount (the spec rule)', () => {
  it("keeps a demo shop's product apart from the real product with the same id", () => {
    const sample: CartItem = { id: 1, qty: 3, name: 'Sample sofa', price: 900, shop: 'gift-shop' };
    const cart = changeCartAmount([chicken], sample);
    expect(cart).toEqual([chicken, sample]);
    expect(changeCartAmount(cart, { ...sample, qty: 0 })).toEqual([chicken]);
    expect(changeCartAmount(cart, { ...chicken, qty: 0 })).toEqual([sample]);
  });

  it('appends an item that is not in the cart', () => {
    expect(changeCartAmount([], chicken)).toEqual([chicken]);
    expect(changeCartAmount([chicken], duck)).toEqual([chicken, duck]);
  });

  it('replaces the quantity of an item already in the cart, keeping its place', () => {
    const cart = changeCartAmount([chicken, duck], { ...chicken, qty: 4 });
    expect(cart.map((line) => [line.id, line.qty])).toEqual([
      [1, 4],
      ['2', 2],
    ]);
  });

  it('updates the product fields of a line it keeps (fresh price, name in another language)', () => {
    const cart = changeCartAmount([chicken, duck], {
      ...chicken,
      name: 'فرخة كاملة',
      price: 140,
      qty: 2,
    });
    expect(cart[0]).toEqual({ ...chicken, name: 'فرخة كاملة', price: 140, qty: 2 });
    expect(cart[1]).toBe(duck);
  });

  it('removes the item when the new quantity is below 1', () => {
    expect(changeCartAmount([chicken, duck], { ...chicken, qty: 0 })).toEqual([duck]);
    expect(changeCartAmount([chicken, duck], { ...duck, qty: -3 })).toEqual([chicken]);
  });

  it('ignores a removal of something that is not there', () => {
    const cart = [chicken];
    expect(changeCartAmount(cart, { ...duck, qty: 0 })).toBe(cart);
  });

  it('treats 7 and "7" as the same product', () => {
    const cart = changeCartAmount([{ ...chicken, id: 7 }], { ...chicken, id: '7', qty: 3 });
    expect(cart).toHaveLength(1);
    expect(cart[0]?.qty).toBe(3);
  });

  it('rounds fractional quantities down and caps huge ones', () => {
    expect(changeCartAmount([], { ...chicken, qty: 2.9 })[0]?.qty).toBe(2);
    expect(changeCartAmount([chicken], { ...chicken, qty: 0.5 })).toEqual([]);
    expect(changeCartAmount([], { ...chicken, qty: 1e9 })[0]?.qty).toBe(999);
  });

  it('ignores a quantity that is not a number', () => {
    const cart = [chicken];
    expect(changeCartAmount(cart, { ...chicken, qty: Number.NaN })).toBe(cart);
  });
});

describe('cartReducer', () => {
  it('toggles the fixed header without touching the cart', () => {
    const state = cartReducer(
      { ...INITIAL_CART_STATE, cart: [chicken] },
      {
        type: 'TOGGLE_HEADER',
        payload: true,
      },
    );
    expect(state).toEqual({ cart: [chicken], isHeaderFixed: true });
    expect(cartReducer(state, { type: 'TOGGLE_HEADER', payload: true })).toBe(state);
  });

  it('restores and clears', () => {
    const restored = cartReducer(INITIAL_CART_STATE, { type: 'RESTORE_CART', payload: [duck] });
    expect(restored.cart).toEqual([duck]);
    expect(cartReducer(restored, { type: 'CLEAR_CART' }).cart).toEqual([]);
  });
});

describe('totals', () => {
  it('counts units and sums money without floating-point drift', () => {
    const cart = [
      { ...chicken, price: 0.1, qty: 3 },
      { ...duck, price: 0.2, qty: 1 },
    ];
    expect(cartCount(cart)).toBe(4);
    expect(cartSubtotal(cart)).toBe(0.5);
  });
});
