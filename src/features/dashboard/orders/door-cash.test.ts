import { describe, expect, it } from '@jest/globals';
import { doorCash } from './door-cash';

describe('doorCash', () => {
  it('collects the total when the shop owes nothing', () => {
    expect(doorCash({ total: 355.5, cash_back: 0 })).toEqual({ kind: 'collect', amount: 355.5 });
  });

  it('takes a cash refund off what is collected, to the piastre', () => {
    expect(doorCash({ total: 100.3, cash_back: 20.1 })).toEqual({ kind: 'collect', amount: 80.2 });
  });

  it('hands the difference back when the refund is more than the order', () => {
    expect(doorCash({ total: 50, cash_back: 80.25 })).toEqual({
      kind: 'hand_back',
      amount: 30.25,
    });
  });
});
