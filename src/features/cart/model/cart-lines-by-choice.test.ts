import { describe, expect, it } from '@jest/globals';
import { cartLineKey, type CartItem, type CartOption } from '@/contracts/cart';
import {
  cartIsEstimated,
  cartSubtotal,
  changeCartAmount,
  lineTotal,
  replaceLine,
} from './cart-reducer';
import { parseStoredCart } from './cart-storage';

const whole: CartOption = { id: 11, group: 'cut', name: 'Whole', price_delta: 0 };
const eight: CartOption = { id: 12, group: 'cut', name: '8 pieces', price_delta: 10 };
const skinless: CartOption = { id: 21, group: 'skin', name: 'Without skin', price_delta: 15 };

const chicken = (fields: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  qty: 1,
  name: 'Whole chicken',
  price: 135.5,
  unit: 'kg',
  weight: 1.5,
  options: [whole],
  ...fields,
});

describe('cart lines by choices (cartLineKey)', () => {
  it('keeps the same item with another weight or other options as another line', () => {
    let cart = changeCartAmount([], chicken());
    cart = changeCartAmount(cart, chicken({ weight: 2 }));
    cart = changeCartAmount(cart, chicken({ options: [eight, skinless] }));
    expect(cart).toHaveLength(3);
    expect(cart.map((line) => line.qty)).toEqual([1, 1, 1]);
  });

  it('changes the quantity of the line with the same choices, whatever their order', () => {
    let cart = changeCartAmount([], chicken({ options: [eight, skinless] }));
    cart = changeCartAmount(cart, chicken({ options: [skinless, eight], qty: 3 }));
    expect(cart).toEqual([chicken({ options: [skinless, eight], qty: 3 })]);
    expect(changeCartAmount(cart, chicken({ options: [eight, skinless], qty: 0 }))).toEqual([]);
  });

  it('gives the same key for the same choices and another for others', () => {
    expect(cartLineKey(chicken({ options: [eight, skinless] }))).toBe(
      cartLineKey(chicken({ options: [skinless, eight], qty: 9, name: 'فرخة' })),
    );
    expect(cartLineKey(chicken({ weight: 1.5 }))).not.toBe(cartLineKey(chicken({ weight: 2 })));
    expect(cartLineKey({ id: 1 })).toBe(cartLineKey({ id: '1', options: [] }));
  });

  it('replaces a line with other choices in its place', () => {
    const duck: CartItem = { id: 2, qty: 1, name: 'Duck', price: 260 };
    const cart = [chicken(), duck];
    const next = replaceLine(cart, cartLineKey(cart[0]!), chicken({ options: [eight] }));
    expect(next.map((line) => cartLineKey(line))).toEqual(['1@1500g+12', '2']);
  });

  it('merges a line changed to the choices of another line, adding both quantities', () => {
    const duck: CartItem = { id: 2, qty: 1, name: 'Duck', price: 260 };
    const cart = [chicken({ qty: 2 }), duck, chicken({ weight: 2, qty: 3 })];
    const next = replaceLine(cart, cartLineKey(cart[2]!), chicken({ qty: 3 }));
    expect(next.map((line) => [cartLineKey(line), line.qty])).toEqual([
      ['2', 1],
      ['1@1500g+11', 5],
    ]);
  });

  it('estimates lines sold by weight and sums the subtotal of estimates', () => {
    // (135.50 + 10 + 15) EGP/kg × 1.5 kg × 2 = 481.50
    const weighed = chicken({ options: [eight, skinless], qty: 2 });
    expect(lineTotal(weighed)).toBe(481.5);
    const piece: CartItem = { id: 3, qty: 2, name: 'Eggs', price: 95 };
    expect(cartSubtotal([weighed, piece])).toBe(671.5);
    expect(cartIsEstimated([piece])).toBe(false);
    expect(cartIsEstimated([weighed, piece])).toBe(true);
  });
});

describe('stored carts with choices', () => {
  it('loads an old cart saved before lines had weights or options', () => {
    const old = [{ id: 1, qty: 2, name: 'Whole chicken', price: 135.5, unit: 'kg' }];
    expect(parseStoredCart(old)).toEqual(old);
  });

  it('keeps lines of one item with other choices apart, collapsing only the same choices', () => {
    const stored = [chicken(), chicken({ weight: 2 }), chicken({ qty: 4 })];
    expect(parseStoredCart(JSON.parse(JSON.stringify(stored)))).toEqual([
      chicken({ qty: 4 }),
      chicken({ weight: 2 }),
    ]);
  });

  it('drops a line whose options are not options', () => {
    const stored: unknown[] = [
      { ...chicken(), options: [{ id: 'x', group: 'cut' }] },
      chicken({ weight: -1 }),
    ];
    expect(parseStoredCart(stored)).toEqual([]);
  });
});
