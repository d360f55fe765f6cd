import type { Item } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import type { RequestOptions } from '../model/request-options';

/** GET /item/details/{id}: one published item (404 when unknown). Counts a view. */
export async function getItemDetails(id: number, options: RequestOptions): Promise<Item> {
  return (await call('itemDetails', { params: { id } }, options)).results;
}
