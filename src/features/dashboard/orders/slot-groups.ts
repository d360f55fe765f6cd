import type { OrderSlot } from '@/contracts/delivery-slots';
import type { StaffOrder } from '@/contracts/order';

/** The orders of one delivery round, or of none (`slot` null). */
export interface SlotGroup {
  key: string;
  slot: OrderSlot | null;
  orders: StaffOrder[];
}

/** Today's date in Cairo, YYYY-MM-DD: the shop's day, as slot dates are written. */
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });
export const shopDay = (now: Date): string => SHOP_DAY.format(now);

/** Today first, then the coming days, then days gone by (late rounds), each by its hour. */
function rank(slot: OrderSlot, today: string): [number, string] {
  const when = `${slot.date} ${slot.from}`;
  if (slot.date === today) return [0, when];
  return [slot.date > today ? 1 : 2, when];
}

/**
 * The queue as the seller works it: one group per delivery round, today's rounds first, and
 * the orders without a round in a group of their own at the end. Within a group the orders
 * keep the queue's order (newest first).
 */
export function groupBySlot(orders: readonly StaffOrder[], today: string): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  for (const order of orders) {
    const key = order.slot ? `${order.slot.date} ${order.slot.from} ${order.slot.to}` : 'none';
    const group = groups.get(key) ?? { key, slot: order.slot, orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.slot || !b.slot) return a.slot ? -1 : b.slot ? 1 : 0;
    const [rankA, whenA] = rank(a.slot, today);
    const [rankB, whenB] = rank(b.slot, today);
    return rankA - rankB || whenA.localeCompare(whenB);
  });
}
