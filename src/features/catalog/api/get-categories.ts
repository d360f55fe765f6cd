import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Category } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import type { Locale } from '@/lib/i18n/locales';
import type { RequestOptions } from '../model/request-options';

export const categoriesKey = (locale: Locale) => callKey('categoryList', undefined, locale);

/** GET /category/list: the departments in shop order, with their item counts. */
export async function getCategories(options: RequestOptions): Promise<Category[]> {
  return (await call('categoryList', {}, options)).results;
}

/** The categories in the current language; a server-rendered list can seed the cache. */
export function useCategories(locale: Locale, fallbackData?: Category[]) {
  // The key carries the locale, so the fetcher's `locale` is always the key's.
  return useShopSWR(categoriesKey(locale), () => getCategories({ locale }), {
    fallbackData,
    revalidateIfStale: false,
  });
}
