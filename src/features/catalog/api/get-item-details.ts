import { itemSchema, type Item } from '@/contracts/catalog';
import { envelopeSchema } from '@/contracts/envelope';
import { apiClient } from '@/lib/api/api-client';
import { headersFor, type RequestOptions } from '../model/request-options';

const itemDetailsSchema = envelopeSchema(itemSchema);

/** GET /item/details/{id}: one published item (404 when unknown). Counts a view. */
export async function getItemDetails(id: number, options: RequestOptions): Promise<Item> {
  const response = await apiClient.get<unknown>(`/item/details/${id}`, {
    headers: headersFor(options),
  });
  return itemDetailsSchema.parse(response.data).results;
}
