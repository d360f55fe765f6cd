import type { Item } from '@/contracts/catalog';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { headersFor, type RequestOptions } from '../model/request-options';

/** GET /item/details/{id}: one published item (404 when unknown). Counts a view. */
export async function getItemDetails(id: number, options: RequestOptions): Promise<Item> {
  const [response, schemas] = await Promise.all([
    apiClient.get(`/item/details/${id}`, {
      headers: headersFor(options),
    }),
    callSchemas(),
  ]);
  return schemas.itemResponse.parse(response.data).results;
}
