import type { DeliverySlot } from '@/contracts/delivery-slots';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Locale } from '@/lib/i18n/locales';

/** What the cart may promise about when a zone's order arrives. */
export type ZoneTiming =
  /** The zone delivers in rounds and this one is the first still open. */
  | { kind: 'round'; slot: DeliverySlot }
  /** The zone delivers in rounds but none of the next days' takes orders now. */
  | { kind: 'full' }
  /** The zone has no rounds: its usual time (eta) is the promise. */
  | { kind: 'eta' };

/** The timing a zone's slots allow: the first open round, none open, or no rounds at all. */
export function zoneTiming(slots: readonly DeliverySlot[]): ZoneTiming {
  if (slots.length === 0) return { kind: 'eta' };
  const open = slots.find((slot) => slot.available);
  return open ? { kind: 'round', slot: open } : { kind: 'full' };
}

/**
 * The chosen zone's timing, from the same call (and SWR key) the checkout's round picker
 * makes, so going on to checkout finds the slots already loaded. Undefined while loading or
 * when the slots could not be read: the cart then promises no time rather than a wrong one.
 */
export function useZoneTiming(zoneId: number | undefined, locale: Locale): ZoneTiming | undefined {
  const { data } = useShopSWR(
    zoneId === undefined ? null : callKey('deliverySlots', undefined, zoneId, locale),
    async () =>
      zoneId === undefined
        ? []
        : (await call('deliverySlots', { query: { zone_id: zoneId } }, { locale })).results,
  );
  return data ? zoneTiming(data) : undefined;
}
