import { type SWRResponse } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { LIST_LIMIT_ALL } from '@/config/site';
import type { Order } from '@/contracts/order';
import { call } from '@/lib/api/call';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';
import { ordersKey } from '@/lib/api/order-keys';

/** Every order of the shopper (the spec asks for up to 10000 records), newest first. */
export async function getOrders(locale: Locale): Promise<Order[]> {
  return (await call('ordersList', { limit: LIST_LIMIT_ALL }, { locale })).results;
}

export function useOrders(locale: Locale): SWRResponse<Order[], unknown> {
  const account = useSessionKey();
  // The key carries the locale, so the fetcher's `locale` is always the key's.
  return useShopSWR(ordersKey(account, locale), () => getOrders(locale));
}
