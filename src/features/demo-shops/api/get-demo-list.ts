import type { DemoListOf, DemoShopEndpoint } from '@/contracts/demo/demo-endpoints';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/use-locale';
import { getMockList } from '@/lib/mocking/get-mock-list';
import { useMockSWR } from '@/lib/mocking/use-mock-swr';

/**
 * One demo list in `locale`, from the page's own origin (where the mock worker answers),
 * checked against its contract. The demo paths are all alike (GET, a bare list), so one typed
 * fetcher over the endpoint table serves all 61 instead of one file per path. The language
 * goes in the `lang` header, as on every call of the shop, and the mock answers in it.
 */
export async function getDemoList<E extends DemoShopEndpoint>(
  endpoint: E,
  locale: Locale,
): Promise<DemoListOf<E>> {
  return getMockList(
    endpoint,
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
