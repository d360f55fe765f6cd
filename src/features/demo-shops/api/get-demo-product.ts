import type { DemoProduct } from '@/contracts/demo/demo-entities';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMockSWR } from '@/lib/mocking/use-mock-swr';
import { shopProductEndpoints, type DemoShopConfig } from '../model/shop-config';
import { suggestionsFor, type DemoSuggestions } from '../model/suggestions';
import { getDemoList } from './get-demo-list';

export type DemoProductPage = { product: DemoProduct } & DemoSuggestions;

/**
 * A demo product by id, in `locale`, with what its page suggests beside it. The mock layer has
 * no details path (spec section 7), so the product is looked up in the lists its shop shows,
 * which the mock layer answers; the same lists give the suggestions (model/suggestions.ts).
 * Undefined while loading; null when no list holds it.
 */
export async function getDemoProduct(
  shop: DemoShopConfig,
  id: string,
  locale: Locale,
): Promise<DemoProductPage | null> {
  const lists = await Promise.all(
    shopProductEndpoints(shop).map((path) => getDemoList(path, locale)),
  );
  const shopProducts = lists.flat();
  const product = shopProducts.find((candidate) => String(candidate.id) === id);
  return product ? { product, ...suggestionsFor(product, shopProducts) } : null;
}

export function useDemoProduct(shop: DemoShopConfig, id: string) {
  const locale = useLocale();
  return useMockSWR(['demo-product', shop.slug, id, locale], () =>
    getDemoProduct(shop, id, locale),
  );
}
