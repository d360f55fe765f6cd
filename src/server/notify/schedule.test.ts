import { describe, expect, it } from '@jest/globals';
import { firstSendTime, retryDelay } from './schedule';

/** 2026-11-29 at `hour`:`minute` in Cairo (UTC+2 in winter). */
const cairo = (hour: number, minute = 0) => Date.UTC(2026, 10, 29, hour - 2, minute);
const QUIET = { from: 22, to: 8 };

describe('firstSendTime', () => {
  it('holds a message that can wait from 22:00 until 08:00 shop time', () => {
    expect(firstSendTime('order_delivered', cairo(23, 30), QUIET)).toBe(cairo(32));
    expect(firstSendTime('order_processing', cairo(3), QUIET)).toBe(cairo(8));
    expect(firstSendTime('order_weighed', cairo(22), QUIET)).toBe(cairo(32));
  });

  it('sends at once outside quiet hours, and always for what a person waits for', () => {
    expect(firstSendTime('order_delivered', cairo(8), QUIET)).toBe(cairo(8));
    expect(firstSendTime('order_delivered', cairo(21, 59), QUIET)).toBe(cairo(21, 59));
    for (const event of [
      'pin',
      'order_out_for_delivery',
      'order_cancelled',
      'new_order',
    ] as const) {
      expect(firstSendTime(event, cairo(2), QUIET)).toBe(cairo(2));
    }
    expect(firstSendTime('order_delivered', cairo(2), null)).toBe(cairo(2));
  });

  it('handles quiet hours within one day', () => {
    expect(firstSendTime('order_delivered', cairo(14, 15), { from: 14, to: 16 })).toBe(cairo(16));
    expect(firstSendTime('order_delivered', cairo(16), { from: 14, to: 16 })).toBe(cairo(16));
  });
});

describe('retryDelay', () => {
  const none = () => 0;
  it('doubles from the base and caps at six hours', () => {
    expect(retryDelay(1, 30_000, 0, none)).toBe(30_000);
    expect(retryDelay(2, 30_000, 0, none)).toBe(60_000);
    expect(retryDelay(4, 30_000, 0, none)).toBe(240_000);
    expect(retryDelay(30, 30_000, 0, none)).toBe(6 * 60 * 60_000);
  });

  it('spreads retries by up to a fifth and honours a longer Retry-After', () => {
    expect(retryDelay(1, 30_000, 0, () => 0.999)).toBeLessThanOrEqual(36_000);
    expect(retryDelay(1, 30_000, 0, () => 0.5)).toBe(33_000);
    expect(retryDelay(1, 30_000, 600_000, none)).toBe(600_000);
  });
});
