import { useEffect, useState } from 'react';
import { OUTBOX_CHANNEL, orderQueue, type QueuedOrder } from '../model/order-queue';

/**
 * Every entry of the queue of orders kept offline, read again whenever a tab or the service
 * worker changes it (BroadcastChannel) or the worker says it sent them (a message).
 * Undefined until first read.
 */
export function useQueuedOrders(): QueuedOrder[] | undefined {
  const [entries, setEntries] = useState<QueuedOrder[]>();
  useEffect(() => {
    let live = true;
    const read = () => {
      orderQueue()
        .list()
        .then((list) => live && setEntries(list))
        .catch(() => live && setEntries([]));
    };
    read();
    const channel =
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);
    channel?.addEventListener('message', read);
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    worker?.addEventListener('message', read);
    return () => {
      live = false;
      channel?.close();
      worker?.removeEventListener('message', read);
    };
  }, []);
  return entries;
}
