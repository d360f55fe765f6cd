import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { StaffOrder } from '@/contracts/order';
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
  return useSWR<StaffOrder[], unknown>(
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

/** Moves an order on; every list of the queue is fetched again. */
export function useMoveStaffOrder(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (order: StaffOrder, status: OrderStatus): Promise<StaffOrder> => {
      try {
        const answer = await call(
          'adminOrderStatus',
          { params: { id: order.id }, body: { status } },
          { locale },
        );
        return answer.results;
      } finally {
        await mutate(isCallKey('adminOrders'));
      }
    },
    [mutate, locale],
  );
}
