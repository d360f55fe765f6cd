import { useCallback, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { Order } from '@/contracts/order';
import { IDEMPOTENCY_KEY_HEADER } from '@/contracts/order-constants';
import { call } from '@/lib/api/call';
import { isOrdersKey, orderKey } from '@/lib/api/order-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { clearDraft } from '../model/checkout-draft';
import {
  attemptFor,
  orderFingerprint,
  readAttempt,
  saveAttempt,
  type Attempt,
  type OrderBody,
} from '../model/idempotency-key';
import { orderQueue, type QueuedLine, type QueuedOrder } from '../model/order-queue';
import { keepOrder } from '../model/queue-order';
import { isOutcomeUnknown, sendUntilAnswered } from '../model/replay-lost';
import { useLocale } from '@/lib/i18n/use-locale';

export async function placeOrder(body: OrderBody, idempotencyKey: string): Promise<Order> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  return (await call('ordersAdd', { body }, { headers })).results;
}

/** What the checkout showed of the order: the queue lists it while it waits. */
export type OrderShown = { lines: QueuedLine[]; total: number };

export type PlaceResult = { placed: Order } | { queued: QueuedOrder };

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** The queued order of this account with this fingerprint: its key is the order's key. */
async function waitingKey(account: string | undefined, body: OrderBody) {
  if (!account) return undefined;
  const fingerprint = orderFingerprint(body);
  const waiting = await orderQueue()
    .waiting(account, fingerprint)
    .catch(() => undefined);
  return waiting ? { fingerprint, key: waiting.key } : undefined;
}

/**
 * Places the order with an Idempotency-Key that stays the same for the same order until it
 * succeeds: kept in a ref for this page and in sessionStorage for a reload after a lost
 * answer, and in the queue of orders kept offline (order-queue.ts) while it waits there.
 * On success the orders list is refreshed and the new order is cached under the order page's
 * key, so it opens at once. A lost answer is replayed with the same key a few times
 * (`onChecking` is told when that starts); when none is answered, or the phone is offline to
 * begin with, the order is kept on the device and sent when the connection returns.
 */
export function usePlaceOrder() {
  const { mutate } = useSWRConfig();
  const account = useSessionKey();
  const locale = useLocale();
  const attempt = useRef<Attempt | undefined>(undefined);

  const send = useCallback(
    async (body: OrderBody, shown: OrderShown, onChecking?: () => void): Promise<PlaceResult> => {
      const current =
        (await waitingKey(account, body)) ?? attemptFor(body, attempt.current ?? readAttempt());
      attempt.current = current;
      saveAttempt(current);
      const keep = async () =>
        account
          ? { queued: await keepOrder({ body, attempt: current, account, locale, ...shown }) }
          : undefined;
      if (isOffline()) {
        const kept = await keep();
        if (kept) return kept;
      }
      let order: Order;
      try {
        // A lost answer is asked again with the same key (replay-lost.ts): never a second order.
        order = await sendUntilAnswered(() => placeOrder(body, current.key), { onChecking });
      } catch (error) {
        const kept = isOutcomeUnknown(error) ? await keep() : undefined;
        if (kept) return kept;
        throw error;
      }
      attempt.current = undefined;
      saveAttempt(undefined);
      clearDraft();
      // Sent from here after all: the queue's copy (if any) has nothing left to say.
      await orderQueue()
        .remove(current.key)
        .catch(() => undefined);
      const key = orderKey(order.id, account, locale);
      if (key) await mutate(key, order, { revalidate: false });
      void mutate(isOrdersKey);
      return { placed: order };
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
