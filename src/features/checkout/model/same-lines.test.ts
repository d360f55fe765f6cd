import { describe, expect, it } from '@jest/globals';
import type { CartItem } from '@/contracts/cart';
import type { OrderBody } from './idempotency-key';
import { cartIsOrder } from './same-lines';

const chicken: CartItem = {
  id: 5,
  qty: 1,
  name: 'Whole chicken',
  price: 100,
  weight: 1.5,
  options: [
    { id: 53, group: 'skin', name: 'Without skin', price_delta: 10 },
    { id: 51, group: 'cut', name: 'Cut in 8', price_delta: 5 },
  ],
};
const eggs: CartItem = { id: '9', qty: 2, name: 'Eggs', price: 150 };
const body = {
  address_id: 3,
  items: [
    { item_id: 9, qty: 2, option_ids: [] },
    { item_id: 5, qty: 1, weight: 1.5, option_ids: [51, 53] },
  ],
  notes: '',
  payment_method: 'cash_on_delivery',
} as OrderBody;

describe('whether the cart still is the order accepted', () => {
  it('is, whatever the order of lines and choices', () => {
    expect(cartIsOrder([chicken, eggs], body)).toBe(true);
  });
  it('is not once a line, an amount or a weight changed', () => {
    expect(cartIsOrder([chicken], body)).toBe(false);
    expect(cartIsOrder([chicken, { ...eggs, qty: 3 }], body)).toBe(false);
    expect(cartIsOrder([{ ...chicken, weight: 2 }, eggs], body)).toBe(false);
  });
});
