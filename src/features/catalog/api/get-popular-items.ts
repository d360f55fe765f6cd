import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { limitHeader } from '@/lib/api/headers';
import { toItemPage, type ItemPage } from '../model/item-page';
import { headersFor, type RequestOptions } from '../model/request-options';

/** GET /items/popular/list: the most ordered items first. */
export async function getPopularItems(limit: number, options: RequestOptions): Promise<ItemPage> {
  const [response, schemas] = await Promise.all([
    apiClient.get('/items/popular/list', {
      headers: { ...headersFor(options), ...limitHeader(limit) },
    }),
    callSchemas(),
  ]);
  return toItemPage(schemas.itemListResponse.parse(response.data), { limit });
}
