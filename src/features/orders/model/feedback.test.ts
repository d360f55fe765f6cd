import { describe, expect, it } from '@jest/globals';
import type { Complaint } from '@/contracts/complaints';
import { orderFixture } from '@tests/setup/order-fixture';
import { picksProblem, picksToLines } from './complaint-picks';
import { canComplain, complainedLineIds, reviewLineIds } from './feedback';

const [duck] = orderFixture().items;
const order = orderFixture({
  status: 'Delivered',
  items: [duck!, { ...duck!, id: 2, weight: 2 }, { ...duck!, id: 3, item_id: 9 }],
  complaint_until: '2026-11-28T10:00:00.000Z',
});
const now = Date.parse('2026-11-27T10:00:00.000Z');

describe('what a delivered order still offers', () => {
  it('reviews each product once, under its first line', () => {
    expect([...reviewLineIds(order)]).toEqual([1, 3]);
  });

  it('takes complaints until the window closes, while some line is left', () => {
    expect(canComplain(order, now)).toBe(true);
    expect(canComplain(order, Date.parse('2026-11-28T10:00:00.000Z'))).toBe(false);
    expect(canComplain({ ...order, complaint_until: null }, now)).toBe(false);
    const all = {
      lines: order.items.map((line) => ({ line_id: line.id })),
    } as unknown as Complaint;
    expect(complainedLineIds({ ...order, complaints: [all] })).toEqual(new Set([1, 2, 3]));
    expect(canComplain({ ...order, complaints: [all] }, now)).toBe(false);
  });
});

describe('the complaint form’s lines', () => {
  it('need one ticked, each with a reason', () => {
    expect(picksProblem(new Map())).toEqual({ none: true, noReason: new Set() });
    expect(picksProblem(new Map([[2, '']]))).toEqual({ none: false, noReason: new Set([2]) });
    expect(picksProblem(new Map([[2, 'quality']]))).toBeUndefined();
  });

  it('go in the order’s own line order', () => {
    const picks = new Map([
      [3, 'missing' as const],
      [1, 'wrong_weight' as const],
    ]);
    expect(picksToLines(picks, [1, 2, 3])).toEqual([
      { line_id: 1, reason: 'wrong_weight' },
      { line_id: 3, reason: 'missing' },
    ]);
  });
});
