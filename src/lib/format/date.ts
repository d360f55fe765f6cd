import { dateTimeFormat } from './formatters';

/**
 * Dates print in Cairo time whatever the server's or phone's zone, so the server render and
 * the browser agree and an order placed at 23:30 is not shown as the next day.
 */
const TIME_ZONE = 'Africa/Cairo';

export function formatDate(value: string | Date, locale: unknown): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    new Date(value),
  );
}

export function formatDateTime(value: string | Date, locale: unknown): string {
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(value));
}

export function formatTime(value: string | Date, locale: unknown): string {
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: TIME_ZONE }).format(
    new Date(value),
  );
}

/** YYYY-MM-DD in Cairo: a day to compare, not to show. */
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone: TIME_ZONE });

/** Whether two instants fall on the same day in Cairo. */
export function sameShopDay(a: string | Date, b: string | Date): boolean {
  return SHOP_DAY.format(new Date(a)) === SHOP_DAY.format(new Date(b));
}
