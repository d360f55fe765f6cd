import type { Paging } from './route-types';

export interface SlicedPage<T> {
  rows: T[];
  total: number;
}

/** One page of a short list that was read whole. */
export function slicePage<T>(all: readonly T[], paging: Paging): SlicedPage<T> {
  return { rows: all.slice(paging.offset, paging.offset + paging.limit), total: all.length };
}
