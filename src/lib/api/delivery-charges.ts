import useSWR, { type SWRResponse } from 'swr';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import type { Locale } from '@/lib/i18n/locales';

// The cart, the address book, checkout's address picker and the order page all read the zones.
// Features may not import each other (eslint.config.mjs), so the one fetcher lives here.

const DELIVERY_CHARGES_PATH = '/app_settings/delivery_charges';

export const deliveryChargesKey = (locale: Locale) => [DELIVERY_CHARGES_PATH, locale] as const;

/** GET /app_settings/delivery_charges: every delivery zone with its fee, minimum and eta. */
export async function getDeliveryCharges(locale: Locale): Promise<DeliveryCharge[]> {
  // Area names and times come back in the language the `lang` header names.
  const [response, schemas] = await Promise.all([
    apiClient.get(DELIVERY_CHARGES_PATH, { headers: { lang: locale } }),
    callSchemas(),
  ]);
  return schemas.deliveryChargeListResponse.parse(response.data).results;
}

/** The zones in the current language; they change rarely, so one fetch per visit is enough. */
export function useDeliveryCharges(locale: Locale): SWRResponse<DeliveryCharge[], unknown> {
  return useSWR(deliveryChargesKey(locale), ([, lang]) => getDeliveryCharges(lang), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
}
