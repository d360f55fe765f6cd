import { describe, expect, it } from '@jest/globals';
import { compareCellValues, createSortCollator, type CellValue } from './table-sort';

const en = createSortCollator('en-EG');
const ar = createSortCollator('ar-EG');

function sorted(values: CellValue[], collator = en): CellValue[] {
  return [...values].sort((a, b) => compareCellValues(a, b, collator));
}

describe('compareCellValues', () => {
  it('orders numbers by size, not as text', () => {
    expect(sorted([100, 9.5, 25, 9.25])).toEqual([9.25, 9.5, 25, 100]);
  });

  it('orders ISO dates by the instant they name', () => {
    // 00:10 in Cairo on 1 April is 22:10 UTC on 31 March: before 22:20, though its text sorts after.
    expect(sorted(['2025-03-31T22:20:00Z', '2025-04-01T00:10:00+02:00'])).toEqual([
      '2025-04-01T00:10:00+02:00',
      '2025-03-31T22:20:00Z',
    ]);
    expect(sorted(['2025-10-01', '2025-09-30'])).toEqual(['2025-09-30', '2025-10-01']);
  });

  it('puts false before true (so true leads when descending)', () => {
    expect(sorted([true, false, true])).toEqual([false, true, true]);
  });

  it('orders text with the collator: case, accents and embedded numbers', () => {
    expect(sorted(['Zebra', 'egg', 'Éclair', 'apple', 'Item 10', 'Item 9'])).toEqual([
      'apple',
      'Éclair',
      'egg',
      'Item 9',
      'Item 10',
      'Zebra',
    ]);
  });

  it('orders Arabic in alphabet order, letter shapes aside', () => {
    expect(sorted(['ياسمين', 'بط', 'أرانب', 'دجاج'], ar)).toEqual([
      'أرانب',
      'بط',
      'دجاج',
      'ياسمين',
    ]);
  });
});
