/**
 * The nine demo shops, by the slug that is also their route (/grocery1, /gadget-shop, ...).
 * The shared cart tags a demo product's line with its shop, so it never passes for a real
 * product with the same id.
 */
export const DEMO_SHOP_SLUGS = [
  'grocery1',
  'grocery2',
  'grocery3',
  'gadget-shop',
  'fashion-shop',
  'furniture-shop',
  'healthbeauty-shop',
  'gift-shop',
  'superstore-shop',
] as const;
export type DemoShopSlug = (typeof DEMO_SHOP_SLUGS)[number];

export function isDemoShopSlug(value: unknown): value is DemoShopSlug {
  return typeof value === 'string' && (DEMO_SHOP_SLUGS as readonly string[]).includes(value);
}
