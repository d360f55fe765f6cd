import type { Round, RoundStop } from '@/contracts/driver-rounds';
import type { StaffOrder } from '@/contracts/order';

/*
 * The rounds screen's arithmetic, apart from its components: which ready orders are free to
 * go on a round, the stops in a new order, and what a round's driver collects.
 */

/** The ready orders on no round of the day yet (a stop still to drive holds its order). */
export function freeOrders(orders: readonly StaffOrder[], rounds: readonly Round[]): StaffOrder[] {
  const taken = new Set(
    rounds.flatMap((round) =>
      round.stops.filter((stop) => stop.outcome === 'pending').map((stop) => stop.order_id),
    ),
  );
  return orders.filter((order) => !taken.has(order.id));
}

/**
 * The ready orders as the day's rounds are built from them: the day's slots first, then other
 * days' slots, then orders without one; each by the slot's day and hour.
 */
export function daysFirst(orders: readonly StaffOrder[], date: string): StaffOrder[] {
  const rank = (order: StaffOrder) => (!order.slot ? 2 : order.slot.date === date ? 0 : 1);
  const when = (order: StaffOrder) => (order.slot ? `${order.slot.date} ${order.slot.from}` : '');
  return [...orders].sort((a, b) => rank(a) - rank(b) || when(a).localeCompare(when(b)));
}

/** The day's delivery slots among the ready orders, by hour, each with its orders' ids. */
export function slotsOfDay(
  orders: readonly StaffOrder[],
  date: string,
): { slot: NonNullable<StaffOrder['slot']>; orderIds: number[] }[] {
  const bySlot = new Map<number, { slot: NonNullable<StaffOrder['slot']>; orderIds: number[] }>();
  for (const order of orders) {
    if (order.slot?.date !== date) continue;
    const entry = bySlot.get(order.slot.id) ?? { slot: order.slot, orderIds: [] };
    entry.orderIds.push(order.id);
    bySlot.set(order.slot.id, entry);
  }
  return [...bySlot.values()].sort((a, b) => a.slot.from.localeCompare(b.slot.from));
}

/** Where a stop is driven: its area, then its landmark, as a driver would group the doors. */
interface Place {
  area: string;
  landmark: string;
}

/** The stops sorted by area and then landmark, in the language's own order; ties keep theirs. */
export function byArea<T>(stops: readonly T[], placeOf: (stop: T) => Place, locale: string): T[] {
  const collator = new Intl.Collator(locale);
  return [...stops].sort(
    (a, b) =>
      collator.compare(placeOf(a).area, placeOf(b).area) ||
      collator.compare(placeOf(a).landmark, placeOf(b).landmark),
  );
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveOne<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** The round's stops still to drive, in driving order: the ones staff may reorder or take off. */
export const pendingStops = (round: Round): RoundStop[] =>
  round.stops.filter((stop) => stop.outcome === 'pending');

/** Stops still in the shop (being prepared): "send out" moves them to out for delivery. */
export const stopsInShop = (round: Round): RoundStop[] =>
  pendingStops(round).filter((stop) => stop.status === 'Processing');

/** What the round's driver collects for the stops not failed, to the piastre. */
export function amountToCollect(round: Round): number {
  const piastres = round.stops
    .filter((stop) => stop.outcome !== 'failed')
    .reduce((sum, stop) => sum + Math.round(stop.amount_due * 100), 0);
  return piastres / 100;
}
