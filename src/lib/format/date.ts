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
