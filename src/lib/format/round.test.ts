import { describe, expect, it } from '@jest/globals';
import { createTestI18n } from '@tests/setup/i18n';
import { formatRound, formatRoundHours } from './round';

const en = createTestI18n('en').t;
const ar = createTestI18n('ar').t;

// 28 November 2026, 23:30 in Cairo (UTC+2): still Saturday in the shop, Sunday is tomorrow.
const SATURDAY_NIGHT = Date.parse('2026-11-28T21:30:00Z');
// 00:30 on Sunday in Cairo but still Saturday in UTC: "today" is the shop's Sunday.
const SUNDAY_SMALL_HOURS = Date.parse('2026-11-28T22:30:00Z');
const evening = { date: '2026-11-29', from: '16:00', to: '19:00' };

describe('a booked round in words', () => {
  it('names tomorrow by the shop’s calendar, in both languages', () => {
    expect(formatRound(evening, en, 'en', { now: SATURDAY_NIGHT })).toBe(
      'Tomorrow, Sunday 29 November, 4–7 pm',
    );
    expect(formatRound(evening, ar, 'ar', { now: SATURDAY_NIGHT })).toBe(
      'بكرة، الأحد ٢٩ نوفمبر، من ٤ لـ ٧ مساءً',
    );
  });

  it('calls it today once midnight has passed in Cairo, whatever UTC says', () => {
    expect(formatRound(evening, en, 'en', { now: SUNDAY_SMALL_HOURS })).toBe(
      'Today, Sunday 29 November, 4–7 pm',
    );
    expect(formatRound(evening, ar, 'ar', { now: SUNDAY_SMALL_HOURS })).toMatch(/^النهارده، /);
  });

  it('names later days by their weekday only, and any day without a clock', () => {
    const monday = { ...evening, date: '2026-11-30' };
    expect(formatRound(monday, en, 'en', { now: SATURDAY_NIGHT })).toBe(
      'Monday 30 November, 4–7 pm',
    );
    expect(formatRound(monday, ar, 'ar', { now: SATURDAY_NIGHT })).toBe(
      'الاثنين ٣٠ نوفمبر، من ٤ لـ ٧ مساءً',
    );
    expect(formatRound(evening, en, 'en')).toBe('Sunday 29 November, 4–7 pm');
  });

  it('adds the year only for another year', () => {
    const january = { ...evening, date: '2027-01-02' };
    expect(formatRound(january, en, 'en', { now: SATURDAY_NIGHT })).toBe(
      'Saturday 2 January 2027, 4–7 pm',
    );
  });

  it('gives each end its own period when they differ, and keeps minutes', () => {
    expect(formatRoundHours({ from: '10:00', to: '13:00' }, en, 'en')).toBe('10 am–1 pm');
    expect(formatRoundHours({ from: '10:00', to: '13:00' }, ar, 'ar')).toBe(
      'من ١٠ صباحًا لـ ١ ظهرًا',
    );
    expect(formatRoundHours({ from: '12:00', to: '15:30' }, en, 'en')).toBe('12–3:30 pm');
    expect(formatRoundHours({ from: '09:05', to: '11:00' }, ar, 'ar')).toBe('من ٩:٠٥ لـ ١١ صباحًا');
  });
});
