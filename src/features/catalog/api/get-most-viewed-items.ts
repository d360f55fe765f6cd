import { call } from '@/lib/api/call';
import { toItemPage, type ItemPage } from '../model/item-page';
import type { RequestOptions } from '../model/request-options';

/** GET /items/most_viewed/list: trending, the most viewed items first. */
export async function getMostViewedItems(
  limit: number,
  options: RequestOptions,
): Promise<ItemPage> {
  return toItemPage(await call('mostViewedList', { limit }, options), { limit });
}
