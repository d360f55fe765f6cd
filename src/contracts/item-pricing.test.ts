import { describe, expect, it } from '@jest/globals';
import { discountPercent, oldPriceProblem, pricesAfterEdit } from './item-pricing';

describe('discountPercent', () => {
  it('is the whole percent off a higher old price, at most 60', () => {
    expect(discountPercent(17_000, 20_000)).toBe(15);
    expect(discountPercent(10_000, null)).toBe(0);
    expect(discountPercent(10_000, 9_000)).toBe(0);
    expect(discountPercent(1_000, 10_000)).toBe(60);
  });
});

describe('oldPriceProblem', () => {
  it('wants an old price above the price, and a discount of at most 60 %', () => {
    expect(oldPriceProblem(10_000, 10_000)).toBe('validation.old_price_not_above');
    expect(oldPriceProblem(10_000, 9_999)).toBe('validation.old_price_not_above');
    expect(oldPriceProblem(10_000, 25_000)).toBeUndefined();
    expect(oldPriceProblem(10_000, 25_001)).toBe('validation.discount_too_deep');
    expect(oldPriceProblem(10_000, 12_000)).toBeUndefined();
  });
});

describe('pricesAfterEdit', () => {
  const current = { priceCents: 20_000, oldPriceCents: null };

  it('strikes through the price before when the price goes down and no old price is sent', () => {
    expect(pricesAfterEdit(current, { priceCents: 17_000 })).toEqual({
      priceCents: 17_000,
      oldPriceCents: 20_000,
    });
    // From a discounted price, the price just before is struck through.
    expect(
      pricesAfterEdit({ priceCents: 18_000, oldPriceCents: 25_000 }, { priceCents: 16_000 }),
    ).toEqual({ priceCents: 16_000, oldPriceCents: 18_000 });
  });

  it('invents no discount deeper than 60 %', () => {
    expect(pricesAfterEdit(current, { priceCents: 7_000 })).toEqual({
      priceCents: 7_000,
      oldPriceCents: null,
    });
    expect(pricesAfterEdit(current, { priceCents: 8_000 }).oldPriceCents).toBe(20_000);
  });

  it('keeps an old price on a rise only while it is still a discount', () => {
    const discounted = { priceCents: 10_000, oldPriceCents: 12_000 };
    expect(pricesAfterEdit(discounted, { priceCents: 11_000 }).oldPriceCents).toBe(12_000);
    expect(pricesAfterEdit(discounted, { priceCents: 12_000 }).oldPriceCents).toBeNull();
  });

  it('takes an old price sent as it is, null removing it, and changes nothing without a price', () => {
    expect(pricesAfterEdit(current, { priceCents: 15_000, oldPriceCents: 30_000 })).toEqual({
      priceCents: 15_000,
      oldPriceCents: 30_000,
    });
    expect(
      pricesAfterEdit({ priceCents: 10_000, oldPriceCents: 12_000 }, { oldPriceCents: null }),
    ).toEqual({ priceCents: 10_000, oldPriceCents: null });
    expect(pricesAfterEdit(current, {})).toEqual(current);
    expect(pricesAfterEdit(current, { priceCents: 20_000 })).toEqual(current);
  });
});
