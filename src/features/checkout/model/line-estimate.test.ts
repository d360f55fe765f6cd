import { describe, expect, it } from '@jest/globals';
import type { CartItem } from '@/contracts/cart';
import { estimatedSubtotal, lineEstimate } from './line-estimate';

const chicken: CartItem = {
  id: 1,
  qty: 2,
  name: 'Whole chicken',
  price: 95.5,
  weight: 1.5,
  options: [
    { id: 11, group: 'cut', name: 'Cut in 8', price_delta: 5 },
    { id: 12, group: 'skin', name: 'Without skin', price_delta: 10.25 },
  ],
};

describe('lineEstimate', () => {
  it('prices a weighed line per kg with its options, rounded to the piastre', () => {
    // (95.50 + 5 + 10.25) × 1.5 kg × 2 = 332.25
    expect(lineEstimate(chicken)).toEqual({ unitPrice: 110.75, total: 332.25, weighed: true });
  });

  it('prices a line by the piece as price × quantity', () => {
    expect(lineEstimate({ id: 2, qty: 3, name: 'Eggs', price: 0.1 + 0.2 })).toEqual({
      unitPrice: 0.3,
      total: 0.9,
      weighed: false,
    });
  });

  it('adds the lines up in piastres', () => {
    expect(estimatedSubtotal([chicken, { id: 2, qty: 1, name: 'Eggs', price: 60 }])).toBe(392.25);
  });
});
