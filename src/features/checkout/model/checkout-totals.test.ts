import { describe, expect, it } from '@jest/globals';
import { checkoutTotals, orderBlocker } from './checkout-totals';

const mitGhamr = { fee: 30, min_order: 150 };
const mansoura = { fee: 15, min_order: 0 };

describe('checkoutTotals', () => {
  it('adds the zone fee to the subtotal', () => {
    expect(checkoutTotals(525, mitGhamr)).toEqual({
      subtotal: 525,
      delivery: 30,
      credit: 0,
      total: 555,
      minimum: 150,
      shortBy: 0,
    });
  });

  it('has no delivery charge and no minimum before a zone is known', () => {
    expect(checkoutTotals(99.5)).toEqual({
      subtotal: 99.5,
      delivery: undefined,
      credit: 0,
      total: 99.5,
      minimum: 0,
      shortBy: 0,
    });
  });

  it('takes the shopper’s credit off the total, never below 0, in whole piastres', () => {
    expect(checkoutTotals(525, mitGhamr, 40)).toMatchObject({ credit: 40, total: 515 });
    expect(checkoutTotals(100, mansoura, 500)).toMatchObject({ credit: 115, total: 0 });
    expect(checkoutTotals(0.3, { fee: 0.7, min_order: 0 }, 0.1 + 0.2)).toMatchObject({
      credit: 0.3,
      total: 0.7,
    });
    expect(checkoutTotals(100, mansoura, -5)).toMatchObject({ credit: 0, total: 115 });
  });

  it('counts the minimum order on the products alone, before the credit', () => {
    expect(checkoutTotals(150, mitGhamr, 100)).toMatchObject({ shortBy: 0, total: 80 });
  });

  it('says how much is missing to reach the minimum', () => {
    const totals = checkoutTotals(110, mitGhamr);
    expect(totals.shortBy).toBe(40);
    expect(totals.total).toBe(140);
  });

  it('sums in whole piastres, so fractions never drift', () => {
    const totals = checkoutTotals(0.1 + 0.2, { fee: 0.7, min_order: 1.1 });
    expect(totals.subtotal).toBe(0.3);
    expect(totals.total).toBe(1);
    expect(totals.shortBy).toBe(0.8);
  });

  it('treats a subtotal exactly at the minimum as enough', () => {
    expect(checkoutTotals(150, mitGhamr).shortBy).toBe(0);
    expect(checkoutTotals(149.99, mitGhamr).shortBy).toBe(0.01);
  });
});

describe('orderBlocker', () => {
  const ready = {
    lineCount: 2,
    hasAddress: true,
    hasZone: true,
    totals: checkoutTotals(200, mitGhamr),
  };

  it('lets a complete order through', () => {
    expect(orderBlocker(ready)).toBeUndefined();
    expect(orderBlocker({ ...ready, totals: checkoutTotals(10, mansoura) })).toBeUndefined();
  });

  it('names the first thing missing, in the order the shopper fixes them', () => {
    expect(orderBlocker({ ...ready, lineCount: 0, hasAddress: false })).toBe('empty');
    expect(orderBlocker({ ...ready, hasAddress: false, hasZone: false })).toBe('noAddress');
    expect(orderBlocker({ ...ready, hasZone: false })).toBe('noZone');
    expect(orderBlocker({ ...ready, totals: checkoutTotals(100, mitGhamr) })).toBe('belowMinimum');
  });
});
