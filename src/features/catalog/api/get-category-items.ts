import { call } from '@/lib/api/call';
import { toItemPage, type ItemPage } from '../model/item-page';
import type { RequestOptions } from '../model/request-options';
import type { ItemsQuery } from './get-items';

/** GET /items/list/{categoryId}: one category's items, a page at a time (404: no such one). */
export async function getCategoryItems(
  categoryId: number,
  query: ItemsQuery,
  options: RequestOptions,
): Promise<ItemPage> {
  const answer = await call(
    'categoryItemsList',
    {
      params: { categoryId },
      page: query.page,
      limit: query.limit,
      query: { sort: query.sort },
    },
    options,
  );
  return toItemPage(answer, query);
}
