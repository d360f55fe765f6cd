import type { Locale } from '@/lib/i18n/locales';
import type { Attempt, OrderBody } from './idempotency-key';
import { orderQueue, type QueuedLine, type QueuedOrder } from './order-queue';

/** The Background Sync tag the worker listens for (src/sw/order-sync.ts says the same). */
const SEND_ORDERS_TAG = 'send-orders';

/** Background Sync is not in TypeScript's DOM types (and not in Safari or Firefox). */
type SyncRegistration = { sync: { register: (tag: string) => Promise<void> } };
const canSync = (registration: object): registration is SyncRegistration => 'sync' in registration;

/**
 * Asks the shop's worker to send the queue once the connection is back, even with the shop
 * closed. Chromium-based browsers only; elsewhere the page sends it on its next open.
 */
async function requestBackgroundSync(): Promise<void> {
  try {
    // The registration at / is the shop's one worker (src/lib/pwa/register.ts). Not through
    // shopWorker(): offline, the chunk that module lives in may never have been loaded.
    const registration = await navigator.serviceWorker.getRegistration('/');
    if (registration && canSync(registration)) await registration.sync.register(SEND_ORDERS_TAG);
  } catch {
    // No worker, no permission, no Background Sync: the page's own triggers still send it.
  }
}

type Kept = {
  body: OrderBody;
  attempt: Attempt;
  account: string;
  locale: Locale;
  lines: QueuedLine[];
  total: number;
};

/** Keeps the order on this device with its key (once per order) and asks for a sync. */
export async function keepOrder({ body, attempt, ...rest }: Kept): Promise<QueuedOrder> {
  const queued = await orderQueue().add({
    ...rest,
    body,
    key: attempt.key,
    fingerprint: attempt.fingerprint,
    queuedAt: Date.now(),
  });
  void requestBackgroundSync();
  return queued;
}
