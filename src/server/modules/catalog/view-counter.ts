import type { Db } from '@/server/db/database';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { onShutdown, SHUTDOWN_ORDER } from '@/server/shutdown-hooks';
import { addViews } from './item-repository';

const FLUSH_INTERVAL_MS = 5_000;

interface Counter {
  pending: Map<number, number>;
  db: Db | undefined;
  timer: NodeJS.Timeout | undefined;
}

function counter(): Counter {
  return processSingleton<Counter>('view-counter', () => {
    // Counted views are written before the database closes on shutdown.
    onShutdown({ name: 'view-counter', order: SHUTDOWN_ORDER.flushWrites, run: flushViews });
    return { pending: new Map(), db: undefined, timer: undefined };
  });
}

/**
 * Product views are counted in memory and written every few seconds in one transaction: a
 * write per page view would put an fsync on the hottest read of the shop. A crash loses at
 * most a few seconds of view counts, never an order.
 */
export function countView(db: Db, itemId: number): number {
  const state = counter();
  const next = (state.pending.get(itemId) ?? 0) + 1;
  state.pending.set(itemId, next);
  state.db = db;
  if (!state.timer) {
    state.timer = setTimeout(() => void flushViews(), FLUSH_INTERVAL_MS);
    state.timer.unref();
  }
  return next;
}

/**
 * A view of a product page served from the page cache (src/server/http/page-cache.ts): the
 * render it copies counted one through item/details, with the database it used.
 */
export function countPageView(itemId: number): void {
  const db = counter().db;
  if (db) countView(db, itemId);
}

/** Views counted but not yet written, to add to what the database says. */
export function pendingViews(itemId: number): number {
  return counter().pending.get(itemId) ?? 0;
}

export async function flushViews(): Promise<void> {
  const state = counter();
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  if (!state.db || state.pending.size === 0) return;
  const batch = state.pending;
  state.pending = new Map();
  try {
    await addViews(state.db, batch);
  } catch (error) {
    log.warn('views.flush_failed', {
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
