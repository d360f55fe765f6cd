import useSWR from 'swr';
import { categorySchema, type Category } from '@/contracts/catalog';
import { listEnvelopeSchema } from '@/contracts/envelope';
import { apiClient } from '@/lib/api/api-client';
import type { Locale } from '@/lib/i18n/locales';
import { headersFor, type RequestOptions } from '../model/request-options';

const categoryListSchema = listEnvelopeSchema(categorySchema);

export const categoriesKey = (locale: Locale) => ['/category/list', locale] as const;

/** GET /category/list: the departments in shop order, with their item counts. */
export async function getCategories(options: RequestOptions): Promise<Category[]> {
  const response = await apiClient.get<unknown>('/category/list', { headers: headersFor(options) });
  return categoryListSchema.parse(response.data).results;
}

/** The categories in the current language; a server-rendered list can seed the cache. */
export function useCategories(locale: Locale, fallbackData?: Category[]) {
  return useSWR(categoriesKey(locale), ([, lang]) => getCategories({ locale: lang }), {
    fallbackData,
    revalidateIfStale: false,
  });
}
