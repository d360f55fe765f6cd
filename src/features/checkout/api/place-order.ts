import { useCallback, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { Order } from '@/contracts/order';
import { IDEMPOTENCY_KEY_HEADER } from '@/contracts/order-constants';
import { call } from '@/lib/api/call';
import { isOrdersKey, orderKey } from '@/lib/api/order-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import {
  attemptFor,
  readAttempt,
  saveAttempt,
  type Attempt,
  type OrderBody,
} from '../model/idempotency-key';
import { sendUntilAnswered } from '../model/replay-lost';
import { useLocale } from '@/lib/i18n/use-locale';

export async function placeOrder(body: OrderBody, idempotencyKey: string): Promise<Order> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  return (await call('ordersAdd', { body }, { headers })).results;
}

/**
 * Places the order with an Idempotency-Key that stays the same for the same order until it
 * succeeds: kept in a ref for this page and in sessionStorage for a reload after a lost
 * answer. On success the orders list is refreshed and the new order is cached under the
 * order page's key, so it opens at once. A lost answer is replayed with the same key a few
 * times (`onChecking` is told when that starts) before the outcome is called unknown.
 */
export function usePlaceOrder() {
  const { mutate } = useSWRConfig();
  const account = useSessionKey();
  const locale = useLocale();
  const attempt = useRef<Attempt | undefined>(undefined);

  const send = useCallback(
    async (body: OrderBody, onChecking?: () => void) => {
      const current = attemptFor(body, attempt.current ?? readAttempt());
      attempt.current = current;
      saveAttempt(current);
      // A lost answer is asked again with the same key (replay-lost.ts): never a second order.
      const order = await sendUntilAnswered(() => placeOrder(body, current.key), { onChecking });
      attempt.current = undefined;
      saveAttempt(undefined);
      const key = orderKey(order.id, account, locale);
      if (key) await mutate(key, order, { revalidate: false });
      void mutate(isOrdersKey);
      return order;
    },
    [mutate, account, locale],
  );

  /** After the backend said this key belongs to another order. */
  const forgetKey = useCallback(() => {
    attempt.current = undefined;
    saveAttempt(undefined);
  }, []);

  return { send, forgetKey };
}
