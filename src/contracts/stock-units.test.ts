import { describe, expect, it } from '@jest/globals';
import {
  isStockAmount,
  keptAfterUnitChange,
  keptStock,
  soldStock,
  stockAmountProblems,
  stockTakenBy,
} from './stock-units';

describe('what an item’s stock counts', () => {
  it('keeps kg as whole grams and gives them back as kg, pieces as they are', () => {
    expect(keptStock('kg', 2.75)).toBe(2_750);
    expect(keptStock('kg', 0.001)).toBe(1);
    expect(soldStock('kg', 1_500)).toBe(1.5);
    expect(soldStock('kg', keptStock('kg', 1.125))).toBe(1.125);
    expect(keptStock('bird', 3)).toBe(3);
    expect(soldStock('tray', 3)).toBe(3);
  });

  it('takes exactly what a line holds: 1.5 kg from 3 kg leaves 1.5 kg, not 1', () => {
    const left = keptStock('kg', 3) - stockTakenBy('kg', 1_500, 1);
    expect(soldStock('kg', left)).toBe(1.5);
    // and a cancel gives the same back
    expect(soldStock('kg', left + stockTakenBy('kg', 1_500, 1))).toBe(3);
    expect(stockTakenBy('kg', null, 2)).toBe(2_000);
    expect(stockTakenBy('piece', null, 2)).toBe(2);
  });

  it('holds kg to the gram and pieces whole', () => {
    expect(isStockAmount('kg', 2.75)).toBe(true);
    expect(isStockAmount('kg', 2.7501)).toBe(false);
    expect(isStockAmount('bird', 2.5)).toBe(false);
    expect(isStockAmount('bird', 2)).toBe(true);
    expect(stockAmountProblems('bird', { stock: 2.5 })).toEqual({
      stock: 'validation.stock_whole',
    });
    expect(stockAmountProblems('kg', { stock: 2.0005, max_per_order: 0.5 })).toEqual({
      stock: 'validation.stock_grams',
    });
    expect(stockAmountProblems('piece', { max_per_order: 1.5 })).toEqual({
      max_per_order: 'validation.max_per_order_value',
    });
    expect(stockAmountProblems('kg', { max_per_order: null, stock: 0 })).toEqual({});
  });

  it('carries the figure the seller read over a change of unit', () => {
    expect(keptAfterUnitChange('kg', 'bird', 3_000)).toBe(3);
    expect(keptAfterUnitChange('kg', 'bird', 2_750)).toBe(2);
    expect(keptAfterUnitChange('bird', 'kg', 3)).toBe(3_000);
    expect(keptAfterUnitChange('bird', 'tray', 7)).toBe(7);
  });
});
