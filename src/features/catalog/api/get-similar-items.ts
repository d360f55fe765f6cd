import { type SWRResponse } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Item } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import type { Locale } from '@/lib/i18n/locales';
import type { RequestOptions } from '../model/request-options';

export const SIMILAR_LIMIT = 10;

/** GET /items/similar/{id}: other items of the same category, most ordered first. */
export async function getSimilarItems(id: number, options: RequestOptions): Promise<Item[]> {
  return (await call('similarItems', { params: { id }, limit: SIMILAR_LIMIT }, options)).results;
}

/** The similar items of a product, in the page's language; fetched when first asked for. */
export function useSimilarItems(id: number, locale: Locale): SWRResponse<Item[], unknown> {
  return useShopSWR(
    callKey('similarItems', { id }, locale),
    () => getSimilarItems(id, { locale }),
    {
      revalidateOnFocus: false,
    },
  );
}
