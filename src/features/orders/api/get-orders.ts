import useSWR, { type SWRResponse } from 'swr';
import { LIST_LIMIT_ALL } from '@/config/site';
import type { Order } from '@/contracts/order';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { limitHeader } from '@/lib/api/headers';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';
import { ORDER_LIST_PATH, ordersKey } from '@/lib/api/order-keys';

/** Every order of the shopper (the spec asks for up to 10000 records), newest first. */
export async function getOrders(locale: Locale): Promise<Order[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get(ORDER_LIST_PATH, {
      headers: { ...limitHeader(LIST_LIMIT_ALL), lang: locale },
    }),
    callSchemas(),
  ]);
  return schemas.orderListResponse.parse(response.data).results;
}

export function useOrders(locale: Locale): SWRResponse<Order[], unknown> {
  const account = useSessionKey();
  return useSWR(ordersKey(account, locale), ([, , lang]) => getOrders(lang));
}
