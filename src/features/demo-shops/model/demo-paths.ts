import type { DemoId } from '@/contracts/demo/demo-entities';
import type { DemoShopSlug } from '@/contracts/demo/demo-shops';

/** A demo product's page lives under its shop: /gadget-shop/product/7 (ADR 0004). */
export function demoProductPath(shop: DemoShopSlug, id: DemoId): string {
  return `/${shop}/product/${encodeURIComponent(String(id))}`;
}
