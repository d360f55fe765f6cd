import type { DemoShopConfig } from '../shop-config';

export const giftShop: DemoShopConfig = {
  slug: 'gift-shop',
  theme: 'gift',
  navigation: '/api/gift-shop-navigation',
  sections: [
    { kind: 'services', endpoint: '/api/gift-shop/service-list', title: 'services' },
    { kind: 'categories', endpoint: '/api/gift-shop/top-categories', title: 'topCategories' },
    {
      kind: 'products',
      endpoint: '/api/gift-shop/popular-products',
      title: 'popularProducts',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/gift-shop/top-sailed-products',
      title: 'topSellers',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/gift-shop/all-products',
      title: 'allProducts',
      layout: 'grid',
    },
  ],
};
