import { z } from 'zod';
import {
  demoBlogSchema,
  demoBrandSchema,
  demoCategorySchema,
  demoNavItemSchema,
  demoOfferSchema,
  demoProductSchema,
  demoServiceSchema,
  demoTestimonialSchema,
} from './demo-entities';

/** What each kind of demo list holds. */
export const DEMO_KIND_SCHEMAS = {
  product: demoProductSchema,
  nav: demoNavItemSchema,
  service: demoServiceSchema,
  offer: demoOfferSchema,
  blog: demoBlogSchema,
  testimonial: demoTestimonialSchema,
  category: demoCategorySchema,
  brand: demoBrandSchema,
} as const;
export type DemoKind = keyof typeof DEMO_KIND_SCHEMAS;
export type DemoEntity<K extends DemoKind> = z.infer<(typeof DEMO_KIND_SCHEMAS)[K]>;

/**
 * Every demo-shop mock path of spec section 7 and the kind of list it answers (all GET, a
 * bare JSON array). The MSW handlers, their fixtures and the pages' hooks are typed by this
 * table, so a path cannot be served, or read, as the wrong shape.
 */
export const DEMO_SHOP_ENDPOINTS = {
  '/api/fashion-store/deal-of-the-week': 'offer',
  '/api/fashion-store/hot-deals': 'offer',
  '/api/fashion-store/flash-deals': 'product',
  '/api/fashion-store/new-arrivals': 'product',
  '/api/fashion-store/trending-items': 'product',
  '/api/fashion-store/service-list': 'service',

  '/api/furniture-shop/navigation': 'nav',
  '/api/furniture-shop/top-new-products': 'product',
  '/api/furniture-shop/top-selling-products': 'product',
  '/api/furniture-shop/all-products': 'product',

  '/api/gadget-store/main-carousel': 'offer',
  '/api/gadget-store/top-picks-list': 'product',
  '/api/gadget-store/most-viewed': 'product',
  '/api/gadget-store/featured-categories': 'category',
  '/api/gadget-store/two-banners': 'offer',
  '/api/gadget-store/blog-lists': 'blog',

  '/api/gift-shop-navigation': 'nav',
  '/api/gift-shop/popular-products': 'product',
  '/api/gift-shop/top-sailed-products': 'product',
  '/api/gift-shop/all-products': 'product',
  '/api/gift-shop/service-list': 'service',
  '/api/gift-shop/top-categories': 'category',

  '/api/grocery1/navigation': 'nav',
  '/api/grocery1/popular-products': 'product',
  '/api/grocery1/trending-products': 'product',
  '/api/grocery1/all-products': 'product',
  '/api/grocery1/services': 'service',
  '/api/grocery-navigation': 'nav',
  '/api/grocery-section2/services': 'service',
  '/api/grocery-section3/shop-by-category': 'category',
  '/api/grocery-section4/products': 'product',
  '/api/grocery-section5/products': 'product',
  '/api/grocery-section6/card-list': 'offer',
  '/api/grocery-section7/products': 'product',
  '/api/grocery-section8/products': 'product',
  '/api/grocery-section9/testimonial-list': 'testimonial',
  '/api/grocery3/top-sailed-products': 'product',
  '/api/grocery3/all-products': 'product',
  '/api/grocery3/offer-products': 'offer',

  '/api/healthbeauty/navigation': 'nav',
  '/api/healthbeauty/top-new-products': 'product',
  '/api/healthbeauty/all-products': 'product',
  '/api/healthbeauty/services': 'service',

  // The product page's, one product's suggestions each (?shop=&id=, demo-product-page.ts).
  '/api/frequently-bought-products': 'product',
  '/api/related-products': 'product',

  '/api/super-store/main-carousel': 'offer',
  '/api/super-store/flash-deals': 'product',
  '/api/super-store/top-categories': 'category',
  '/api/super-store/big-discounts': 'product',
  '/api/super-store/toprated-product': 'product',
  '/api/super-store/toprated-brand': 'brand',
  '/api/super-store/new-arrivals': 'product',
  '/api/super-store/car-brand-list': 'brand',
  '/api/super-store/car-list': 'product',
  '/api/super-store/mobile-brand-list': 'brand',
  '/api/super-store/mobile-shop-list': 'brand',
  '/api/super-store/mobile-list': 'product',
  '/api/super-store/optics/watch-brands': 'brand',
  '/api/super-store/optics/watch-shops': 'brand',
  '/api/super-store/optics-list': 'product',
  '/api/super-store/bottom-categories': 'category',
  '/api/super-store/get-more-items': 'product',
  '/api/super-store/get-service-list': 'service',
} as const satisfies Record<string, DemoKind>;

export type DemoShopEndpoint = keyof typeof DEMO_SHOP_ENDPOINTS;
export type DemoKindOf<E extends DemoShopEndpoint> = (typeof DEMO_SHOP_ENDPOINTS)[E];
export type DemoListOf<E extends DemoShopEndpoint> = DemoEntity<DemoKindOf<E>>[];

/** The endpoints that answer a given kind of list (for typing section configurations). */
export type DemoEndpointOf<K extends DemoKind> = {
  [E in DemoShopEndpoint]: DemoKindOf<E> extends K ? E : never;
}[DemoShopEndpoint];

export const DEMO_SHOP_ENDPOINT_PATHS = Object.keys(DEMO_SHOP_ENDPOINTS) as DemoShopEndpoint[];

export function isDemoShopEndpoint(path: string): path is DemoShopEndpoint {
  return Object.hasOwn(DEMO_SHOP_ENDPOINTS, path);
}

/** The schema of the list `endpoint` answers. */
export function demoListSchema<E extends DemoShopEndpoint>(endpoint: E): z.ZodType<DemoListOf<E>> {
  const kind: DemoKind = DEMO_SHOP_ENDPOINTS[endpoint];
  return z.array(DEMO_KIND_SCHEMAS[kind]) as unknown as z.ZodType<DemoListOf<E>>;
}

/** What a mock path answers when building its list fails (spec section 8). */
export const MOCK_INTERNAL_ERROR = { message: 'Internal server error' } as const;
