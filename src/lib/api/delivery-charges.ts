import { type SWRResponse } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import type { Locale } from '@/lib/i18n/locales';

// The cart, the address book, checkout's address picker and the order page all read the zones.
// Features may not import each other (eslint.config.mjs), so the one fetcher lives here.

export const deliveryChargesKey = (locale: Locale) => callKey('deliveryCharges', undefined, locale);

/** GET /app_settings/delivery_charges: every delivery zone with its fee, minimum and eta. */
export async function getDeliveryCharges(locale: Locale): Promise<DeliveryCharge[]> {
  // Area names and times come back in the language the `lang` header names.
  return (await call('deliveryCharges', {}, { locale })).results;
}

/** The zones in the current language; they change rarely, so one fetch per visit is enough. */
export function useDeliveryCharges(locale: Locale): SWRResponse<DeliveryCharge[], unknown> {
  // The key carries the locale, so the fetcher's `locale` is always the key's.
  return useShopSWR(deliveryChargesKey(locale), () => getDeliveryCharges(locale), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
}
