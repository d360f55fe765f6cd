import { describe, expect, it } from '@jest/globals';
import type { CartItem } from '@/contracts/cart';
import { cartLineCap } from './line-cap';

const line = (fields: Partial<CartItem>): CartItem => ({
  id: 7,
  qty: 1,
  name: 'Quail',
  price: 52,
  ...fields,
});

describe('cartLineCap', () => {
  it('is the stock, or the item’s most per order when that is less, at most the cart’s cap', () => {
    expect(cartLineCap([], line({}), { stock: 100 })).toBe(100);
    expect(cartLineCap([], line({}), { stock: 100, max_per_order: 10 })).toBe(10);
    expect(cartLineCap([], line({}), { stock: 5_000, max_per_order: null })).toBe(999);
  });

  it('counts a line sold by weight in pieces against kg', () => {
    const kg = (stock: number) => ({ stock, max_per_order: 10, unit_code: 'kg' });
    expect(cartLineCap([], line({ weight: 1.75 }), kg(100))).toBe(5);
    // 3 kg left are two birds of 1.5 kg, to the gram: 2.999 kg are one.
    expect(cartLineCap([], line({ weight: 1.5 }), kg(3))).toBe(2);
    expect(cartLineCap([], line({ weight: 1.5 }), kg(2.999))).toBe(1);
  });

  it('leaves out the cart’s other lines of the item, not the line itself nor a demo shop’s', () => {
    const skinless = line({
      qty: 4,
      options: [{ id: 3, group: 'skin', name: 'No skin', price_delta: 0 }],
    });
    const whole = line({ qty: 2 });
    const demo = line({ qty: 5, shop: 'gadget-shop' });
    const cart = [skinless, whole, demo];
    expect(cartLineCap(cart, whole, { stock: 100, max_per_order: 10 })).toBe(6);
    expect(cartLineCap(cart, skinless, { stock: 100, max_per_order: 10 })).toBe(8);
    // 3 birds of 1.5 kg take exactly 4.5 kg of the 10: 5.5 kg are left, five whole kilos.
    const weighed = [line({ qty: 3, weight: 1.5 }), whole];
    expect(cartLineCap(weighed, whole, { stock: 100, max_per_order: 10, unit_code: 'kg' })).toBe(5);
    const bigger = [line({ qty: 3, weight: 1.5 }), line({ weight: 1.25 })];
    expect(
      cartLineCap(bigger, line({ weight: 1.25 }), {
        stock: 100,
        max_per_order: 10,
        unit_code: 'kg',
      }),
    ).toBe(4);
    expect(cartLineCap(cart, demo, { stock: 20 })).toBe(20);
  });
});
