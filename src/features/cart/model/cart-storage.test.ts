import { describe, expect, it } from '@jest/globals';
import type { CartItem } from '@/contracts/cart';
import { loadCart, parseStoredCart, saveCart } from './cart-storage';

const chicken: CartItem = { id: 1, qty: 2, name: 'Whole chicken', price: 135.5, unit: 'kg' };
const duck: CartItem = { id: '2', qty: 1, name: 'Duck', price: 260 };

function storeRaw(raw: string) {
  window.localStorage.setItem('cart', raw);
}

describe('saveCart', () => {
  it('writes the lines as JSON under localStorage `cart`', () => {
    saveCart([chicken, duck]);
    const raw = window.localStorage.getItem('cart');
    expect(raw).not.toBeNull();
    expect(JSON.parse(raw!)).toEqual([chicken, duck]);
  });

  it('writes an empty array for an empty cart', () => {
    saveCart([chicken]);
    saveCart([]);
    expect(window.localStorage.getItem('cart')).toBe('[]');
  });
});

describe('loadCart', () => {
  it('restores what saveCart wrote', () => {
    saveCart([chicken, duck]);
    expect(loadCart()).toEqual([chicken, duck]);
  });

  it('gives an empty cart when nothing is saved', () => {
    expect(loadCart()).toEqual([]);
  });

  it('gives an empty cart for corrupted JSON', () => {
    storeRaw('[{"id":1,"qty":');
    expect(loadCart()).toEqual([]);
    storeRaw('not json at all');
    expect(loadCart()).toEqual([]);
  });

  it('gives an empty cart when the saved value is not an array', () => {
    for (const raw of ['{"id":1,"qty":1,"name":"x","price":1}', '"cart"', '42', 'null', 'true']) {
      storeRaw(raw);
      expect(loadCart()).toEqual([]);
    }
  });

  it('drops invalid lines and keeps the valid ones in order', () => {
    storeRaw(
      JSON.stringify([
        chicken,
        { id: 3, qty: 1, price: 10 }, // no name
        { id: 4, qty: 0, name: 'Zero', price: 10 },
        { id: 5, qty: 1, name: 'Refund', price: -1 },
        { id: '', qty: 1, name: 'No id', price: 1 },
        { id: 6, qty: 1.5, name: 'Half', price: 1 },
        { id: 7, qty: 1000, name: 'Too many', price: 1 },
        'a string',
        null,
        duck,
      ]),
    );
    expect(loadCart()).toEqual([chicken, duck]);
  });

  it('keeps extra product fields of a valid line', () => {
    const withExtras = { ...duck, image: '/duck.png', category: 'birds' };
    storeRaw(JSON.stringify([withExtras]));
    expect(loadCart()).toEqual([withExtras]);
  });
});

describe('parseStoredCart', () => {
  it('collapses duplicate ids (7 and "7" included) into one line, the later quantity winning', () => {
    const cart = parseStoredCart([
      { ...chicken, id: 7, qty: 1 },
      duck,
      { ...chicken, id: '7', qty: 5 },
      { ...duck, qty: 3 },
    ]);
    expect(cart).toHaveLength(2);
    expect(cart.map((line) => [String(line.id), line.qty])).toEqual([
      ['7', 5],
      ['2', 3],
    ]);
  });

  it('returns an empty cart for anything that is not an array', () => {
    expect(parseStoredCart(undefined)).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart({ 0: chicken, length: 1 })).toEqual([]);
  });
});
