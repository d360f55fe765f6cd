import useSWR from 'swr';
import { LIST_LIMIT_ALL } from '@/config/site';
import type { Item } from '@/contracts/catalog';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { limitHeader } from '@/lib/api/headers';
import type { Locale } from '@/lib/i18n/locales';

export const currentItemsKey = (locale: Locale) => ['/items/list', 'cart', locale] as const;

/**
 * GET /items/list with every published item: the cart compares its saved lines with today's
 * names, prices, pictures and stock in the page's language. (One list call rather than a
 * details call per line: details calls count as product views.)
 */
export async function getCurrentItems(locale: Locale): Promise<Item[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get('/items/list', {
      headers: { lang: locale, ...limitHeader(LIST_LIMIT_ALL) },
    }),
    callSchemas(),
  ]);
  return schemas.itemListResponse.parse(response.data).results;
}

/** Only asked for while `enabled` (the cart is on screen and has lines). */
export function useCurrentItems(locale: Locale, enabled: boolean) {
  return useSWR(enabled ? currentItemsKey(locale) : null, ([, , lang]) => getCurrentItems(lang), {
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
}
