import { dateTimeFormat } from './formatters';

/*
 * A delivery slot's day and times as the shop states them (api-contract.md, "Poultry
 * ordering"): dates are already the shop's (Cairo) calendar dates and times its clock, so
 * they are written as they are, in the language's digits, never moved to another zone.
 */

const EN_DASH = '\u2013';

/** "10:00" or "١٠:٠٠": a clock time of the shop, in the language's digits. */
export function formatClock(time: string, locale: unknown): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time;
  return dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/** "10:00–13:00": a slot's time range. */
export function formatSlotTimes(slot: { from: string; to: string }, locale: unknown): string {
  return `${formatClock(slot.from, locale)}${EN_DASH}${formatClock(slot.to, locale)}`;
}

/** "Thu, 26 Nov": a slot's day, short. */
export function formatSlotDate(date: string, locale: unknown): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
