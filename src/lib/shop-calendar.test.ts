import { describe, expect, it } from '@jest/globals';
import { shopDate, shopDayStart, shopInstant, shopWeekStart, weekdayOf } from './shop-calendar';

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

describe('Cairo dates and wall-clock times', () => {
  it.each([
    // 23:59 on Wednesday in Cairo is still Wednesday; a minute later it is Thursday.
    ['2026-11-25T21:59:00.000Z', 0, '2026-11-25'],
    ['2026-11-25T22:00:00.000Z', 0, '2026-11-26'],
    // In summer time midnight comes an hour earlier in UTC.
    ['2026-07-14T21:00:00.000Z', 0, '2026-07-15'],
    ['2026-07-14T20:59:00.000Z', 0, '2026-07-14'],
    // Days ahead cross months and years.
    ['2026-12-30T10:00:00.000Z', 3, '2027-01-02'],
  ])('%s plus %i days is %s in Cairo', (instant, ahead, date) => {
    expect(shopDate(at(instant), ahead)).toBe(date);
  });

  it('names the weekday of a date, Sunday 0', () => {
    expect(weekdayOf('2026-12-05')).toBe(6); // Saturday
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(weekdayOf('2026-12-04')).toBe(5); // Friday
  });

  it.each([
    ['2026-12-05', '10:00', '2026-12-05T08:00:00.000Z'], // winter, UTC+2
    ['2026-07-15', '10:00', '2026-07-15T07:00:00.000Z'], // summer, UTC+3
    // Summer time starts at midnight on 24 April: 00:30 does not exist, 10:00 is UTC+3.
    ['2026-04-24', '10:00', '2026-04-24T07:00:00.000Z'],
    ['2026-04-23', '23:30', '2026-04-23T21:30:00.000Z'],
    // It ends after 29 October: that evening is still summer time, the next morning is not.
    ['2026-10-29', '19:00', '2026-10-29T16:00:00.000Z'],
    ['2026-10-30', '10:00', '2026-10-30T08:00:00.000Z'],
  ])('%s %s in Cairo is %s', (date, time, instant) => {
    expect(iso(shopInstant(date, time))).toBe(instant);
  });
});
