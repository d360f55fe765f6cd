import { z } from 'zod';
import { searchTermSchema } from './catalog';
import {
  SEARCH_STATS_DAYS_DEFAULT,
  SEARCH_STATS_DAYS_MAX,
  SEARCH_STATS_LIST_MAX,
} from './search-stats-limits';

export * from './search-stats-limits';

/*
 * What shoppers looked for (issue 44, api-contract.md Version 3, "Search statistics and
 * operations"). Queries are kept folded as search reads them (normalizeSearchText), counted
 * per Cairo day, with nothing about who typed them.
 */

/** GET /admin/search-stats?days=7: the last `days` Cairo days, today included. */
export const searchStatsQuerySchema = z.object({
  days: z.coerce
    .number<string | number>()
    .int()
    .min(1)
    .max(SEARCH_STATS_DAYS_MAX)
    .default(SEARCH_STATS_DAYS_DEFAULT),
});
export type SearchStatsQuery = z.input<typeof searchStatsQuerySchema>;

/** One query and how often it happened in the window. */
export const searchStatSchema = z.object({ query: z.string(), count: z.int().min(0) });
export type SearchStat = z.infer<typeof searchStatSchema>;

/** A query that found nothing, and how many items it finds now (a synonym added since). */
export const zeroSearchStatSchema = searchStatSchema.extend({ found_now: z.int().min(0) });
export type ZeroSearchStat = z.infer<typeof zeroSearchStatSchema>;

export const searchStatsSchema = z.object({
  days: z.int(),
  /** Complete searches (the search page), most first. */
  top: z.array(searchStatSchema).max(SEARCH_STATS_LIST_MAX),
  /** Searches that found nothing, and queries typed in the header that suggested nothing. */
  zero: z.array(zeroSearchStatSchema).max(SEARCH_STATS_LIST_MAX),
  /** Searches that found items of which no shopper opened one; `count`: searches with results. */
  unclicked: z.array(searchStatSchema).max(SEARCH_STATS_LIST_MAX),
});
export type SearchStats = z.infer<typeof searchStatsSchema>;

/** POST /items/search/clicks: a shopper opened a product from the results of `query`. */
export const searchClickBodySchema = z.object({ query: searchTermSchema });
export type SearchClickBody = z.input<typeof searchClickBodySchema>;
