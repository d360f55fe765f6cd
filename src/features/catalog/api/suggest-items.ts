import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Suggestions } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import type { Locale } from '@/lib/i18n/locales';
import type { RequestOptions } from '../model/request-options';

export const suggestionsKey = (locale: Locale, term: string) =>
  callKey('itemsSuggest', undefined, locale, term);

/** GET /items/suggest?q=: a few items and categories for what the shopper is typing. */
export async function getSuggestions(term: string, options: RequestOptions): Promise<Suggestions> {
  return (await call('itemsSuggest', { query: { q: term } }, options)).results;
}

/**
 * The suggestions for `term` (none asked for while it is null). Each term is its own cache
 * entry, so an answer that arrives after a newer one only fills its own entry and never
 * replaces what the box shows; the previous answer stays up while the next one loads, so
 * the list does not flicker with every letter.
 */
export function useSuggestions(locale: Locale, term: string | null) {
  return useShopSWR<Suggestions>(
    term === null ? null : suggestionsKey(locale, term),
    () => getSuggestions(term ?? '', { locale }),
    { keepPreviousData: true, revalidateIfStale: false, shouldRetryOnError: false },
  );
}
