import type { ItemSort } from '@/contracts/list';
import { limitHeader } from '@/lib/api/headers';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { toItemPage, type ItemPage } from '../model/item-page';
import { headersFor, type RequestOptions } from '../model/request-options';

export type ItemsQuery = { page: number; limit: number; sort?: ItemSort };

/** GET /items/list: every published item, a page at a time, in the chosen order. */
export async function getItems(query: ItemsQuery, options: RequestOptions): Promise<ItemPage> {
  const [response, schemas] = await Promise.all([
    apiClient.get('/items/list', {
      headers: { ...headersFor(options), ...limitHeader(query.limit) },
      params: { page: query.page, ...(query.sort ? { sort: query.sort } : {}) },
    }),
    callSchemas(),
  ]);
  return toItemPage(schemas.itemListResponse.parse(response.data), query);
}
