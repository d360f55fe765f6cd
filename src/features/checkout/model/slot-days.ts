import type { DeliverySlot } from '@/contracts/delivery-slots';
import { dateTimeFormat } from '@/lib/format/formatters';
import { SHOP_TIME_ZONE } from '@/lib/shop-calendar';

/** One day of delivery slots, in the order the backend lists them. */
export type SlotDay = { date: string; slots: DeliverySlot[] };

/** The slots by day, days and slots in the backend's order (soonest first). */
export function slotDays(slots: readonly DeliverySlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = days.find((known) => known.date === slot.date);
    if (day) day.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return days;
}

/** YYYY-MM-DD of `at` in Cairo (en-CA writes dates that way). */
const CAIRO_DAY = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** The shop's date `days` days after the Cairo day `now` falls on. */
function shopDateAfter(now: number, days: number): string {
  const [year = 0, month = 1, day = 1] = CAIRO_DAY.format(new Date(now)).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export type DayName = { kind: 'today' | 'tomorrow' | 'weekday'; weekday: string; date: string };

/**
 * How a slot's day is named: "today" and "tomorrow" by the shop's (Cairo) calendar whatever
 * the phone's zone, other days by their weekday, with the day and month beside each. A slot's
 * date is already the shop's, so it is formatted as a calendar date (UTC), never shifted.
 */
export function dayName(date: string, now: number, locale: unknown): DayName {
  const at = new Date(`${date}T12:00:00Z`);
  const weekday = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(at);
  const short = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    at,
  );
  const kind =
    date === shopDateAfter(now, 0)
      ? 'today'
      : date === shopDateAfter(now, 1)
        ? 'tomorrow'
        : 'weekday';
  return { kind, weekday, date: short };
}
