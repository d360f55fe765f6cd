import { formatDate, formatDateTime, formatTime, sameShopDay } from './date';
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
  it('writes counts and amounts exactly as Intl does, without making a formatter', () => {
    // A fixed sequence, so a failure names the same number every run.
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const amounts = [
      ...Array.from({ length: 2500 }, (_, index) => index),
      ...Array.from({ length: 500 }, () => Math.round(next() * 1e8) / 100),
      0.5,
      99.75,
      1000,
      999999.99,
      123456789,
    ];
    for (const locale of ['en', 'ar']) {
      const tag = locale === 'ar' ? 'ar-EG' : 'en-EG';
      const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
      const money = (fractionDigits: number) =>
        new Intl.NumberFormat(tag, {
          style: 'currency',
          currency: 'EGP',
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        });
      for (const amount of amounts) {
        const whole = Number.isInteger(amount);
        expect(formatMoney(amount, locale)).toBe(money(whole ? 0 : 2).format(amount));
        expect(formatNumber(amount, locale)).toBe(count.format(amount));
      }
      // Ratings with one decimal, weights with three, and what needs rounding to them.
      for (const most of [1, 3]) {
        const format = new Intl.NumberFormat(tag, { maximumFractionDigits: most });
        for (const value of [
          ...amounts.slice(2400, 2600),
          4.7,
          0.05,
          1.125,
          2.25,
          4.75,
          1234.567,
          0.0004,
        ]) {
          const scaled = value / 7;
          expect(formatNumber(value, locale, most)).toBe(format.format(value));
          expect(formatNumber(scaled, locale, most)).toBe(format.format(scaled));
        }
      }
      const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
      for (let discount = 0; discount <= 100; discount += 1) {
        expect(formatPercent(discount, locale)).toBe(percent.format(discount / 100));
      }
    }
  });

  it('writes a card’s rating and a weight without making an Intl formatter', () => {
    // The first formatter a page makes loads the locale's data (plain-decimal.ts says why).
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatNumber(4.7, 'ar', 1)).toBe('٤٫٧');
      expect(formatNumber(1.25, 'en', 3)).toBe('1.25');
      expect(formatNumber(386, 'ar')).toBe('٣٨٦');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

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

describe('times of day in Cairo', () => {
  it('writes the time alone, in the shop’s zone and the page’s digits', () => {
    expect(formatTime('2026-11-26T08:05:00Z', 'en')).toMatch(/^10:05\sAM$/);
    expect(formatTime('2026-11-26T08:05:00Z', 'ar')).not.toMatch(/[0-9]/);
  });

  it('compares days as Cairo counts them, not UTC', () => {
    // 22:00 UTC is already the next day in Cairo (UTC+2 in November).
    expect(sameShopDay('2026-11-26T21:00:00Z', '2026-11-26T21:59:00Z')).toBe(true);
    expect(sameShopDay('2026-11-26T21:59:00Z', '2026-11-26T22:00:00Z')).toBe(false);
  });
});
