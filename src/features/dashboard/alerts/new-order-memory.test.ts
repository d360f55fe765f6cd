import { describe, expect, it } from '@jest/globals';
import {
  isUnseen,
  markAllSeen,
  markOpened,
  parseSeenOrders,
  unseenCount,
} from './new-order-memory';

const pulse = (latest_id: number, count: number) => ({ latest_id, pending: 0, new: count });

describe('the new orders a browser remembers', () => {
  it('reads back only a well-formed memory', () => {
    expect(parseSeenOrders(undefined)).toBeUndefined();
    expect(parseSeenOrders({ seen: 'x' })).toBeUndefined();
    expect(parseSeenOrders({ seen: 5, opened: [3, 6, 'a'] })).toEqual({
      seen: 5,
      opened: [6],
      chimed: 5,
    });
  });

  it('counts the orders after the seen one, less those opened one by one', () => {
    const memory = { seen: 10, opened: [], chimed: 10 };
    expect(unseenCount(memory, pulse(12, 2))).toBe(2);
    const opened = markOpened(memory, 12);
    expect(isUnseen(opened, 12)).toBe(false);
    expect(isUnseen(opened, 11)).toBe(true);
    expect(isUnseen(opened, 10)).toBe(false);
    expect(unseenCount(opened, pulse(12, 2))).toBe(1);
    expect(markOpened(opened, 12)).toBe(opened);
  });

  it('forgets the opened ones once all are marked seen, and says nothing before a pulse', () => {
    const memory = markAllSeen({ seen: 10, opened: [12], chimed: 11 }, 14);
    expect(memory).toEqual({ seen: 14, opened: [], chimed: 14 });
    expect(unseenCount(memory, pulse(14, 4))).toBe(0);
    expect(unseenCount(undefined, pulse(14, 4))).toBe(0);
    expect(unseenCount(memory, undefined)).toBe(0);
  });
});
