import { LIST_LIMIT_ALL } from '@/config/site';
import type { Item } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import type { Locale } from '@/lib/i18n/locales';

/**
 * GET /items/list with every published item, as the cart refreshes its lines: one call tells
 * which of an order's items are still sold, in stock, and with which weights and choices
 * (details calls would count as product views).
 */
export async function getShopItems(locale: Locale): Promise<Item[]> {
  return (await call('itemsList', { limit: LIST_LIMIT_ALL }, { locale })).results;
}
