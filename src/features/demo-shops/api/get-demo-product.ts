import type { DemoProduct } from '@/contracts/demo/demo-entities';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMockSWR } from '@/lib/mocking/use-mock-swr';
import { shopProductEndpoints, type DemoShopConfig } from '../model/shop-config';
import { getDemoList } from './get-demo-list';

/**
 * A demo product by id, in `locale`. The mock layer has no details path (spec section 7), so
 * the product is looked up in the lists its shop shows, which the mock layer answers. What
 * its page suggests beside it comes from the product page's own paths (useProductPageList).
 * Undefined while loading; null when no list holds it.
 */
export async function getDemoProduct(
  shop: DemoShopConfig,
  id: string,
  locale: Locale,
): Promise<DemoProduct | null> {
  const lists = await Promise.all(
    shopProductEndpoints(shop).map((path) => getDemoList(path, locale)),
  );
  return lists.flat().find((product) => String(product.id) === id) ?? null;
}

export function useDemoProduct(shop: DemoShopConfig, id: string) {
  const locale = useLocale();
  return useMockSWR(['demo-product', shop.slug, id, locale], () =>
    getDemoProduct(shop, id, locale),
  );
}
