import { describe, expect, it } from '@jest/globals';
import type { DeliverySlot } from '@/contracts/delivery-slots';
import { dayName, slotDays } from './slot-days';

const slot = (id: number, date: string, from: string): DeliverySlot => ({
  id,
  date,
  from,
  to: from,
  remaining: 3,
  available: true,
  cutoff_at: `${date}T06:00:00.000Z`,
});

describe('slotDays', () => {
  it('groups the slots by day, soonest first as listed', () => {
    const days = slotDays([
      slot(1, '2026-11-26', '10:00'),
      slot(2, '2026-11-26', '13:00'),
      slot(3, '2026-11-27', '10:00'),
    ]);
    expect(days.map((day) => [day.date, day.slots.map((s) => s.id)])).toEqual([
      ['2026-11-26', [1, 2]],
      ['2026-11-27', [3]],
    ]);
  });
});

describe('dayName', () => {
  // 23:30 in Cairo on Thursday 26 November (21:30 UTC): still Thursday at the shop.
  const lateThursday = Date.parse('2026-11-26T21:30:00.000Z');
  // 00:30 in Cairo on Friday 27 November, though UTC still says the 26th.
  const earlyFriday = Date.parse('2026-11-26T22:30:00.000Z');

  it('names today and tomorrow by the Cairo calendar', () => {
    expect(dayName('2026-11-26', lateThursday, 'en').kind).toBe('today');
    expect(dayName('2026-11-27', lateThursday, 'en').kind).toBe('tomorrow');
    expect(dayName('2026-11-27', earlyFriday, 'en').kind).toBe('today');
    expect(dayName('2026-11-28', earlyFriday, 'en').kind).toBe('tomorrow');
  });

  it('names later days by their weekday in the shopper’s language', () => {
    expect(dayName('2026-11-28', lateThursday, 'en')).toMatchObject({
      kind: 'weekday',
      weekday: 'Saturday',
    });
    expect(dayName('2026-11-28', lateThursday, 'ar').weekday).toBe('السبت');
  });
});
