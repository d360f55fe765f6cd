import type { DeliveryRound, DeliverySlot } from '@/contracts/delivery-slots';
import { WEEKDAYS } from '@/contracts/delivery-slots';
import type { DeliveryRoundRow, DeliverySlotRow } from '@/server/db/schema';
import { zoneIdsOf } from './slot-times';

export function toDeliveryRound(row: DeliveryRoundRow): DeliveryRound {
  return {
    id: row.id,
    weekday: row.weekday,
    from: row.from_time,
    to: row.to_time,
    capacity: row.capacity,
    cutoff_minutes: row.cutoff_minutes,
    zone_ids: zoneIdsOf(row.zone_ids),
    is_active: row.active === 1,
  };
}

/** The shop's week order (Saturday first), then each weekday's rounds as staff placed them. */
export function inWeekOrder(rows: readonly DeliveryRoundRow[]): DeliveryRound[] {
  const dayIndex = (weekday: number) => WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]);
  return [...rows]
    .sort((a, b) => dayIndex(a.weekday) - dayIndex(b.weekday) || a.position - b.position)
    .map(toDeliveryRound);
}

export function toDeliverySlot(row: DeliverySlotRow, at: number): DeliverySlot {
  const remaining = Math.max(0, row.capacity - row.booked);
  return {
    id: row.id,
    date: row.date,
    from: row.from_time,
    to: row.to_time,
    remaining,
    available: remaining > 0 && row.cutoff_at > at,
    cutoff_at: new Date(row.cutoff_at).toISOString(),
  };
}
