/*
 * The list rules without zod, for code on every page's first load (the pager, the search
 * page's query); list.ts builds the API's schemas on them.
 */

/** Lists: `limit` from a header or the query (capped at 10000), `page` is 1-based. */
export const MAX_LIST_LIMIT = 10_000;
export const DEFAULT_LIST_LIMIT = 20;

/** A page or limit as written in a query or header: up to nine digits. */
export const WHOLE_NUMBER = /^\d{1,9}$/;

export const ITEM_SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'most_viewed',
  'newest',
] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];
