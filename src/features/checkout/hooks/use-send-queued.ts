import { useEffect } from 'react';
import { flushOrders, oneFlushAtATime } from '../model/flush-orders';
import { orderQueue } from '../model/order-queue';
import { sendQueuedOrder } from '../model/send-queued-order';

/**
 * Sends this account's queued orders when the page opens (this hook mounts after load), when
 * the connection returns and when the shopper comes back to the tab. The service worker's
 * Background Sync may send them too: the Idempotency-Key makes every send one order.
 */
export function useSendQueued(account: string | undefined): void {
  useEffect(() => {
    if (!account) return;
    const send = () => {
      if (!navigator.onLine) return;
      void oneFlushAtATime(() =>
        flushOrders({ queue: orderQueue(), account, send: (entry) => sendQueuedOrder(entry) }),
      ).catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') send();
    };
    send();
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [account]);
}
