import type { DemoEndpointOf } from './demo-endpoints';
import { isDemoShopSlug, type DemoShopSlug } from './demo-shops';

/**
 * The product page's two mock paths (spec section 7). Each answers for one product, named in
 * the query (?shop=grocery1&id=1001), with suggestions from that product's own shop
 * (demo-suggestions.ts); without a product it can find, an empty list.
 */
export const PRODUCT_PAGE_ENDPOINTS = {
  frequentlyBought: '/api/frequently-bought-products',
  related: '/api/related-products',
} as const satisfies Record<string, DemoEndpointOf<'product'>>;

export type ProductPageEndpoint =
  (typeof PRODUCT_PAGE_ENDPOINTS)[keyof typeof PRODUCT_PAGE_ENDPOINTS];

/** The product lists a shop's own page shows: where its products, and their suggestions, live. */
export type DemoShopProductList = Exclude<DemoEndpointOf<'product'>, ProductPageEndpoint>;

/**
 * Each shop's product lists, for the mock layer, which cannot read the shops' page
 * configurations (a feature's); a unit test holds them equal to what the pages show.
 */
export const DEMO_SHOP_PRODUCT_LISTS: Readonly<
  Record<DemoShopSlug, readonly DemoShopProductList[]>
> = {
  grocery1: [
    '/api/grocery1/popular-products',
    '/api/grocery1/trending-products',
    '/api/grocery1/all-products',
  ],
  grocery2: [
    '/api/grocery-section4/products',
    '/api/grocery-section5/products',
    '/api/grocery-section7/products',
    '/api/grocery-section8/products',
  ],
  grocery3: ['/api/grocery3/top-sailed-products', '/api/grocery3/all-products'],
  'gadget-shop': ['/api/gadget-store/top-picks-list', '/api/gadget-store/most-viewed'],
  'fashion-shop': [
    '/api/fashion-store/flash-deals',
    '/api/fashion-store/new-arrivals',
    '/api/fashion-store/trending-items',
  ],
  'furniture-shop': [
    '/api/furniture-shop/top-new-products',
    '/api/furniture-shop/top-selling-products',
    '/api/furniture-shop/all-products',
  ],
  'healthbeauty-shop': ['/api/healthbeauty/top-new-products', '/api/healthbeauty/all-products'],
  'gift-shop': [
    '/api/gift-shop/popular-products',
    '/api/gift-shop/top-sailed-products',
    '/api/gift-shop/all-products',
  ],
  'superstore-shop': [
    '/api/super-store/flash-deals',
    '/api/super-store/big-discounts',
    '/api/super-store/toprated-product',
    '/api/super-store/new-arrivals',
    '/api/super-store/car-list',
    '/api/super-store/mobile-list',
    '/api/super-store/optics-list',
    '/api/super-store/get-more-items',
  ],
};

export type ProductPageQuery = { shop: DemoShopSlug; id: string };

/** The path the product page asks for one product's row: `/api/related-products?shop=…&id=…`. */
export function productPagePath(endpoint: ProductPageEndpoint, query: ProductPageQuery): string {
  return `${endpoint}?${new URLSearchParams(query).toString()}`;
}

/** The product a product-page path asks about, or null when the query names none. */
export function readProductPageQuery(params: URLSearchParams): ProductPageQuery | null {
  const shop = params.get('shop');
  const id = params.get('id');
  return isDemoShopSlug(shop) && id ? { shop, id } : null;
}
