import type { Item } from '@/contracts/catalog';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { limitHeader } from '@/lib/api/headers';
import { headersFor, type RequestOptions } from '../model/request-options';

export const SIMILAR_LIMIT = 10;

/** GET /items/similar/{id}: other items of the same category, most ordered first. */
export async function getSimilarItems(id: number, options: RequestOptions): Promise<Item[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get(`/items/similar/${id}`, {
      headers: { ...headersFor(options), ...limitHeader(SIMILAR_LIMIT) },
    }),
    callSchemas(),
  ]);
  return schemas.itemListResponse.parse(response.data).results;
}
