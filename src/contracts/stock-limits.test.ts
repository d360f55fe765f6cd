import { describe, expect, it } from '@jest/globals';
import { lineQtyCap, orderAllowance, shareCap, stockUnitsOf } from './stock-limits';

/** Whether an account holding `held` may order `qty` more, with `stock` before this order. */
const allowed = (percent: number, stock: number, held: number, qty: number) =>
  qty <= orderAllowance({ maxPerOrder: null, share: { percent, stock, held } });

describe('the share of an item’s stock one account may hold', () => {
  it('is half of 100 by default, rounded up, the order being placed included', () => {
    expect(shareCap(50, 100, 0)).toBe(50);
    expect(allowed(50, 100, 0, 50)).toBe(true);
    expect(allowed(50, 100, 0, 51)).toBe(false);
    expect(allowed(50, 100, 0, 100)).toBe(false);
  });

  it('counts what the account holds, so a second order cannot take half of what is left', () => {
    // 40 held of 100: 60 left; the account may hold 50 of the 100, so 10 more, not 30.
    expect(orderAllowance({ maxPerOrder: null, share: { percent: 50, stock: 60, held: 40 } })).toBe(
      10,
    );
    expect(allowed(50, 60, 40, 10)).toBe(true);
    expect(allowed(50, 60, 40, 11)).toBe(false);
    expect(allowed(50, 50, 50, 1)).toBe(false);
  });

  it('sells the last one on the shelf (stock 1), to an account that holds none', () => {
    expect(shareCap(50, 1, 0)).toBe(1);
    expect(allowed(50, 1, 0, 1)).toBe(true);
    expect(allowed(1, 1, 0, 1)).toBe(true);
    // One held of two: the other is for someone else.
    expect(allowed(50, 1, 1, 1)).toBe(false);
  });

  it('rounds a half up: of 3, two for one account and the last for another', () => {
    expect(shareCap(50, 3, 0)).toBe(2);
    expect(allowed(50, 3, 0, 2)).toBe(true);
    expect(allowed(50, 3, 0, 3)).toBe(false);
    expect(allowed(50, 1, 2, 1)).toBe(false);
    expect(allowed(50, 1, 0, 1)).toBe(true);
  });

  it('counts kg for an item sold by weight, a line taking its kg rounded up', () => {
    // 3 birds of 1.75 kg take 6 kg; of 10 kg one account may hold 5.
    expect(stockUnitsOf(1_750, 3)).toBe(6);
    expect(stockUnitsOf(1_750, 2)).toBe(4);
    expect(stockUnitsOf(null, 3)).toBe(3);
    expect(allowed(50, 10, 0, stockUnitsOf(1_750, 3))).toBe(false);
    expect(allowed(50, 10, 0, stockUnitsOf(1_750, 2))).toBe(true);
  });

  it('is no limit at 100 %: an order never takes more than the shelf holds', () => {
    for (const [stock, held] of [
      [1, 0],
      [3, 7],
      [100, 0],
    ] as const) {
      expect(allowed(100, stock, held, stock)).toBe(true);
    }
  });
});

describe('an order’s allowance of an item', () => {
  it('is the item’s most per order, or the share when that is less', () => {
    expect(orderAllowance({ maxPerOrder: 10, share: { percent: 50, stock: 100, held: 0 } })).toBe(
      10,
    );
    expect(orderAllowance({ maxPerOrder: 10, share: { percent: 50, stock: 8, held: 0 } })).toBe(4);
    expect(orderAllowance({ maxPerOrder: 10 })).toBe(10);
    expect(orderAllowance({ maxPerOrder: null })).toBe(Number.POSITIVE_INFINITY);
    expect(
      orderAllowance({ maxPerOrder: null, share: { percent: 50, stock: 0, held: 9 } }),
    ).toBeLessThanOrEqual(0);
  });
});

describe('the most a cart line offers', () => {
  it('is the stock or the most per order, whichever is less', () => {
    expect(lineQtyCap({ stock: 100, max_per_order: null }, null)).toBe(100);
    expect(lineQtyCap({ stock: 100, max_per_order: 10 }, null)).toBe(10);
    expect(lineQtyCap({ stock: 4, max_per_order: 10 }, null)).toBe(4);
    expect(lineQtyCap({ stock: 0, max_per_order: 10 }, null)).toBe(0);
  });

  it('counts pieces of a weight against kg: 10 kg are five birds of 1.75 kg, not six', () => {
    expect(lineQtyCap({ stock: 120, max_per_order: 10 }, 1_750)).toBe(5);
    expect(stockUnitsOf(1_750, 5)).toBeLessThanOrEqual(10);
    expect(stockUnitsOf(1_750, 6)).toBeGreaterThan(10);
    expect(lineQtyCap({ stock: 120, max_per_order: 10 }, 2_000)).toBe(5);
    expect(lineQtyCap({ stock: 3, max_per_order: null }, 1_500)).toBe(2);
  });

  it('leaves out what the cart’s other lines of the item take', () => {
    expect(lineQtyCap({ stock: 100, max_per_order: 10 }, null, 7)).toBe(3);
    expect(lineQtyCap({ stock: 100, max_per_order: 10 }, 1_500, 7)).toBe(2);
    expect(lineQtyCap({ stock: 100, max_per_order: 10 }, null, 12)).toBe(0);
  });
});
