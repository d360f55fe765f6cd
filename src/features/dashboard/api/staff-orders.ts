import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { OrderWeightsBody, StaffOrder } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

export interface StaffOrderFilter {
  status?: OrderStatus;
  /** Part of an order number or of the customer's phone. */
  q: string;
}

/** How often the queue asks for new orders while it is open (no websocket needed). */
export const QUEUE_REFRESH_MS = 15_000;

/** The shop's orders, newest first, refreshed while the screen is open. */
export function useStaffOrders(filter: StaffOrderFilter, locale: Locale) {
  const account = useSessionKey();
  const q = filter.q.trim();
  return useShopSWR<StaffOrder[]>(
    accountCallKey('adminOrders', undefined, account, locale, filter.status ?? '', q),
    async () =>
      (
        await call(
          'adminOrders',
          { query: { status: filter.status, q: q || undefined }, limit: 50 },
          { locale },
        )
      ).results,
    { refreshInterval: QUEUE_REFRESH_MS, keepPreviousData: true },
  );
}

/**
 * One order with its history and customer, refreshed like the queue while it is open (another
 * seller may move it meanwhile); an unknown order (404) is not asked for again.
 */
export function useStaffOrder(id: number, locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<StaffOrder>(
    accountCallKey('adminOrderDetails', { id }, account, locale),
    async () => (await call('adminOrderDetails', { params: { id } }, { locale })).results,
    { refreshInterval: (latest) => (latest ? QUEUE_REFRESH_MS : 0) },
  );
}

/**
 * Moves an order on, with the seller's note for its history when there is one. Whether it
 * worked or not (a 409: someone moved it first), the queue's lists and the order itself are
 * fetched again before this resolves, so the screen shows where the order is now.
 */
export function useMoveStaffOrder(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (order: StaffOrder, status: OrderStatus, note = ''): Promise<StaffOrder> => {
      try {
        const answer = await call(
          'adminOrderStatus',
          { params: { id: order.id }, body: note ? { status, note } : { status } },
          { locale },
        );
        return answer.results;
      } finally {
        await Promise.all([
          mutate(isCallKey('adminOrders')),
          mutate(isCallKey('adminOrderDetails', { id: order.id })),
        ]);
      }
    },
    [mutate, locale],
  );
}

/**
 * POST /admin/orders/{id}/weights: the weighed kg of the order's lines sold by weight. The
 * answer (the order with its final totals) goes straight into the order's cache entry; the
 * queue is fetched again, a refusal (409 once the order has left) is the caller's to show.
 */
export function useRecordWeights(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (order: StaffOrder, body: OrderWeightsBody): Promise<StaffOrder> => {
      try {
        const answer = await call(
          'adminOrderWeights',
          { params: { id: order.id }, body },
          { locale },
        );
        await mutate(isCallKey('adminOrderDetails', { id: order.id }), answer.results, {
          revalidate: false,
        });
        return answer.results;
      } finally {
        await mutate(isCallKey('adminOrders'));
      }
    },
    [mutate, locale],
  );
}
