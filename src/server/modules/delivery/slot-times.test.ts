import { describe, expect, it } from '@jest/globals';
import { cutoffAt, offeredDates, servesZone, zoneIdsOf } from './slot-times';

const iso = (ms: number) => new Date(ms).toISOString();

describe('the dates the checkout offers', () => {
  it('starts from today in Cairo, not in UTC', () => {
    // 00:30 on Saturday in Cairo is still Friday in UTC.
    expect(offeredDates(Date.parse('2026-12-04T22:30:00.000Z'))).toEqual([
      { date: '2026-12-05', weekday: 6 },
      { date: '2026-12-06', weekday: 0 },
      { date: '2026-12-07', weekday: 1 },
    ]);
  });
});

describe('a slot’s cut-off', () => {
  it.each([
    ['2026-12-05', '10:00', 120, '2026-12-05T06:00:00.000Z'],
    ['2026-12-05', '10:00', 0, '2026-12-05T08:00:00.000Z'],
    // A cut-off reaching into the day before.
    ['2026-12-05', '10:00', 720, '2026-12-04T20:00:00.000Z'],
    // Summer time: the same wall-clock time is an hour earlier in UTC.
    ['2026-07-15', '10:00', 120, '2026-07-15T05:00:00.000Z'],
  ])('%s %s with %i minutes closes at %s', (date, from, minutes, closes) => {
    expect(iso(cutoffAt(date, from, minutes))).toBe(closes);
  });
});

describe('the zones a round serves', () => {
  it('serves every zone when none are listed, else only those listed', () => {
    expect(servesZone('[]', 7)).toBe(true);
    expect(servesZone('[1,3]', 3)).toBe(true);
    expect(servesZone('[1,3]', 2)).toBe(false);
  });

  it('reads what is not a list of ids as none', () => {
    expect(zoneIdsOf('not json')).toEqual([]);
    expect(zoneIdsOf('{"a":1}')).toEqual([]);
    expect(zoneIdsOf('[1,"2",3.5,4]')).toEqual([1, 4]);
  });
});
