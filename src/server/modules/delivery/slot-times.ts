import { SLOT_DAYS_AHEAD } from '@/contracts/delivery-slots';
import { shopDate, shopInstant, weekdayOf } from '@/lib/shop-calendar';

/*
 * The pure arithmetic of delivery slots: which dates the checkout offers, when a slot stops
 * taking orders, which zones a round serves. Cairo keeps summer time (shop-calendar.ts), so a
 * slot's instants come from its date and wall-clock time in Cairo, never from a fixed offset.
 */

/** The dates offered at `at`: today in Cairo and the days after, SLOT_DAYS_AHEAD in all. */
export function offeredDates(at: number): { date: string; weekday: number }[] {
  return Array.from({ length: SLOT_DAYS_AHEAD }, (_, ahead) => {
    const date = shopDate(at, ahead);
    return { date, weekday: weekdayOf(date) };
  });
}

/** When a round starting at `from` on `date` stops taking orders (epoch ms). */
export function cutoffAt(date: string, from: string, cutoffMinutes: number): number {
  return shopInstant(date, from) - cutoffMinutes * 60_000;
}

/** The zone ids a round keeps as JSON; anything unreadable counts as none (every zone). */
export function zoneIdsOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Whether a round with these zone ids (JSON, empty for every zone) delivers to `zoneId`. */
export function servesZone(zoneIdsJson: string, zoneId: number): boolean {
  const ids = zoneIdsOf(zoneIdsJson);
  return ids.length === 0 || ids.includes(zoneId);
}
