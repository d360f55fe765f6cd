import { createStore, del, get, set, values } from 'idb-keyval';
import type { Locale } from '@/lib/i18n/locales';
import type { OrderBody } from './idempotency-key';

/*
 * Orders kept on this device while there is no connection (or no answer) until the shop
 * accepts or refuses them. One IndexedDB store, `shop-outbox`/`orders`, keyed by the order's
 * Idempotency-Key: the page and the service worker (src/sw/order-sync.ts) both read it, and
 * both may send an order, since the key makes any number of sends one order.
 */

/** What the shopper ordered, as the checkout showed it: the queue lists it offline. */
export type QueuedLine = { name: string; qty: number; weight?: number };

export type QueuedOrder = {
  /** The Idempotency-Key the order is always sent with. */
  key: string;
  /** orderFingerprint(body): the same order is never queued twice. */
  fingerprint: string;
  body: OrderBody;
  /** The shopper's language: the shop's refusal comes back in it. */
  locale: Locale;
  /** useSessionKey() of the account that queued it: only that account sends it. */
  account: string;
  queuedAt: number;
  lines: QueuedLine[];
  /** The estimate the checkout showed (the shop prices the order again). */
  total: number;
  status: 'queued' | 'placed' | 'refused';
  order?: { id: number; number: string };
  /** The shop's own reason, localised, when it refused the order. */
  reason?: string;
};

/** Where the entries live: IndexedDB in browsers, a Map in unit tests. */
export type QueueBackend = {
  get: (key: string) => Promise<QueuedOrder | undefined>;
  set: (key: string, value: QueuedOrder) => Promise<void>;
  del: (key: string) => Promise<void>;
  values: () => Promise<QueuedOrder[]>;
};

export const OUTBOX_DB = 'shop-outbox';
export const OUTBOX_STORE = 'orders';
/** Page and worker say "the queue changed" on this channel. */
export const OUTBOX_CHANNEL = 'shop-outbox';

/**
 * idb-keyval is imported statically (about 1 kB): this module only reaches pages in chunks
 * loaded after the first paint, and a chunk fetched on first use would not be there offline.
 */
export function idbBackend(): QueueBackend {
  const store = createStore(OUTBOX_DB, OUTBOX_STORE);
  return {
    get: (key) => get<QueuedOrder>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    values: () => values<QueuedOrder>(store),
  };
}

export type OrderQueue = ReturnType<typeof createOrderQueue>;

export function createOrderQueue(backend: QueueBackend, announce: () => void = () => undefined) {
  const list = async () =>
    (await backend.values()).filter(Boolean).sort((a, b) => a.queuedAt - b.queuedAt);

  return {
    list,
    /** The queued (not yet answered) order of this account with this fingerprint. */
    async waiting(account: string, fingerprint: string): Promise<QueuedOrder | undefined> {
      return (await list()).find(
        (entry) =>
          entry.status === 'queued' &&
          entry.account === account &&
          entry.fingerprint === fingerprint,
      );
    },
    /**
     * Keeps the order, unless the same order of the same account already waits: that entry
     * (and its key) is returned instead, so a second tap never makes a second order.
     */
    async add(entry: Omit<QueuedOrder, 'status'>): Promise<QueuedOrder> {
      const existing = await this.waiting(entry.account, entry.fingerprint);
      if (existing) return existing;
      const queued: QueuedOrder = { ...entry, status: 'queued' };
      await backend.set(queued.key, queued);
      announce();
      return queued;
    },
    /** Records the shop's answer, unless the entry is gone (its outcome was already shown). */
    async settle(key: string, outcome: Pick<QueuedOrder, 'status' | 'order' | 'reason'>) {
      const entry = await backend.get(key);
      if (!entry || entry.status !== 'queued') return;
      await backend.set(key, { ...entry, ...outcome });
      announce();
    },
    async remove(key: string) {
      await backend.del(key);
      announce();
    },
  };
}

/** Tells every page and the worker of this origin that the queue changed. */
export function announceOutboxChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Entries in memory: where there is no IndexedDB (jsdom, locked-down browsers). */
export function memoryBackend(): QueueBackend {
  const entries = new Map<string, QueuedOrder>();
  return {
    get: (key) => Promise.resolve(entries.get(key)),
    set: (key, value) => Promise.resolve(void entries.set(key, value)),
    del: (key) => Promise.resolve(void entries.delete(key)),
    values: () => Promise.resolve([...entries.values()]),
  };
}

let browserQueue: OrderQueue | undefined;

/** The queue of this browser (page or worker), made on first use. */
export function orderQueue(): OrderQueue {
  const backend = typeof indexedDB === 'undefined' ? memoryBackend() : idbBackend();
  browserQueue ??= createOrderQueue(backend, announceOutboxChange);
  return browserQueue;
}
