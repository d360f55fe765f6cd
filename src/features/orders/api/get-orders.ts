import useSWR, { type SWRResponse } from 'swr';
import { LIST_LIMIT_ALL } from '@/config/site';
import type { Order } from '@/contracts/order';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { authHeader } from '@/lib/api/auth-header';
import { limitHeader } from '@/lib/api/headers';
import { useSessionToken } from '@/lib/auth/use-session-token';
import type { Locale } from '@/lib/i18n/locales';

export const ORDER_LIST_PATH = '/user/orders/list';

/** Product names and units come back in the request's language, so the locale is in the key. */
export const ordersKey = (token: string | undefined, locale: Locale) =>
  token ? ([ORDER_LIST_PATH, token, locale] as const) : null;

/** Every order of the shopper (the spec asks for up to 10000 records), newest first. */
export async function getOrders(token: string, locale: Locale): Promise<Order[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get(ORDER_LIST_PATH, {
      headers: { ...authHeader(token), ...limitHeader(LIST_LIMIT_ALL), lang: locale },
    }),
    callSchemas(),
  ]);
  return schemas.orderListResponse.parse(response.data).results;
}

export function useOrders(locale: Locale): SWRResponse<Order[], unknown> {
  const token = useSessionToken();
  return useSWR(ordersKey(token, locale), ([, key, lang]) => getOrders(key, lang));
}
