import { flushOrders, oneFlushAtATime } from '@/features/checkout/model/flush-orders';
import { orderQueue } from '@/features/checkout/model/order-queue';
import { sendQueuedOrder } from '@/features/checkout/model/send-queued-order';

/** The Background Sync tag the checkout registers when it queues an order. */
export const SEND_ORDERS_TAG = 'send-orders';

/** The message open pages get after the worker sent queued orders (they re-read the queue). */
export const ORDERS_SENT_MESSAGE = 'shop-outbox:flushed';

// Just the parts of ServiceWorkerGlobalScope used here: the app's tsconfig has the DOM lib,
// not the WebWorker one, and both must type-check this file.
type SyncEventLike = Event & { tag?: string; waitUntil: (work: Promise<unknown>) => void };
type WorkerScope = {
  addEventListener: (type: string, listener: (event: Event) => void) => void;
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<readonly { postMessage: (message: unknown) => void }[]>;
  };
  fetch: typeof fetch;
};

/**
 * The account signed in now, as the page names it (useSessionKey): only its own orders are
 * sent, since the session cookie decides whose order the shop makes.
 */
async function signedInAccount(scope: WorkerScope): Promise<string | undefined> {
  try {
    const response = await scope.fetch('/api/auth/session', { credentials: 'include' });
    const session = (await response.json()) as { user?: { id?: unknown } } | null;
    const id = session?.user?.id;
    return typeof id === 'string' || typeof id === 'number' ? `account-${id}` : undefined;
  } catch {
    return undefined;
  }
}

async function sendQueued(scope: WorkerScope): Promise<void> {
  const report = await oneFlushAtATime(async () =>
    flushOrders({
      queue: orderQueue(),
      account: await signedInAccount(scope),
      send: (entry) => sendQueuedOrder(entry, scope.fetch.bind(scope)),
    }),
  );
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: ORDERS_SENT_MESSAGE });
  // Still unanswered: rejecting makes the browser try the sync again later, with backoff.
  if (report.waiting > 0) throw new Error('Queued orders still unanswered.');
}

/**
 * Background Sync of the orders kept offline (order-queue.ts): the browser fires `sync`
 * once it has a connection, even when no page of the shop is open. The page sends them too
 * (on load, on `online`, on return to the tab); the Idempotency-Key makes both one order.
 */
export function registerOrderSync(scope: WorkerScope): void {
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEventLike;
    if (sync.tag !== SEND_ORDERS_TAG) return;
    sync.waitUntil(sendQueued(scope));
  });
}
