import type { DemoShopConfig } from '../shop-config';

/** The super store runs every kind of section: it is the library's widest showcase. */
export const superstoreShop: DemoShopConfig = {
  slug: 'superstore-shop',
  theme: 'default',
  sections: [
    { kind: 'hero', endpoint: '/api/super-store/main-carousel', title: 'featured' },
    {
      kind: 'products',
      endpoint: '/api/super-store/flash-deals',
      title: 'flashDeals',
      layout: 'carousel',
    },
    { kind: 'categories', endpoint: '/api/super-store/top-categories', title: 'topCategories' },
    {
      kind: 'products',
      endpoint: '/api/super-store/big-discounts',
      title: 'bigDiscounts',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/super-store/toprated-product',
      title: 'topRated',
      layout: 'carousel',
    },
    { kind: 'brands', endpoint: '/api/super-store/toprated-brand', title: 'featuredBrands' },
    {
      kind: 'products',
      endpoint: '/api/super-store/new-arrivals',
      title: 'newArrivals',
      layout: 'carousel',
    },
    { kind: 'brands', endpoint: '/api/super-store/car-brand-list', title: 'carBrands' },
    { kind: 'products', endpoint: '/api/super-store/car-list', title: 'cars', layout: 'carousel' },
    { kind: 'brands', endpoint: '/api/super-store/mobile-brand-list', title: 'mobileBrands' },
    { kind: 'brands', endpoint: '/api/super-store/mobile-shop-list', title: 'mobileShops' },
    {
      kind: 'products',
      endpoint: '/api/super-store/mobile-list',
      title: 'mobilePhones',
      layout: 'carousel',
    },
    { kind: 'brands', endpoint: '/api/super-store/optics/watch-brands', title: 'watchBrands' },
    { kind: 'brands', endpoint: '/api/super-store/optics/watch-shops', title: 'watchShops' },
    {
      kind: 'products',
      endpoint: '/api/super-store/optics-list',
      title: 'opticsAndWatches',
      layout: 'carousel',
    },
    {
      kind: 'categories',
      endpoint: '/api/super-store/bottom-categories',
      title: 'moreCategories',
    },
    {
      kind: 'products',
      endpoint: '/api/super-store/get-more-items',
      title: 'moreForYou',
      layout: 'grid',
    },
    { kind: 'services', endpoint: '/api/super-store/get-service-list', title: 'services' },
  ],
};
