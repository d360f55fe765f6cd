import type { DemoShopConfig } from '../shop-config';

export const grocery1: DemoShopConfig = {
  slug: 'grocery1',
  theme: 'default',
  navigation: '/api/grocery1/navigation',
  sections: [
    { kind: 'services', endpoint: '/api/grocery1/services', title: 'services' },
    {
      kind: 'products',
      endpoint: '/api/grocery1/popular-products',
      title: 'popularProducts',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/grocery1/trending-products',
      title: 'trendingProducts',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/grocery1/all-products',
      title: 'allProducts',
      layout: 'grid',
    },
  ],
};

export const grocery2: DemoShopConfig = {
  slug: 'grocery2',
  theme: 'default',
  navigation: '/api/grocery-navigation',
  sections: [
    { kind: 'services', endpoint: '/api/grocery-section2/services', title: 'services' },
    {
      kind: 'categories',
      endpoint: '/api/grocery-section3/shop-by-category',
      title: 'shopByCategory',
    },
    {
      kind: 'products',
      endpoint: '/api/grocery-section4/products',
      title: 'bestOfTheWeek',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/grocery-section5/products',
      title: 'topRated',
      layout: 'carousel',
    },
    { kind: 'deals', endpoint: '/api/grocery-section6/card-list', title: 'specialOffers' },
    {
      kind: 'products',
      endpoint: '/api/grocery-section7/products',
      title: 'dailyEssentials',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/grocery-section8/products',
      title: 'newArrivals',
      layout: 'grid',
    },
    {
      kind: 'testimonials',
      endpoint: '/api/grocery-section9/testimonial-list',
      title: 'testimonials',
    },
  ],
};

export const grocery3: DemoShopConfig = {
  slug: 'grocery3',
  theme: 'default',
  sections: [
    { kind: 'deals', endpoint: '/api/grocery3/offer-products', title: 'todaysOffers' },
    {
      kind: 'products',
      endpoint: '/api/grocery3/top-sailed-products',
      title: 'topSellers',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/grocery3/all-products',
      title: 'allProducts',
      layout: 'grid',
    },
  ],
};
