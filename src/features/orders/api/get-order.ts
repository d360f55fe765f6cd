import { type SWRResponse } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Order } from '@/contracts/order';
import { call } from '@/lib/api/call';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';
import { orderKey } from '@/lib/api/order-keys';
import { isOpenStatus } from '../model/order-status';

/** How often an open order's page asks again: the shop moves it on while the shopper looks. */
export const ORDER_REFRESH_MS = 45_000;

/**
 * Every 45 s while the order can still change; never once delivered or cancelled. Not known
 * yet counts as open: SWR reads this as the page mounts, before the first answer, and a 0
 * then would never start the timer.
 */
export function orderRefreshInterval(order: Order | undefined): number {
  return !order || isOpenStatus(order.status) ? ORDER_REFRESH_MS : 0;
}

export async function getOrder(id: number, locale: Locale): Promise<Order> {
  return (await call('orderDetails', { params: { id } }, { locale })).results;
}

/**
 * One order; unknown ids and other shoppers' orders both answer 404 (the error). Unlike the
 * shop's other data it refreshes itself: when the tab comes back into view or gets focus, and
 * every 45 s while the order is open and the tab visible (SWR skips a hidden tab's turns).
 */
export function useOrder(id: number, locale: Locale): SWRResponse<Order, unknown> {
  const account = useSessionKey();
  // The key carries the id and the locale, so the fetcher's are always the key's.
  return useShopSWR(orderKey(id, account, locale), () => getOrder(id, locale), {
    revalidateOnFocus: true,
    refreshInterval: orderRefreshInterval,
    // Coming back to the tab a few seconds after opening it still asks again.
    dedupingInterval: 2_000,
  });
}
