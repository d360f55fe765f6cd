import type { Paging, RouteResult } from './route-types';

/**
 * A short list (categories, banners, branches, addresses...) that was read whole, answered a
 * page at a time: the requested slice, and the count of the whole list as `total`.
 */
export function pageOf<T>(all: readonly T[], paging: Paging): RouteResult<T[]> {
  return { results: all.slice(paging.offset, paging.offset + paging.limit), total: all.length };
}
