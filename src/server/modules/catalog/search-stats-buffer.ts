import { SEARCH_STATS_DAYS_MAX } from '@/contracts/search-stats-limits';
import { shopDate } from '@/lib/shop-calendar';
import { now } from '@/server/clock';
import { openedDatabase } from '@/server/db/database';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { onShutdown, SHUTDOWN_ORDER } from '@/server/shutdown-hooks';
import { pruneDays, writeDay } from './search-stats-store';
import type { QueryTally } from './search-stats-repository';

const FLUSH_INTERVAL_MS = 5_000;
/** Distinct (day, query) pairs held between flushes; past it, only those held are counted. */
const BUFFER_MAX = 1_000;
/** Old days are deleted at most this often per process: one cheap statement. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** Distinct queries kept per day (the store's cap): see writeDay. */
export const SEARCH_QUERIES_PER_DAY = 2_000;

type Kind = keyof QueryTally;

interface StatsBuffer {
  /** Counts not yet written, by Cairo day then query. */
  pending: Map<string, Map<string, QueryTally>>;
  size: number;
  timer: NodeJS.Timeout | undefined;
  /** Flushes run one after another, so the day's cap is checked against what is written. */
  flushing: Promise<void>;
  prunedAt: number;
  perDay: number;
}

function buffer(): StatsBuffer {
  return processSingleton<StatsBuffer>('search-stats', () => {
    // Counted searches are written before the database closes on shutdown.
    onShutdown({ name: 'search-stats', order: SHUTDOWN_ORDER.flushWrites, run: flushSearchStats });
    return {
      pending: new Map(),
      size: 0,
      timer: undefined,
      flushing: Promise.resolve(),
      prunedAt: 0,
      perDay: SEARCH_QUERIES_PER_DAY,
    };
  });
}

const emptyTally = (): QueryTally => ({
  searches: 0,
  zero_results: 0,
  clicks: 0,
  suggest_misses: 0,
});

/** Adds to one query's count in memory; a new query past BUFFER_MAX is not counted. */
function add(state: StatsBuffer, day: string, query: string, counts: Partial<QueryTally>): void {
  let queries = state.pending.get(day);
  let tally = queries?.get(query);
  if (!tally) {
    if (state.size >= BUFFER_MAX) return;
    if (!queries) state.pending.set(day, (queries = new Map<string, QueryTally>()));
    tally = emptyTally();
    queries.set(query, tally);
    state.size += 1;
  }
  for (const [kind, count] of Object.entries(counts) as [Kind, number][]) tally[kind] += count;
}

/**
 * Counts one event of a query (already folded by statQuery) in memory, on Cairo's today.
 * Never a database write on the request's path: a search or a keystroke only touches a Map,
 * and the counts are written every few seconds in one batch (flushSearchStats).
 */
export function countQuery(query: string, counts: Partial<QueryTally>): void {
  const state = buffer();
  add(state, shopDate(now()), query, counts);
  if (!state.timer) {
    state.timer = setTimeout(() => void flushSearchStats(), FLUSH_INTERVAL_MS);
    state.timer.unref();
  }
}

/**
 * Writes the counted queries to this process's database (the one the searches ran on), then,
 * at most hourly, deletes the days past the 90 the shop keeps. A failed write is logged and
 * its counts are dropped: statistics are worth less than a search, which never waits for them.
 */
export function flushSearchStats(): Promise<void> {
  const state = buffer();
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  const batch = state.pending;
  state.pending = new Map();
  state.size = 0;
  state.flushing = state.flushing.then(() => write(state, batch));
  return state.flushing;
}

async function write(
  state: StatsBuffer,
  batch: Map<string, Map<string, QueryTally>>,
): Promise<void> {
  const opened = openedDatabase();
  if (batch.size === 0 || !opened) return;
  try {
    const db = await opened;
    for (const [day, tallies] of batch) await writeDay(db, day, tallies, state.perDay);
    const at = now();
    if (at - state.prunedAt >= PRUNE_INTERVAL_MS) {
      state.prunedAt = at;
      await pruneDays(db, shopDate(at, -(SEARCH_STATS_DAYS_MAX - 1)));
    }
  } catch (error) {
    log.warn('search_stats.flush_failed', {
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Tests: a smaller cap of queries per day, or undefined for the real one. */
export function setSearchQueriesPerDayForTests(perDay: number | undefined): void {
  buffer().perDay = perDay ?? SEARCH_QUERIES_PER_DAY;
}
