import { describe, expect, it } from '@jest/globals';
import { cashBalance, typedCash } from './cash-balance';

describe('typedCash', () => {
  it.each([
    ['400', 400],
    [' 355.50 ', 355.5],
    ['٤٠٠', 400],
    ['٣٥٥٫٥', 355.5],
    ['355,25', 355.25],
    ['۴۰۰', 400],
  ])('reads %j as %d pounds', (text, pounds) => {
    expect(typedCash(text)).toBe(pounds);
  });

  it.each(['', '  ', 'abc', '4OO', '-5', '1.234', '1e3', '12.', '.5', '1 000'])(
    'has no amount yet for %j',
    (text) => {
      expect(typedCash(text)).toBeUndefined();
    },
  );
});

describe('cashBalance', () => {
  it('gives back the cash above the amount due, to the piastre', () => {
    expect(cashBalance(400, 354.9)).toEqual({ kind: 'change', amount: 45.1 });
    expect(cashBalance(200, 199.99)).toEqual({ kind: 'change', amount: 0.01 });
  });

  it('says how much is short when the cash is below it', () => {
    expect(cashBalance(300, 355)).toEqual({ kind: 'short', amount: 55 });
    expect(cashBalance(0.1 + 0.2, 0.31)).toEqual({ kind: 'short', amount: 0.01 });
  });

  it('has nothing to give back for the exact amount, float dust or not', () => {
    expect(cashBalance(355, 355)).toEqual({ kind: 'exact' });
    expect(cashBalance(0.1 + 0.2, 0.3)).toEqual({ kind: 'exact' });
  });
});
