import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { onShutdown, SHUTDOWN_ORDER } from '@/server/shutdown-hooks';
import { addViews } from './item-repository';
import { countSharedView, takeSharedViews } from './shared-views';

const FLUSH_INTERVAL_MS = 5_000;

interface Counter {
  pending: Map<number, number>;
  timer: NodeJS.Timeout | undefined;
}

function counter(): Counter {
  return processSingleton<Counter>('view-counter', () => {
    // Counted views are written before the database closes on shutdown.
    onShutdown({ name: 'view-counter', order: SHUTDOWN_ORDER.flushWrites, run: flushViews });
    return { pending: new Map(), timer: undefined };
  });
}

function schedule(state: Counter): void {
  if (state.timer) return;
  state.timer = setTimeout(() => void flushViews(), FLUSH_INTERVAL_MS);
  state.timer.unref();
}

/**
 * The one place a product view is counted. The rule: a view is one item/details answer sent
 * to someone, fresh or a copy. So it is called by itemDetails (a fresh answer), by the
 * public cache's copy of that answer (the route's onCacheHit) and by the page cache's copy of
 * a product page (share-page.ts). A product page's render counts through the item/details
 * call it makes and never on its own, so a page open counts once whether it was rendered or
 * copied.
 *
 * Views are kept in Redis when the instances share one (shared-views.ts), else (or while it
 * is away) in this process's memory, and written every few seconds in one transaction: a
 * write per page view would put an fsync on the hottest read of the shop. A crash loses at
 * most a few seconds of view counts, never an order.
 *
 * Resolves with the views counted but not yet written (everyone's, with Redis), to add to
 * what the database says; it never rejects.
 */
export async function countView(itemId: number): Promise<number> {
  const state = counter();
  schedule(state);
  const shared = await countSharedView(itemId);
  const local = state.pending.get(itemId) ?? 0;
  if (shared !== undefined) return shared + local;
  state.pending.set(itemId, local + 1);
  return local + 1;
}

function putBack(state: Counter, batch: ReadonlyMap<number, number>): void {
  for (const [id, count] of batch) state.pending.set(id, (state.pending.get(id) ?? 0) + count);
  schedule(state);
}

/**
 * Writes the counted views to this process's database, the one the item/details answers were
 * read from (looked up now, not remembered from a request). A failed write keeps them for the
 * next flush.
 */
export async function flushViews(): Promise<void> {
  const state = counter();
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  const batch = state.pending;
  state.pending = new Map();
  for (const [id, count] of await takeSharedViews()) batch.set(id, (batch.get(id) ?? 0) + count);
  if (batch.size === 0) return;
  // Loaded here: page bundles import this module for share-page.ts and rarely flush.
  const { openedDatabase } = await import('@/server/db/database');
  const opened = openedDatabase();
  if (!opened) {
    // No database here: the item/details answers came from another backend
    // (NEXT_PUBLIC_API_HOST), which counts its own.
    log.warn('views.no_database', { items: batch.size });
    return;
  }
  try {
    await addViews(await opened, batch);
  } catch (error) {
    log.warn('views.flush_failed', {
      message: error instanceof Error ? error.message : String(error),
    });
    putBack(state, batch);
  }
}
