import { formatDate, formatDateTime } from './date';
import { formatMoney } from './money';
import { formatNumber, formatPercent } from './number';

describe('formatMoney', () => {
  it('writes Egyptian pounds with Western digits in English', () => {
    expect(formatMoney(150, 'en')).toMatch(/EGP\s?150$/);
    expect(formatMoney(1250.5, 'en')).toMatch(/1,250\.50$/);
  });

  it('writes Arabic-Indic digits and the Arabic currency sign in Arabic', () => {
    const text = formatMoney(150, 'ar');
    expect(text).toContain('١٥٠');
    expect(text).toContain('ج.م.');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('keeps piastres and drops empty ones', () => {
    expect(formatMoney(99.75, 'en')).toMatch(/99\.75/);
    expect(formatMoney(100, 'en')).not.toMatch(/\.00/);
  });

  it('falls back to English for an unknown locale', () => {
    expect(formatMoney(5, 'fr')).toBe(formatMoney(5, 'en'));
  });
});

describe('numbers and dates', () => {
  it('writes counts and percentages in the language digits', () => {
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(15, 'ar')).toBe('١٥');
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(15, 'ar')).toContain('١٥');
  });

  it('prints dates in Cairo time', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Cairo (UTC+2).
    expect(formatDate('2026-12-31T22:30:00Z', 'en')).toMatch(/1 Jan 2027|Jan 1, 2027/);
    expect(formatDateTime('2026-06-01T10:00:00Z', 'ar')).not.toMatch(/[0-9]/);
  });
});
