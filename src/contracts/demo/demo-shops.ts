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

/** A keyword of a demo category link: lower-case words joined by hyphens ("fresh-fruit"). */
export const DEMO_CATEGORY_KEYWORD = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where a demo shop's category, banner, deal and brand links lead: a listing inside the same
 * shop (/grocery2/category/fresh-fruit) that shows its sample products of that kind. The
 * fixtures build their links with it and the listing page reads it back, so the demo never
 * sends a shopper to the poultry shop's search, which has none of these products.
 */
export function demoCategoryPath(shop: DemoShopSlug, keyword: string): string {
  return `/${shop}/category/${keyword}`;
}
