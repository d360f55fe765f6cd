import {
  SEARCH_STATS_LIST_MAX,
  UNCLICKED_MIN_SEARCHES,
  type SearchStat,
  type SearchStats,
} from '@/contracts/search-stats';
import { shopDate } from '@/lib/shop-calendar';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { limits } from '@/server/rate-limit/attempt-limits';
import { search } from './catalog-service';
import { countQuery, flushSearchStats } from './search-stats-buffer';
import { couldSuggest, statQuery, withoutTypingPrefixes } from './search-stats-query';
import {
  missedQueries,
  topSearches,
  unclickedQueries,
  type QueryTotals,
} from './search-stats-repository';

/**
 * A shopper's search (the search page's first page): counted, and whether it found nothing.
 * The search route is the one place it is counted: the page's render calls it in process, so
 * a search counts once whether it came over HTTP or from a render. A copy of the page served
 * from the page cache (30 s, the same for every shopper) is not a search run again and does
 * not count: a burst of one query counts once per copy.
 */
export function recordSearch(term: string, total: number): void {
  const query = statQuery(term);
  if (query) countQuery(query, { searches: 1, zero_results: total === 0 ? 1 : 0 });
}

/**
 * What the header's box suggested as the shopper typed. It asks at every pause in the typing,
 * so each word comes with its beginnings («فر», «فرا», «فراخ»): counting them all would fill
 * the day's rows and the top list with halves of words. Only a query that suggested nothing
 * is kept (the shopper saw the shop had nothing, and may never press Enter), and the lists
 * read it only when it was never searched and no longer miss starts with it (service below).
 */
export function recordSuggestMiss(term: string): void {
  const query = statQuery(term);
  if (query && couldSuggest(query)) countQuery(query, { suggest_misses: 1 });
}

/**
 * A product opened from the results of `term` (counted only for a query searched that day),
 * within the address' budget (429 past it). The address only spends the budget: it is kept
 * nowhere with the query.
 */
export async function recordClick(clientIp: string, term: string): Promise<void> {
  await limits().searchClicks.take(clientIp);
  const query = statQuery(term);
  if (query) countQuery(query, { clicks: 1 });
}

/** How many items a query finds now, as the search page would count them. */
async function foundNow(db: Db, query: string): Promise<number> {
  return (await search(db, { locale: 'en' }, { term: query }, { offset: 0, limit: 1 })).total;
}

const byCount = (a: SearchStat, b: SearchStat) =>
  b.count - a.count || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0);

/** Queries that showed nothing: a search's misses, else (never searched) the header's. */
function zeroList(missed: readonly QueryTotals[]): SearchStat[] {
  const entries = missed.map((row) => ({
    query: row.query,
    typedOnly: row.searches === 0,
    count: row.searches === 0 ? row.suggest_misses : row.zero_results,
  }));
  return withoutTypingPrefixes(entries)
    .map(({ query, count }) => ({ query, count }))
    .sort(byCount)
    .slice(0, SEARCH_STATS_LIST_MAX);
}

/**
 * GET /admin/search-stats: the last `days` Cairo days, today included. This process's counts
 * are written first, so what staff read includes the searches of a moment ago; each query
 * that found nothing says how many items it finds now, so a synonym just added shows at once.
 */
export async function searchStats(db: Db, days: number): Promise<SearchStats> {
  await flushSearchStats();
  const since = shopDate(now(), -(days - 1));
  const [top, missed, unclicked] = await Promise.all([
    topSearches(db, since, SEARCH_STATS_LIST_MAX),
    missedQueries(db, since),
    unclickedQueries(db, since, UNCLICKED_MIN_SEARCHES, SEARCH_STATS_LIST_MAX),
  ]);
  const zero = await Promise.all(
    zeroList(missed).map(async (entry) => ({
      ...entry,
      found_now: await foundNow(db, entry.query),
    })),
  );
  return {
    days,
    top: top.map((row) => ({ query: row.query, count: row.searches })),
    zero,
    unclicked: unclicked.map((row) => ({
      query: row.query,
      count: row.searches - row.zero_results,
    })),
  };
}
