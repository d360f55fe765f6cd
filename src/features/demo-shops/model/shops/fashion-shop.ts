import type { DemoShopConfig } from '../shop-config';

export const fashionShop: DemoShopConfig = {
  slug: 'fashion-shop',
  theme: 'default',
  sections: [
    { kind: 'deals', endpoint: '/api/fashion-store/deal-of-the-week', title: 'dealOfTheWeek' },
    {
      kind: 'products',
      endpoint: '/api/fashion-store/flash-deals',
      title: 'flashDeals',
      layout: 'carousel',
    },
    { kind: 'deals', endpoint: '/api/fashion-store/hot-deals', title: 'hotDeals' },
    {
      kind: 'products',
      endpoint: '/api/fashion-store/new-arrivals',
      title: 'newArrivals',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/fashion-store/trending-items',
      title: 'trendingItems',
      layout: 'grid',
    },
    { kind: 'services', endpoint: '/api/fashion-store/service-list', title: 'services' },
  ],
};
