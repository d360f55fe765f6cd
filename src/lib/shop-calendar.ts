/**
 * The shop's days and weeks, in Cairo whatever the server's or phone's zone: "today" starts
 * at midnight in Cairo and the week on Saturday, the first day of the Egyptian working week.
 * Egypt keeps summer time again since 2023 (its clocks jump at midnight), so the start of a
 * day is worked out from the zone's offset on that day, never a fixed +2.
 */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

/** Saturday, as Date#getUTCDay counts (Sunday 0). */
const WEEK_START_DAY = 6;

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The date and time a clock in Cairo shows at `at` (epoch ms). */
function wallClock(at: number): WallClock {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      PARTS.formatToParts(new Date(at)).find((entry) => entry.type === type)?.value ?? Number.NaN,
    );
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far Cairo's clocks are ahead of UTC at `at`, in ms. */
function offsetAt(at: number): number {
  const clock = wallClock(at);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The first instant of the Cairo day `daysBack` days before the one `at` falls on. Midnight's
 * offset is read just before midnight, which also finds the day's start when summer time
 * skips midnight itself (the day then starts at 01:00, the same instant).
 */
function dayStart(at: number, daysBack: number): number {
  const { year, month, day } = wallClock(at);
  const midnight = Date.UTC(year, month - 1, day - daysBack);
  return midnight - offsetAt(midnight - offsetAt(at));
}

/** Midnight in Cairo of the day `at` falls on (epoch ms). */
export function shopDayStart(at: number): number {
  return dayStart(at, 0);
}

/** Midnight in Cairo of the Saturday that starts the week `at` falls in (epoch ms). */
export function shopWeekStart(at: number): number {
  const { year, month, day } = wallClock(at);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return dayStart(at, (weekday - WEEK_START_DAY + 7) % 7);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Cairo calendar date `at` falls on, `YYYY-MM-DD`, `daysAhead` days later. */
export function shopDate(at: number, daysAhead = 0): string {
  const { year, month, day } = wallClock(at);
  const date = new Date(Date.UTC(year, month - 1, day + daysAhead));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The weekday of a `YYYY-MM-DD` date, as Date#getUTCDay counts (0 Sunday ... 6 Saturday). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The instant (epoch ms) a clock in Cairo shows `time` (`HH:MM`) on `date` (`YYYY-MM-DD`).
 * The offset is read twice, at the first guess and at the instant it gives, so a summer-time
 * change earlier that day is taken into account; a time skipped by the change (Cairo jumps
 * from 00:00 to 01:00) comes out as the hour after.
 */
export function shopInstant(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}
