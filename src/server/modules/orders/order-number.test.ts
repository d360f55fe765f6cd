import { describe, expect, it } from '@jest/globals';
import { orderNumber, orderNumberPrefix } from './order-number';

describe('order numbers', () => {
  it('carry the day in Cairo, not in UTC', () => {
    // 22:30 UTC on 29 November is 00:30 on 30 November in Cairo (UTC+2).
    const lateEvening = Date.UTC(2026, 10, 29, 22, 30);
    expect(orderNumberPrefix(lateEvening)).toBe('DP-261130-');
    expect(orderNumber(42, lateEvening)).toBe('DP-261130-00042');
  });

  it('keep every digit of an id longer than five', () => {
    const at = Date.UTC(2026, 0, 5, 9);
    expect(orderNumber(123_456, at)).toBe('DP-260105-123456');
    expect(orderNumber(99_999, at)).toBe('DP-260105-99999');
  });
});
