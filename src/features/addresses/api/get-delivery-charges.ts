import useSWR, { type SWRResponse } from 'swr';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import type { Locale } from '@/lib/i18n/locales';

export const deliveryChargesKey = (locale: Locale) =>
  ['/app_settings/delivery_charges', locale] as const;

export async function getDeliveryCharges(locale: Locale): Promise<DeliveryCharge[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get('/app_settings/delivery_charges', { headers: { lang: locale } }),
    callSchemas(),
  ]);
  return schemas.deliveryChargeListResponse.parse(response.data).results;
}

/** Delivery zones (area names and eta in the page's language); they rarely change. */
export function useDeliveryCharges(locale: Locale): SWRResponse<DeliveryCharge[], unknown> {
  return useSWR(deliveryChargesKey(locale), ([, lang]) => getDeliveryCharges(lang), {
    revalidateIfStale: false,
  });
}
