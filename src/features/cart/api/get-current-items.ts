import { useShopSWR } from '@/lib/api/use-shop-swr';
import { LIST_LIMIT_ALL } from '@/config/site';
import type { Item } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import type { Locale } from '@/lib/i18n/locales';

/** Apart from the catalogue's pages of the same call: this one holds every item. */
export const currentItemsKey = (locale: Locale) => callKey('itemsList', undefined, 'cart', locale);

/**
 * GET /items/list with every published item: the cart compares its saved lines with today's
 * names, prices, pictures and stock in the page's language. (One list call rather than a
 * details call per line: details calls count as product views.)
 */
export async function getCurrentItems(locale: Locale): Promise<Item[]> {
  return (await call('itemsList', { limit: LIST_LIMIT_ALL }, { locale })).results;
}

/** Only asked for while `enabled` (the cart is on screen and has lines). */
export function useCurrentItems(locale: Locale, enabled: boolean) {
  // The key carries the locale, so the fetcher's `locale` is always the key's.
  return useShopSWR(enabled ? currentItemsKey(locale) : null, () => getCurrentItems(locale), {
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
}
