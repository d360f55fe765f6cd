import { describe, expect, it } from '@jest/globals';
import {
  centsForGrams,
  estimatedLineCents,
  gramsOf,
  isWeightOption,
  kgOf,
  unitCents,
  weighedLineCents,
} from './line-pricing';

describe('line pricing', () => {
  it('adds the options’ deltas to the price', () => {
    expect(unitCents(15_000, [])).toBe(15_000);
    expect(unitCents(15_000, [300, 1_000])).toBe(16_300);
  });

  it('prices a line by the piece as unit × qty, and by weight as unit × kg × qty', () => {
    expect(estimatedLineCents({ unitCents: 20_000, qty: 3, weightGrams: null })).toBe(60_000);
    // 163 EGP/kg, 1.5 kg each, two birds: 489 EGP.
    expect(estimatedLineCents({ unitCents: 16_300, qty: 2, weightGrams: 1_500 })).toBe(48_900);
    // 150 EGP/kg × 1.25 kg = 187.50 EGP.
    expect(estimatedLineCents({ unitCents: 15_000, qty: 1, weightGrams: 1_250 })).toBe(18_750);
  });

  it('prices a weighed line from the weighed grams of the whole line', () => {
    expect(weighedLineCents(16_300, 3_070)).toBe(50_041);
    expect(weighedLineCents(15_000, 1_620)).toBe(24_300);
  });

  it('rounds to the piastre, half up', () => {
    // 155.55 EGP/kg × 0.25 kg = 38.8875 EGP → 38.89.
    expect(centsForGrams(15_555, 250)).toBe(3_889);
    // 1 piastre/kg × 500 g = half a piastre → 1.
    expect(centsForGrams(1, 500)).toBe(1);
    expect(centsForGrams(1, 499)).toBe(0);
    // 33.33 EGP/kg × 0.015 kg = 49.995 piastres → 50.
    expect(centsForGrams(3_333, 15)).toBe(50);
  });

  it('speaks kg and keeps grams, and knows an item’s weights', () => {
    expect(gramsOf(1.25)).toBe(1_250);
    expect(gramsOf(0.1 + 0.2)).toBe(300);
    expect(kgOf(1_620)).toBe(1.62);
    expect(isWeightOption([1, 1.25, 1.5], 1_250)).toBe(true);
    expect(isWeightOption([1, 1.25, 1.5], 1_300)).toBe(false);
    expect(isWeightOption([], 1_000)).toBe(false);
  });
});
