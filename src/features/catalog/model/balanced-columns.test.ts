import { describe, expect, it } from '@jest/globals';
import { balancedColumns } from './balanced-columns';

/** The tiles on each row, in order, when `count` are laid out in `columns`. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) =>
    Math.min(columns, count - row * columns),
  );

describe('balancedColumns', () => {
  it('lays the shop’s 11 categories out in rows of 6 and 5, not 10 and 1', () => {
    expect(rows(11, balancedColumns(11, 10))).toEqual([6, 5]);
    expect(rows(11, balancedColumns(11, 7))).toEqual([6, 5]);
  });

  it('keeps one full row when everything fits', () => {
    expect(balancedColumns(10, 10)).toBe(10);
    expect(balancedColumns(4, 10)).toBe(4);
  });

  it('uses the fewest rows, and the last one is short by fewer tiles than there are rows', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (const max of [5, 7, 10]) {
        const columns = balancedColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        const laid = rows(count, columns);
        expect(laid.length).toBe(Math.ceil(count / max));
        expect(columns - (laid.at(-1) ?? 0)).toBeLessThan(laid.length);
      }
    }
  });

  it('gives one column for nothing to lay out', () => {
    expect(balancedColumns(0, 10)).toBe(1);
  });
});
