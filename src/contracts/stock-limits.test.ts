import { describe, expect, it } from '@jest/globals';
import { lineQtyCap, orderAllowance, shareCap } from './stock-limits';
import { stockTakenBy } from './stock-units';

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

  it('counts grams for an item sold by weight, a line taking exactly what it holds', () => {
    // 3 birds of 1.75 kg take 5.25 kg; of 10 kg one account may hold 5.
    expect(stockTakenBy('kg', 1_750, 3)).toBe(5_250);
    expect(stockTakenBy('kg', 1_500, 1)).toBe(1_500);
    expect(stockTakenBy('bird', null, 3)).toBe(3);
    const share = (qtyGrams: number) =>
      qtyGrams <=
      orderAllowance({ maxPerOrder: null, share: { percent: 50, stock: 10_000, held: 0 } });
    expect(share(stockTakenBy('kg', 1_750, 3))).toBe(false);
    expect(share(stockTakenBy('kg', 1_750, 2))).toBe(true);
    expect(share(stockTakenBy('kg', 2_500, 2))).toBe(true);
  });

  it('sells the last kg on the shelf: the share’s floor is one kg of an item sold by the kg', () => {
    expect(shareCap(50, 1_000, 0, 1_000)).toBe(1_000);
    expect(shareCap(50, 1_500, 0, 1_000)).toBe(1_000);
    expect(shareCap(50, 4_000, 0, 1_000)).toBe(2_000);
    // The last bird of 1.5 kg on the shelf, for an account that holds none of it.
    expect(shareCap(50, 1_500, 0, 1_500)).toBe(1_500);
    expect(
      orderAllowance({
        maxPerOrder: null,
        share: { percent: 50, stock: 1_500, held: 0, least: 1_500 },
      }),
    ).toBe(1_500);
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
  const birds = (stock: number, max: number | null) => ({
    stock,
    max_per_order: max,
    unit_code: 'bird',
  });
  const kg = (stock: number, max: number | null) => ({
    stock,
    max_per_order: max,
    unit_code: 'kg',
  });

  it('is the stock or the most per order, whichever is less', () => {
    expect(lineQtyCap(birds(100, null), null)).toBe(100);
    expect(lineQtyCap(birds(100, 10), null)).toBe(10);
    expect(lineQtyCap(birds(4, 10), null)).toBe(4);
    expect(lineQtyCap(birds(0, 10), null)).toBe(0);
  });

  it('counts pieces of a weight against kg to the gram: 3 kg are two birds of 1.5 kg', () => {
    expect(lineQtyCap(kg(120, 10), 1_750)).toBe(5);
    expect(lineQtyCap(kg(120, 10), 2_000)).toBe(5);
    expect(lineQtyCap(kg(3, null), 1_500)).toBe(2);
    expect(lineQtyCap(kg(2.999, null), 1_500)).toBe(1);
    expect(lineQtyCap(kg(1.5, null), 1_500)).toBe(1);
    expect(lineQtyCap(kg(1.499, null), 1_500)).toBe(0);
    // Without a weight to pick, a kg item's line counts whole kg.
    expect(lineQtyCap(kg(2.75, null), null)).toBe(2);
  });

  it('leaves out what the cart’s other lines of the item take', () => {
    expect(lineQtyCap(birds(100, 10), null, 7)).toBe(3);
    expect(lineQtyCap(kg(100, 10), 1_500, 7_000)).toBe(2);
    expect(lineQtyCap(kg(100, 10), 1_500, 7_500)).toBe(1);
    expect(lineQtyCap(birds(100, 10), null, 12)).toBe(0);
  });
});
