import { limitHeader } from '@/lib/api/headers';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { toItemPage, type ItemPage } from '../model/item-page';
import { headersFor, type RequestOptions } from '../model/request-options';
import type { ItemsQuery } from './get-items';

/** GET /items/list/{categoryId}: one category's items, a page at a time (404: no such one). */
export async function getCategoryItems(
  categoryId: number,
  query: ItemsQuery,
  options: RequestOptions,
): Promise<ItemPage> {
  const [response, schemas] = await Promise.all([
    apiClient.get(`/items/list/${categoryId}`, {
      headers: { ...headersFor(options), ...limitHeader(query.limit) },
      params: { page: query.page, ...(query.sort ? { sort: query.sort } : {}) },
    }),
    callSchemas(),
  ]);
  return toItemPage(schemas.itemListResponse.parse(response.data), query);
}
