import useSWR from 'swr';
import type { Category } from '@/contracts/catalog';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { headersFor, type RequestOptions } from '../model/request-options';

export const categoriesKey = (locale: Locale) => ['/category/list', locale] as const;

/** GET /category/list: the departments in shop order, with their item counts. */
export async function getCategories(options: RequestOptions): Promise<Category[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get('/category/list', { headers: headersFor(options) }),
    callSchemas(),
  ]);
  return schemas.categoryListResponse.parse(response.data).results;
}

/** The categories in the current language; a server-rendered list can seed the cache. */
export function useCategories(locale: Locale, fallbackData?: Category[]) {
  return useSWR(categoriesKey(locale), ([, lang]) => getCategories({ locale: lang }), {
    fallbackData,
    revalidateIfStale: false,
  });
}
