import { describe, expect, it } from '@jest/globals';
import { parseZoneId, quoteDelivery } from './delivery';

const zone = { id: 3, area: 'Mit Ghamr', fee: 30, min_order: 150, eta: 'Same day' };

describe('quoteDelivery', () => {
  it('adds the fee and says how much is missing for the minimum', () => {
    expect(quoteDelivery(120.3, zone)).toEqual({ fee: 30, total: 150.3, shortBy: 29.7 });
  });

  it('is not short at or above the minimum, nor for a zone without one', () => {
    expect(quoteDelivery(150, zone).shortBy).toBe(0);
    expect(quoteDelivery(10, { ...zone, min_order: 0 }).shortBy).toBe(0);
  });
});

describe('parseZoneId', () => {
  it.each([
    ['3', 3],
    ['12', 12],
    ['0', undefined],
    ['-1', undefined],
    ['2.5', undefined],
    ['abc', undefined],
    [undefined, undefined],
    [['1', '2'], undefined],
  ])('%p → %p', (value, expected) => {
    expect(parseZoneId(value)).toBe(expected);
  });
});
