import type { ItemSort } from '@/contracts/list';
import type { SearchBody } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import { toItemPage, type ItemPage } from '../model/item-page';
import type { RequestOptions } from '../model/request-options';

export type SearchQuery = {
  term: string;
  categoryId?: number;
  sort?: ItemSort;
  /** Only the items with every word (a category page's "also in other departments"). */
  everyWord?: boolean;
  page: number;
  limit: number;
};

/**
 * POST /items/search: the items with every word first, then those with some; the backend
 * folds Arabic spelling variants (أ/ا, ة/ه, ى/ي, the article ال), knows the shop's synonyms
 * and reads Franco-Arabic, so the shopper's spelling need not match the catalogue's.
 */
export async function searchItems(query: SearchQuery, options: RequestOptions): Promise<ItemPage> {
  const body: SearchBody = {
    search_criteria: query.term,
    category_id: query.categoryId,
    sort: query.sort,
    ...(query.everyWord ? { every_word: true } : {}),
  };
  const answer = await call('itemsSearch', { body, page: query.page, limit: query.limit }, options);
  return toItemPage(answer, query);
}
