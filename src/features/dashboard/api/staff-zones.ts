import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { StaffDeliveryZone, ZoneUpdateBody } from '@/contracts/delivery-zones';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** GET /admin/delivery-zones: every zone, the inactive ones too. */
export function useStaffZones(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<StaffDeliveryZone[]>(
    accountCallKey('adminDeliveryZones', undefined, account, locale),
    async () => (await call('adminDeliveryZones', {}, { locale })).results,
  );
}

/**
 * POST /admin/delivery-zones/{id} (admins only). Afterwards the staff list and the shop's own
 * delivery charges are fetched again, so a cart or checkout open in this tab agrees.
 */
export function useUpdateZone(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: ZoneUpdateBody): Promise<StaffDeliveryZone> => {
      const answer = await call('adminDeliveryZoneUpdate', { params: { id }, body }, { locale });
      await Promise.all([
        mutate(isCallKey('adminDeliveryZones')),
        mutate(isCallKey('deliveryCharges')),
      ]);
      return answer.results;
    },
    [mutate, locale],
  );
}
