import type { Db } from '@/server/db/database';
import { log } from '@/server/log';
import { searchEntryRows } from './item-repository';
import { buildSearchIndex, type SearchIndex } from './search-ranking';

/** How long a process trusts its copy before reading the catalogue again in the background. */
export const SEARCH_INDEX_TTL_MS = 30_000;

interface IndexState {
  index: SearchIndex;
  builtAt: number;
  refreshing: boolean;
}

/**
 * The published catalogue's words, kept in memory per database (search-ranking.ts). Matching
 * every word of a query against 10,000 items with LIKE took 15-30 ms on SQLite (two table
 * scans per search), and a substring scan of the texts in memory still 7 ms; looking the
 * query up in the vocabulary of distinct words takes about a millisecond, on either engine.
 *
 * It is read again in the background once it is older than the TTL, so catalogue edits (from
 * any instance; the API has no call that makes them yet, and seeding happens before the first
 * search) show up within it. Result pages themselves are read fresh: an item unpublished
 * since drops out at once, and stock and prices are always current.
 */
const states = new WeakMap<Db, Promise<IndexState>>();

async function build(db: Db): Promise<IndexState> {
  const rows = await searchEntryRows(db);
  const index = buildSearchIndex(
    rows.map((row) => ({
      id: row.id,
      categoryId: row.category_id,
      name: row.search_name,
      body: row.search_body,
      ordersCount: row.orders_count,
      priceCents: row.price_cents,
      views: row.views,
      createdAt: row.created_at,
    })),
  );
  return { index, builtAt: Date.now(), refreshing: false };
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

export async function searchIndex(db: Db): Promise<SearchIndex> {
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
  return state.index;
}
