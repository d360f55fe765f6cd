/*
 * The days an export covers. Dates are the shop's `YYYY-MM-DD` (Cairo's calendar, as the API
 * takes them); stepping a day is done on the date itself at noon UTC, so no zone or summer-time
 * change can turn one step into zero or two.
 */

/** The most days one export covers: a month of the books, at a call or a few per day. */
export const MAX_EXPORT_DAYS = 31;

/** A real calendar date: the shape, and one Date does not roll over (no 31 February). */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export type ExportRange =
  { ok: true; days: string[] } | { ok: false; reason: 'invalid' | 'reversed' | 'tooLong' };

/** Every day from `from` to `to`, both included, or why they cannot be exported. */
export function exportDays(from: string, to: string): ExportRange {
  if (!isDate(from) || !isDate(to)) return { ok: false, reason: 'invalid' };
  if (to < from) return { ok: false, reason: 'reversed' };
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (days.length === MAX_EXPORT_DAYS) return { ok: false, reason: 'tooLong' };
    days.push(day);
  }
  return { ok: true, days };
}
