import { describe, expect, it } from '@jest/globals';
import { shopDayStart, shopWeekStart } from './shop-calendar';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the shop’s day, in Cairo', () => {
  it.each([
    // 23:59:59 on Wednesday in Cairo (UTC+2 in winter) is still Wednesday.
    ['2026-11-25T21:59:59.000Z', '2026-11-24T22:00:00.000Z'],
    ['2026-11-25T22:00:00.000Z', '2026-11-25T22:00:00.000Z'],
    ['2026-11-25T10:00:00.000Z', '2026-11-24T22:00:00.000Z'],
    // Summer time (UTC+3).
    ['2026-07-15T12:00:00.000Z', '2026-07-14T21:00:00.000Z'],
    // Summer time starts at midnight on 24 April 2026: that day starts at 01:00 summer time.
    ['2026-04-24T10:00:00.000Z', '2026-04-23T22:00:00.000Z'],
    ['2026-04-23T21:30:00.000Z', '2026-04-22T22:00:00.000Z'],
    // It ends at midnight after 29 October: 23:00-24:00 that night comes twice.
    ['2026-10-29T20:30:00.000Z', '2026-10-28T21:00:00.000Z'],
    ['2026-10-29T21:30:00.000Z', '2026-10-28T21:00:00.000Z'],
    ['2026-10-30T10:00:00.000Z', '2026-10-29T22:00:00.000Z'],
  ])('%s falls on the day that starts at %s', (instant, start) => {
    expect(iso(shopDayStart(at(instant)))).toBe(start);
  });
});

describe('the shop’s week, from Saturday', () => {
  it.each([
    ['2026-11-25T10:00:00.000Z', '2026-11-20T22:00:00.000Z'], // Wednesday
    ['2026-11-20T22:00:00.000Z', '2026-11-20T22:00:00.000Z'], // Saturday, midnight
    ['2026-11-27T21:59:00.000Z', '2026-11-20T22:00:00.000Z'], // Friday, 23:59
    ['2026-11-20T21:59:00.000Z', '2026-11-13T22:00:00.000Z'], // the Friday before, 23:59
    // A week that starts in summer time and ends in winter time.
    ['2026-10-30T10:00:00.000Z', '2026-10-23T21:00:00.000Z'],
  ])('%s is in the week that starts at %s', (instant, start) => {
    expect(iso(shopWeekStart(at(instant)))).toBe(start);
  });
});
