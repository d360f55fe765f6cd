import type { Db } from '@/server/db/database';
import { log } from '@/server/log';
import { searchEntryRows } from './item-repository';
import type { SearchEntry } from './search-ranking';

/** How long a process trusts its copy before reading the catalogue again in the background. */
export const SEARCH_INDEX_TTL_MS = 30_000;

interface IndexState {
  entries: readonly SearchEntry[];
  builtAt: number;
  refreshing: boolean;
}

/**
 * The published catalogue's folded texts, kept in memory per database. Matching every word
 * of a query against 10,000 items with LIKE took 15-30 ms on SQLite, two table scans per
 * search; the same match over this array takes about a millisecond, on either engine.
 *
 * It is read again in the background once it is older than the TTL, so catalogue edits (from
 * any instance; the API has no call that makes them yet, and seeding happens before the first
 * search) show up within it. Result pages themselves are read fresh: an item unpublished
 * since drops out at once, and stock and prices are always current.
 */
const states = new WeakMap<Db, Promise<IndexState>>();

async function build(db: Db): Promise<IndexState> {
  const entries = (await searchEntryRows(db)).map((row): SearchEntry => ({
    id: row.id,
    categoryId: row.category_id,
    spacedName: ` ${row.search_name}`,
    spacedBody: ` ${row.search_body}`,
    ordersCount: row.orders_count,
    priceCents: row.price_cents,
    views: row.views,
    createdAt: row.created_at,
  }));
  return { entries, builtAt: Date.now(), refreshing: false };
}

function refreshInBackground(db: Db, state: IndexState): void {
  state.refreshing = true;
  build(db)
    .then((fresh) => states.set(db, Promise.resolve(fresh)))
    .catch((error: unknown) => {
      state.refreshing = false;
      log.warn('search_index.refresh_failed', {
        message: error instanceof Error ? error.message : String(error),
      });
    });
}

export async function searchEntries(db: Db): Promise<readonly SearchEntry[]> {
  let pending = states.get(db);
  if (!pending) {
    pending = build(db);
    states.set(db, pending);
    // A failed first build must not stick: the next search tries again.
    pending.catch(() => states.delete(db));
  }
  const state = await pending;
  if (!state.refreshing && Date.now() - state.builtAt > SEARCH_INDEX_TTL_MS) {
    refreshInBackground(db, state);
  }
  return state.entries;
}
