import { apiClient } from '@/lib/api/api-client';
import { limitHeader } from '@/lib/api/headers';
import { itemListSchema, toItemPage, type ItemPage } from '../model/item-page';
import { headersFor, type RequestOptions } from '../model/request-options';

/** GET /items/most_viewed/list: trending, the most viewed items first. */
export async function getMostViewedItems(
  limit: number,
  options: RequestOptions,
): Promise<ItemPage> {
  const response = await apiClient.get<unknown>('/items/most_viewed/list', {
    headers: { ...headersFor(options), ...limitHeader(limit) },
  });
  return toItemPage(itemListSchema.parse(response.data), { limit });
}
