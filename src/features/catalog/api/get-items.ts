import type { ItemSort } from '@/contracts/list';
import { call } from '@/lib/api/call';
import { toItemPage, type ItemPage } from '../model/item-page';
import type { RequestOptions } from '../model/request-options';

export type ItemsQuery = { page: number; limit: number; sort?: ItemSort };

/** GET /items/list: every published item, a page at a time, in the chosen order. */
export async function getItems(query: ItemsQuery, options: RequestOptions): Promise<ItemPage> {
  const answer = await call(
    'itemsList',
    { page: query.page, limit: query.limit, query: { sort: query.sort } },
    options,
  );
  return toItemPage(answer, query);
}
