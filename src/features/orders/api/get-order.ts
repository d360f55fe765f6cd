import useSWR, { type SWRResponse } from 'swr';
import type { Order } from '@/contracts/order';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';
import { orderKey, orderPath } from '@/lib/api/order-keys';

export async function getOrder(id: number, locale: Locale): Promise<Order> {
  const [response, schemas] = await Promise.all([
    apiClient.get(orderPath(id), { headers: { lang: locale } }),
    callSchemas(),
  ]);
  return schemas.orderResponse.parse(response.data).results;
}

/** One order; unknown ids and other shoppers' orders both answer 404 (the error). */
export function useOrder(id: number, locale: Locale): SWRResponse<Order, unknown> {
  const account = useSessionKey();
  return useSWR(orderKey(id, account, locale), ([, , lang]) => getOrder(id, lang));
}
