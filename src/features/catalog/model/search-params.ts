import type { ItemSort } from '@/contracts/list';
import { pageParam } from './page-param';

/** The orders a shopper can choose on the search page (ITEM_SORTS without "newest"). */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'most_viewed'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number] & ItemSort;

type Query = Record<string, string | string[] | undefined>;

export type SearchParams = { category: string; sort: SearchSort; page: number };

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function isSearchSort(value: string): value is SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(value);
}

/** What a search page reads of its address: the term (its route's) and readSearchParams'. */
export const SEARCH_PAGE_QUERY = ['term', 'category', 'sort', 'page'] as const;

/** ?category=&sort=&page= from the address; anything unknown falls back to the default. */
export function readSearchParams(query: Query): SearchParams {
  const sort = single(query.sort);
  return {
    category: single(query.category),
    sort: isSearchSort(sort) ? sort : 'relevance',
    page: pageParam(query.page),
  };
}

/**
 * The address of a search page. Defaults are left out, so each result list has one URL
 * (what a shopper shares and what search engines index).
 */
export function searchPageHref(term: string, params: Partial<SearchParams>): string {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.sort && params.sort !== 'relevance') query.set('sort', params.sort);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const search = query.toString();
  return `/product/search/${encodeURIComponent(term)}${search ? `?${search}` : ''}`;
}
