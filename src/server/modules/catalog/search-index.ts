import type { Db } from '@/server/db/db-types';
import { log } from '@/server/log';
import { shopSynonymGroups } from './shop-synonym-groups';
import { processSingleton } from '@/server/process-singleton';
import { cacheLifetime } from '@/server/cache';
import { onSharedEvent, publishSharedEvent } from '@/server/cache';
import { searchEntryRows } from './item-repository';
import { SEARCH_LEXICON } from './search-lexicon';
import type { SearchIndex } from './search-index-shape';
import { buildSearchIndex } from './search-ranking';

/** How long a process trusts its copy before reading the catalogue again in the background. */
export const SEARCH_INDEX_TTL_MS = 30_000;

interface IndexState {
  index: SearchIndex;
  builtAt: number;
  refreshing: boolean;
  /** The count of staff edits the index was read after. */
  edits: number;
}

/**
 * Staff edits of what search matches made in this process. One count per process
 * (processSingleton): Next gives each API route's bundle its own copy of this module, and an
 * edit made through one route must reach the index the search route keeps.
 */
const editCount = () => processSingleton('search-index-edits', () => ({ value: 0 }));

const countEdit = () => {
  editCount().value += 1;
};

// An edit made on another instance (REDIS_URL), or Redis back after messages were missed.
onSharedEvent('search-index', 'search-index', countEdit);

/**
 * Call after committing a change to what search matches (an item's names or descriptions, its
 * category, whether it is published, a new item): the next search, on every instance, reads
 * the catalogue again before it answers.
 */
export function searchIndexChanged(): void {
  countEdit();
  publishSharedEvent('search-index');
}

/**
 * The published catalogue's words, kept in memory per database (search-ranking.ts). Matching
 * every word of a query against 10,000 items with LIKE took 15-30 ms on SQLite (two table
 * scans per search), and a substring scan of the texts in memory still 7 ms; looking the
 * query up in the vocabulary of distinct words takes about a millisecond, on either engine.
 *
 * It is read again in the background once it is older than the TTL, so catalogue edits from
 * any instance show up within it; an edit staff make in this process (searchIndexChanged)
 * has the next search read it again at once. Result pages themselves are read fresh: an item
 * unpublished since drops out at once, and stock and prices are always current.
 */
const states = new WeakMap<Db, Promise<IndexState>>();

async function build(db: Db): Promise<IndexState> {
  // Counted before reading: an edit committed while the rows are read means another read.
  const editsSeen = editCount().value;
  // The shop's own synonym groups (the dashboard's "Search words") join the lexicon.
  const [rows, shopGroups] = await Promise.all([searchEntryRows(db), shopSynonymGroups(db)]);
  const index = buildSearchIndex(
    rows.map((row) => ({
      id: row.id,
      categoryId: row.category_id,
      name: row.search_name,
      body: row.search_body,
      category: `${row.category_en} ${row.category_ar}`,
      categoryNames: [row.category_en, row.category_ar],
      names: [row.name_en, row.name_ar],
      ordersCount: row.orders_count,
      priceCents: row.price_cents,
      views: row.views,
      createdAt: row.created_at,
    })),
    [...SEARCH_LEXICON, ...shopGroups],
  );
  return { index, builtAt: Date.now(), refreshing: false, edits: editsSeen };
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

function startBuild(db: Db): Promise<IndexState> {
  const pending = build(db);
  states.set(db, pending);
  // A failed build must not stick: the next search tries again.
  pending.catch(() => {
    if (states.get(db) === pending) states.delete(db);
  });
  return pending;
}

export async function searchIndex(db: Db): Promise<SearchIndex> {
  const pending = states.get(db) ?? startBuild(db);
  let state = await pending;
  if (state.edits !== editCount().value) {
    // Staff changed the catalogue since: read it now (or wait for the read another search
    // started), rather than answer with what it was for up to the TTL.
    const newer = states.get(db);
    state = await (newer && newer !== pending ? newer : startBuild(db));
  }
  if (!state.refreshing && Date.now() - state.builtAt > cacheLifetime(SEARCH_INDEX_TTL_MS)) {
    refreshInBackground(db, state);
  }
  return state.index;
}
