import useSWR, { type SWRResponse } from 'swr';
import { listEnvelopeSchema } from '@/contracts/envelope';
import { deliveryChargeSchema, type DeliveryCharge } from '@/contracts/shop-info';
import { apiClient } from '@/lib/api/api-client';
import type { Locale } from '@/lib/i18n/locales';

const responseSchema = listEnvelopeSchema(deliveryChargeSchema);

export const deliveryChargesKey = (locale: Locale) =>
  ['/app_settings/delivery_charges', locale] as const;

export async function getDeliveryCharges(locale: Locale): Promise<DeliveryCharge[]> {
  const response = await apiClient.get('/app_settings/delivery_charges', {
    headers: { lang: locale },
  });
  return responseSchema.parse(response.data).results;
}

/** Delivery zones (area names and eta in the page's language); they rarely change. */
export function useDeliveryCharges(locale: Locale): SWRResponse<DeliveryCharge[], unknown> {
  return useSWR(deliveryChargesKey(locale), ([, lang]) => getDeliveryCharges(lang), {
    revalidateIfStale: false,
  });
}
