import type { DemoListOf, DemoShopEndpoint } from '@/contracts/demo/demo-endpoints';
import {
  productPagePath,
  type ProductPageEndpoint,
  type ProductPageQuery,
} from '@/contracts/demo/demo-product-page';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/use-locale';
import { getMockList } from '@/lib/mocking/get-mock-list';
import { useMockSWR } from '@/lib/mocking/use-mock-swr';

/**
 * One demo list in `locale`, from the page's own origin (where the mock worker answers),
 * checked against its contract. The demo paths are all alike (GET, a bare list), so one typed
 * fetcher over the endpoint table serves all 63 instead of one file per path. The language
 * goes in the `lang` header, as on every call of the shop, and the mock answers in it. The
 * product page's paths name their product in the query (`query`).
 */
export async function getDemoList<E extends DemoShopEndpoint>(
  endpoint: E,
  locale: Locale,
  query?: E extends ProductPageEndpoint ? ProductPageQuery : never,
): Promise<DemoListOf<E>> {
  return getMockList(
    query ? productPagePath(endpoint as ProductPageEndpoint, query) : endpoint,
    () =>
      import('@/contracts/demo/demo-endpoints').then((contracts) =>
        contracts.demoListSchema(endpoint),
      ),
    { lang: locale },
  );
}

/** The cache key names the language: switching to Arabic asks again rather than showing English. */
export const demoListKey = (endpoint: DemoShopEndpoint, locale: Locale) =>
  ['demo-list', endpoint, locale] as const;

/** The list `endpoint` answers in the page's language, asked for once the mock worker is ready. */
export function useDemoList<E extends DemoShopEndpoint>(endpoint: E) {
  const locale = useLocale();
  return useMockSWR(demoListKey(endpoint, locale), () => getDemoList(endpoint, locale));
}

/** One product's row of the product page (frequently bought together, related), in its language. */
export function useProductPageList(endpoint: ProductPageEndpoint, query: ProductPageQuery) {
  const locale = useLocale();
  return useMockSWR(['demo-list', endpoint, query.shop, query.id, locale], () =>
    getDemoList(endpoint, locale, query),
  );
}
