import type { Item } from '@/contracts/catalog';
import { apiClient } from '@/lib/api/api-client';
import { limitHeader } from '@/lib/api/headers';
import { itemListSchema } from '../model/item-page';
import { headersFor, type RequestOptions } from '../model/request-options';

export const SIMILAR_LIMIT = 10;

/** GET /items/similar/{id}: other items of the same category, most ordered first. */
export async function getSimilarItems(id: number, options: RequestOptions): Promise<Item[]> {
  const response = await apiClient.get<unknown>(`/items/similar/${id}`, {
    headers: { ...headersFor(options), ...limitHeader(SIMILAR_LIMIT) },
  });
  return itemListSchema.parse(response.data).results;
}
