import { type SWRResponse } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Order } from '@/contracts/order';
import { call } from '@/lib/api/call';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';
import { orderKey } from '@/lib/api/order-keys';

export async function getOrder(id: number, locale: Locale): Promise<Order> {
  return (await call('orderDetails', { params: { id } }, { locale })).results;
}

/** One order; unknown ids and other shoppers' orders both answer 404 (the error). */
export function useOrder(id: number, locale: Locale): SWRResponse<Order, unknown> {
  const account = useSessionKey();
  // The key carries the id and the locale, so the fetcher's are always the key's.
  return useShopSWR(orderKey(id, account, locale), () => getOrder(id, locale));
}
