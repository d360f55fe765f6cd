import type { OrderHistoryEntry, OrderStatus } from '@/contracts/order';

/** The way an order normally goes; Cancelled leaves it and is shown apart. */
export const ORDER_STEPS = ['Pending', 'Processing', 'OutForDelivery', 'Delivered'] as const;

/**
 * The stepper's active step: the current status is active and earlier ones done; a delivered
 * order has every step done. Undefined for a cancelled order.
 */
export function activeStep(status: OrderStatus): number | undefined {
  if (status === 'Cancelled') return undefined;
  if (status === 'Delivered') return ORDER_STEPS.length;
  return ORDER_STEPS.indexOf(status);
}

/** Orders the shop has yet to deliver: the estimated delivery time still applies. */
export function isOpenStatus(status: OrderStatus): boolean {
  return status !== 'Delivered' && status !== 'Cancelled';
}

/** When the order reached each status (the latest time, should one repeat). */
export function reachedAt(
  history: readonly OrderHistoryEntry[] | undefined,
): Partial<Record<OrderStatus, string>> {
  const times: Partial<Record<OrderStatus, string>> = {};
  for (const entry of history ?? []) times[entry.status] = entry.at;
  return times;
}

/**
 * Who cancelled the order, as its history says: the shopper themself, or the shop (any staff
 * role). Undefined when the history does not say (an older answer without it).
 */
export function cancelledBy(
  history: readonly OrderHistoryEntry[] | undefined,
): 'customer' | 'shop' | undefined {
  const entry = [...(history ?? [])].reverse().find((known) => known.status === 'Cancelled');
  if (!entry) return undefined;
  return entry.by_role === 'customer' ? 'customer' : 'shop';
}
