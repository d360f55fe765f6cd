import { describe, expect, it } from '@jest/globals';
import type { CashDay } from '@/contracts/driver-rounds';
import { cashTotals, differenceKind, differenceOf, typedAmount } from './cash-model';
import { addDays, exportDays, MAX_EXPORT_DAYS } from './export-range';

const day = (overrides: Partial<CashDay>): CashDay => ({
  driver: { id: 7, name: 'Karim' },
  date: '2026-11-30',
  expected: 0,
  received: 0,
  handed_over: null,
  difference: 0,
  delivered: 0,
  failed: 0,
  open_stops: 0,
  closed: false,
  closed_at: null,
  ...overrides,
});

describe('a driver’s difference', () => {
  it('is cash missing below zero, extra above, none at zero (to the piastre)', () => {
    expect(differenceKind(-20)).toBe('short');
    expect(differenceKind(-0.01)).toBe('short');
    expect(differenceKind(0.5)).toBe('over');
    expect(differenceKind(0)).toBe('even');
    // Pounds added as floats: a rounding error is not a piastre.
    expect(differenceKind(0.1 + 0.2 - 0.3)).toBe('even');
  });

  it('is handed over less expected, in whole piastres', () => {
    expect(differenceOf(480.5, 500)).toBe(-19.5);
    expect(differenceOf(510, 500)).toBe(10);
    expect(differenceOf(0.3, 0.1 + 0.2)).toBe(0);
  });
});

describe('the amount typed when closing a day', () => {
  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(typedAmount('٤٨٠٫٥')).toBe(480.5);
    expect(typedAmount('۱۲۵۰')).toBe(1250);
    expect(typedAmount(' 1250,75 ')).toBe(1250.75);
    expect(typedAmount('0')).toBe(0);
  });

  it('waits while the text is not an amount in whole piastres', () => {
    expect(typedAmount('')).toBeUndefined();
    expect(typedAmount('12.')).toBeUndefined();
    expect(typedAmount('12.345')).toBeUndefined();
    expect(typedAmount('-5')).toBeUndefined();
    expect(typedAmount('1e3')).toBeUndefined();
    expect(typedAmount('abc')).toBeUndefined();
  });
});

describe('a day’s cash over every driver', () => {
  it('adds expected, received and the differences, and counts the days still open', () => {
    const totals = cashTotals([
      day({ expected: 500.1, received: 480.2, difference: -19.9 }),
      day({ expected: 0.2, received: 0.2, handed_over: 10.2, difference: 10, closed: true }),
      day({ expected: 100, received: 100, difference: 0 }),
    ]);
    expect(totals).toEqual({
      expected: 600.3,
      received: 580.4,
      difference: -9.9,
      drivers: 3,
      open: 2,
    });
  });

  it('is nothing at all on a day without rounds', () => {
    expect(cashTotals([])).toEqual({
      expected: 0,
      received: 0,
      difference: 0,
      drivers: 0,
      open: 0,
    });
  });
});

describe('the days of an export', () => {
  it('steps over months, years and Cairo’s summer-time change', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-04-24', 1)).toBe('2026-04-25');
  });

  it('lists one day, or every day of a range with both ends', () => {
    expect(exportDays('2026-11-30', '2026-11-30')).toEqual({ ok: true, days: ['2026-11-30'] });
    expect(exportDays('2026-11-29', '2026-12-01')).toEqual({
      ok: true,
      days: ['2026-11-29', '2026-11-30', '2026-12-01'],
    });
  });

  it(`takes up to ${MAX_EXPORT_DAYS} days, and says why not otherwise`, () => {
    const month = exportDays('2026-01-01', '2026-01-31');
    expect(month.ok && month.days.length).toBe(MAX_EXPORT_DAYS);
    expect(exportDays('2026-01-01', '2026-02-01')).toEqual({ ok: false, reason: 'tooLong' });
    expect(exportDays('2026-11-30', '2026-11-01')).toEqual({ ok: false, reason: 'reversed' });
    expect(exportDays('', '2026-11-01')).toEqual({ ok: false, reason: 'invalid' });
    expect(exportDays('2026-02-30', '2026-03-01')).toEqual({ ok: false, reason: 'invalid' });
  });
});
