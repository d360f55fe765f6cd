import type { SearchData } from '../loaders/load-search';

/**
 * Whether a search page is one for search engines: a category's listing, or a keyword that
 * found something (a shopper searching the web for "بط بلدي" may land on what the shop has),
 * each on its first page in its own order and without a filter. A re-sorted, filtered or
 * later page is a copy of that page (its canonical names the first one), and a search that
 * found nothing, or failed, is nothing to list.
 */
export function isIndexableSearch(search: SearchData): boolean {
  const { params } = search;
  if (params.page > 1 || params.sort !== 'relevance') return false;
  if (search.mode === 'category') return true;
  return params.category === '' && (search.results?.total ?? 0) > 0;
}
