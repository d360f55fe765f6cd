import { type SWRResponse } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { DeliverySlot } from '@/contracts/delivery-slots';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import type { Locale } from '@/lib/i18n/locales';

/** GET /delivery/slots?zone_id=: the next days' slots of a zone, with the places left. */
export async function getDeliverySlots(zoneId: number, locale: Locale): Promise<DeliverySlot[]> {
  return (await call('deliverySlots', { query: { zone_id: zoneId } }, { locale })).results;
}

/**
 * The zone's slots while a zone is chosen. Places fill as others order, so they are fetched
 * again when the shopper comes back to the tab, and on demand after a slot filled up.
 */
export function useDeliverySlots(
  zoneId: number | undefined,
  locale: Locale,
): SWRResponse<DeliverySlot[], unknown> {
  // The key carries the zone, so the fetcher's zone is always the key's.
  return useShopSWR(
    zoneId === undefined ? null : callKey('deliverySlots', undefined, zoneId, locale),
    () => (zoneId === undefined ? [] : getDeliverySlots(zoneId, locale)),
  );
}
