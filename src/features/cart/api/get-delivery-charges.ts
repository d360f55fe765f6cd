import useSWR from 'swr';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import type { Locale } from '@/lib/i18n/locales';

export const deliveryChargesKey = (locale: Locale) =>
  ['/app_settings/delivery_charges', locale] as const;

/** GET /app_settings/delivery_charges: every delivery zone with its fee, minimum and eta. */
export async function getDeliveryCharges(locale: Locale): Promise<DeliveryCharge[]> {
  // Area names and times come back in the language the `lang` header names.
  const [response, schemas] = await Promise.all([
    apiClient.get('/app_settings/delivery_charges', {
      headers: { lang: locale },
    }),
    callSchemas(),
  ]);
  return schemas.deliveryChargeListResponse.parse(response.data).results;
}

/** The zones in the current language; they change rarely, so one fetch per visit is enough. */
export function useDeliveryCharges(locale: Locale) {
  return useSWR<DeliveryCharge[], Error, ReturnType<typeof deliveryChargesKey>>(
    deliveryChargesKey(locale),
    ([, lang]) => getDeliveryCharges(lang),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
    },
  );
}
