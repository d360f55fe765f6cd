import useSWR, { type SWRResponse } from 'swr';
import type { Order } from '@/contracts/order';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { authHeader } from '@/lib/api/auth-header';
import { useSessionToken } from '@/lib/auth/use-session-token';
import type { Locale } from '@/lib/i18n/locales';

export const orderPath = (id: number) => `/user/orders/${id}`;

/**
 * Path, token, locale. Checkout caches a just-placed order under this key (it cannot import
 * this file), so the confirmation opens without a second request: keep the shape in step.
 */
export const orderKey = (id: number, token: string | undefined, locale: Locale) =>
  token ? ([orderPath(id), token, locale] as const) : null;

export async function getOrder(id: number, token: string, locale: Locale): Promise<Order> {
  const [response, schemas] = await Promise.all([
    apiClient.get(orderPath(id), { headers: { ...authHeader(token), lang: locale } }),
    callSchemas(),
  ]);
  return schemas.orderResponse.parse(response.data).results;
}

/** One order; unknown ids and other shoppers' orders both answer 404 (the error). */
export function useOrder(id: number, locale: Locale): SWRResponse<Order, unknown> {
  const token = useSessionToken();
  return useSWR(orderKey(id, token, locale), ([, key, lang]) => getOrder(id, key, lang));
}
