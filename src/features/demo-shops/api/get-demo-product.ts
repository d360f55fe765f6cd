import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { useMockSWR } from '@/lib/mocking/use-mock-swr';
import { catalogueEndpoints, type DemoShopConfig } from '../model/shop-config';
import { getDemoList } from './get-demo-list';

/**
 * A demo product by id. The mock layer has no details path (spec section 7), so the
 * product is looked up in the lists its shop shows, which the mock layer answers.
 * Undefined while loading; null when no list holds it.
 */
export async function getDemoProduct(
  shop: DemoShopConfig,
  id: string,
): Promise<DemoProduct | null> {
  const lists = await Promise.all(catalogueEndpoints(shop).map((path) => getDemoList(path)));
  return lists.flat().find((product) => String(product.id) === id) ?? null;
}

export function useDemoProduct(shop: DemoShopConfig, id: string) {
  return useMockSWR(['demo-product', shop.slug, id], () => getDemoProduct(shop, id));
}
