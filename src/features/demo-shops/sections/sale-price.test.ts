import { describe, expect, it } from '@jest/globals';
import { salePrice } from './sale-price';

describe('salePrice', () => {
  it('is the price itself without a discount', () => {
    expect(salePrice({ price: 250, discount: 0 })).toBe(250);
  });

  it('takes the percent off', () => {
    expect(salePrice({ price: 250, discount: 25 })).toBe(187.5);
    expect(salePrice({ price: 80, discount: 10 })).toBe(72);
  });

  it('rounds to the piastre, half up', () => {
    // 19.99 × 0.85 = 16.9915
    expect(salePrice({ price: 19.99, discount: 15 })).toBe(16.99);
    // 0.5 × 0.95 = 0.475 → 0.48 (floating point alone would give 0.47)
    expect(salePrice({ price: 0.5, discount: 5 })).toBe(0.48);
  });

  it('leaves no floating-point tails', () => {
    // 1.15 × 0.9 in floating point is just under 1.035, which rounds down to 1.03.
    expect(salePrice({ price: 1.15, discount: 10 })).toBe(1.04);
    expect(salePrice({ price: 0.3, discount: 0 })).toBe(0.3);
    expect(String(salePrice({ price: 10.1, discount: 30 }))).toBe('7.07');
  });

  it('handles the largest discount the data allows', () => {
    expect(salePrice({ price: 99.99, discount: 60 })).toBe(40);
  });
});
