import type { MessageEvent } from '@/contracts/message-constants';
import { SHOP_TIME_ZONE } from '@/lib/shop-calendar';

/**
 * When a message may go out. Everything that a person is waiting for, or that protects their
 * account, goes at once, day or night: a receipt for the order they just placed, the driver on
 * the way, a cancellation, a PIN, a changed contact, staff alerts (staff choose to get them).
 * The rest (being prepared, weighed, delivered, a complaint answered) waits for the end of the
 * shop's quiet hours when written inside them.
 */
const CAN_WAIT: ReadonlySet<MessageEvent> = new Set([
  'order_processing',
  'order_weighed',
  'order_delivered',
  'complaint_answered',
]);

const HOUR_MINUTE = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Milliseconds since the shop's local midnight at `at`. */
function shopTimeOfDay(at: number): number {
  const parts = Object.fromEntries(
    HOUR_MINUTE.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return (((parts.hour ?? 0) * 60 + (parts.minute ?? 0)) * 60 + (parts.second ?? 0)) * 1000;
}

const HOUR = 60 * 60 * 1000;

/**
 * The first moment at or after `at` when `event` may be sent, given quiet hours `from`-`to`
 * (shop time, whole hours; from > to spans midnight, as 22-8 does).
 */
export function firstSendTime(
  event: MessageEvent,
  at: number,
  quiet: { from: number; to: number } | null,
): number {
  if (!quiet || !CAN_WAIT.has(event) || quiet.from === quiet.to) return at;
  const time = shopTimeOfDay(at);
  const from = quiet.from * HOUR;
  const to = quiet.to * HOUR;
  const inQuiet = from < to ? time >= from && time < to : time >= from || time < to;
  if (!inQuiet) return at;
  const day = 24 * HOUR;
  const wait = (to - time + day) % day;
  return at + wait;
}

/**
 * The wait before attempt `attempts + 1`, after `attempts` failed: base, 2×, 4×... capped at
 * six hours, with up to a fifth more at random so instances that failed together do not retry
 * together. A provider's Retry-After wins when longer.
 */
export function retryDelay(
  attempts: number,
  baseMs: number,
  retryAfterMs = 0,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), 6 * HOUR);
  const jittered = Math.round(exponential * (1 + random() * 0.2));
  return Math.max(jittered, retryAfterMs);
}
