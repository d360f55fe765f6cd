import type { OrderPulse } from '@/contracts/order-pulse';

/**
 * What this browser remembers of the shop's new orders (localStorage, like `cart` and
 * `bazar_settings`; keys in snake case):
 * - `dashboard_new_orders`: `{seen, opened, chimed}`: every order up to `seen` is seen (the
 *   seller pressed "Mark as seen", or the orders were there when the dashboard was first
 *   opened); `opened` are newer ones opened or moved one by one; `chimed` is the newest order
 *   the chime has played for, so two open tabs chime once.
 * - `dashboard_sound`: `"on"` once the seller allowed the chime, `"off"` (or nothing) else.
 */
export const NEW_ORDERS_KEY = 'dashboard_new_orders';
export const SOUND_KEY = 'dashboard_sound';

export interface SeenOrders {
  seen: number;
  opened: number[];
  chimed: number;
}

/** Opened one by one past `seen`: a busy day's worth, never an unbounded list. */
const MAX_OPENED = 100;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Storage is the user's: anything not of the right shape is as if nothing were stored. */
export function parseSeenOrders(value: unknown): SeenOrders | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { seen, opened, chimed } = value as Record<string, unknown>;
  if (!isId(seen)) return undefined;
  return {
    seen,
    opened: Array.isArray(opened) ? opened.filter(isId).filter((id) => id > seen) : [],
    chimed: isId(chimed) ? chimed : seen,
  };
}

export function isUnseen(memory: SeenOrders | undefined, orderId: number): boolean {
  return memory !== undefined && orderId > memory.seen && !memory.opened.includes(orderId);
}

/** New orders not yet seen, from a pulse asked with `after = memory.seen`. */
export function unseenCount(memory: SeenOrders | undefined, pulse: OrderPulse | undefined) {
  if (!memory || !pulse || pulse.latest_id <= memory.seen) return 0;
  const opened = memory.opened.filter((id) => id <= pulse.latest_id).length;
  return Math.max(0, pulse.new - opened);
}

export function markOpened(memory: SeenOrders, orderId: number): SeenOrders {
  if (!isUnseen(memory, orderId)) return memory;
  return { ...memory, opened: [...memory.opened, orderId].slice(-MAX_OPENED) };
}

export function markAllSeen(memory: SeenOrders, latestId: number): SeenOrders {
  const seen = Math.max(memory.seen, latestId);
  return { seen, opened: [], chimed: Math.max(memory.chimed, seen) };
}
