import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { onShutdown, SHUTDOWN_ORDER } from '@/server/shutdown-hooks';
import { addViews } from './item-repository';
import { serverEnv } from '@/server/config/server-env';
import { openedDatabase } from '@/server/db/database';
import { redisReady } from '@/server/shared-state/redis-connection';
import { pushSharedViews, sharedPendingViews, takeSharedViews } from './shared-views';

const FLUSH_INTERVAL_MS = 5_000;
/** How often an instance adds its views to the shared count (REDIS_URL). */
const PUSH_INTERVAL_MS = 1_000;

interface Counter {
  /** Views counted here and not yet in Redis nor in the database. */
  pending: Map<number, number>;
  timer: NodeJS.Timeout | undefined;
  pushTimer: NodeJS.Timeout | undefined;
}

function counter(): Counter {
  return processSingleton<Counter>('view-counter', () => {
    // Counted views are written before the database closes on shutdown.
    onShutdown({ name: 'view-counter', order: SHUTDOWN_ORDER.flushWrites, run: flushViews });
    return { pending: new Map(), timer: undefined, pushTimer: undefined };
  });
}

function schedule(state: Counter): void {
  if (!state.timer) {
    state.timer = setTimeout(() => void flushViews(), FLUSH_INTERVAL_MS);
    state.timer.unref();
  }
  if (!state.pushTimer && serverEnv().REDIS_URL) {
    state.pushTimer = setTimeout(() => void pushViews(state), PUSH_INTERVAL_MS);
    state.pushTimer.unref();
  }
}

/** Moves this instance's views into the shared count; kept here if Redis cannot take them. */
async function pushViews(state: Counter): Promise<void> {
  if (state.pushTimer) clearTimeout(state.pushTimer);
  state.pushTimer = undefined;
  if (state.pending.size === 0 || !redisReady()) return;
  const batch = state.pending;
  state.pending = new Map();
  // Back among this instance's own: its flush (already scheduled by countView) writes them.
  if (!(await pushSharedViews(batch))) merge(state.pending, batch);
}

function merge(into: Map<number, number>, batch: ReadonlyMap<number, number>): void {
  for (const [id, count] of batch) into.set(id, (into.get(id) ?? 0) + count);
}

/**
 * Counts a product view. The rule: a view is one item/details answer sent to someone, fresh
 * or a copy. So the one caller is that route's serve hook (catalog-routes.ts, `onServe`),
 * which the cache layer runs once for every way the answer is served: fresh (over HTTP or to
 * a server render), a public cache copy (either way) and a product page copy, which shows
 * the answer (src/server/cache/served.ts). A product page's render counts through the
 * item/details call it makes and never on its own, so a page open counts once whether it was
 * rendered or copied.
 *
 * Views are counted in memory and written every few seconds in one transaction: a write per
 * page view would put an fsync on the hottest read of the shop. With REDIS_URL each instance
 * adds its count to a shared one every second (shared-views.ts), so every instance shows the
 * same figure, and whichever flushes next writes everyone's. A crash loses at most a few
 * seconds of view counts, never an order.
 */
export function countView(itemId: number): void {
  const state = counter();
  state.pending.set(itemId, (state.pending.get(itemId) ?? 0) + 1);
  schedule(state);
}

/** Views counted but not yet written (every instance's, with Redis), to add to the database's. */
export async function pendingViews(itemId: number): Promise<number> {
  const local = counter().pending.get(itemId) ?? 0;
  return local + (await sharedPendingViews(itemId));
}

function putBack(state: Counter, batch: ReadonlyMap<number, number>): void {
  merge(state.pending, batch);
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
  // Into the shared count first, so one instance's flush writes every instance's views.
  await pushViews(state);
  const batch = state.pending;
  state.pending = new Map();
  for (const [id, count] of await takeSharedViews()) batch.set(id, (batch.get(id) ?? 0) + count);
  if (batch.size === 0) return;
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
