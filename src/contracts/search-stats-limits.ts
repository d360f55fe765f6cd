// The plain values of the search statistics contract (search-stats.ts re-exports them), for
// browser code that must not bring zod along.

/** GET /admin/search-stats?days=: this week by default, at most the 90 days the shop keeps. */
export const SEARCH_STATS_DAYS_DEFAULT = 7;
export const SEARCH_STATS_DAYS_MAX = 90;
/** Each list's length: what a dashboard card shows at once. */
export const SEARCH_STATS_LIST_MAX = 20;
/**
 * A query "found things but nothing was opened" once it was searched with results at least
 * this often in the window: one shopper who looked and left says little.
 */
export const UNCLICKED_MIN_SEARCHES = 3;
/** The longest query kept, after folding: longer ones are cut (a sentence is not a word). */
export const SEARCH_STATS_QUERY_MAX = 60;
