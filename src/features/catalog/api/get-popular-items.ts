import { call } from '@/lib/api/call';
import { toItemPage, type ItemPage } from '../model/item-page';
import type { RequestOptions } from '../model/request-options';

/** GET /items/popular/list: the most ordered items first. */
export async function getPopularItems(limit: number, options: RequestOptions): Promise<ItemPage> {
  return toItemPage(await call('popularList', { limit }, options), { limit });
}
