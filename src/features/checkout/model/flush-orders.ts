import type { OrderQueue, QueuedOrder } from './order-queue';
import type { SendOutcome } from './send-queued-order';

export type FlushReport = {
  /** Accepted by the shop in this flush. */
  placed: QueuedOrder[];
  /** Refused by the shop in this flush (its reason is on the entry). */
  refused: QueuedOrder[];
  /** This account's orders still waiting (no connection, or signed out). */
  waiting: number;
  /** Orders queued by another account: kept for it, never sent by this one. */
  otherAccount: number;
};

type Options = {
  queue: OrderQueue;
  /** useSessionKey() of the account signed in now; undefined when nobody is. */
  account: string | undefined;
  send: (entry: QueuedOrder) => Promise<SendOutcome>;
};

/**
 * Sends this account's queued orders, oldest first, and records each answer in the queue.
 * The first order left unanswered stops the round (the connection is still down); the rest
 * wait for the next one. Another account's orders are counted and left alone: sending them
 * with this session would order them for the wrong person.
 */
export async function flushOrders({ queue, account, send }: Options): Promise<FlushReport> {
  const report: FlushReport = { placed: [], refused: [], waiting: 0, otherAccount: 0 };
  let stopped = false;
  for (const entry of await queue.list()) {
    if (entry.status !== 'queued') continue;
    if (entry.account !== account) {
      report.otherAccount += 1;
      continue;
    }
    if (stopped) {
      report.waiting += 1;
      continue;
    }
    const outcome = await send(entry);
    if (outcome.kind === 'accepted') {
      await queue.settle(entry.key, { status: 'placed', order: outcome.order });
      report.placed.push({ ...entry, status: 'placed', order: outcome.order });
    } else if (outcome.kind === 'refused') {
      await queue.settle(entry.key, { status: 'refused', reason: outcome.reason });
      report.refused.push({ ...entry, status: 'refused', reason: outcome.reason });
    } else {
      stopped = true;
      report.waiting += 1;
    }
  }
  return report;
}

type LockManagerLike = { request: (name: string, run: () => Promise<unknown>) => Promise<unknown> };

/**
 * One flush at a time across this origin's tabs and its service worker (Web Locks where the
 * browser has them). Two at once would still make one order each (same key), but would show
 * the outcome twice.
 */
export async function oneFlushAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks) return run();
  let result: T | undefined;
  await locks.request('shop-outbox-flush', async () => {
    result = await run();
  });
  return result as T;
}
