import type { DemoShopConfig } from '../shop-config';

export const furnitureShop: DemoShopConfig = {
  slug: 'furniture-shop',
  theme: 'furniture',
  navigation: '/api/furniture-shop/navigation',
  sections: [
    {
      kind: 'products',
      endpoint: '/api/furniture-shop/top-new-products',
      title: 'topNewProducts',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/furniture-shop/top-selling-products',
      title: 'topSellingProducts',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/furniture-shop/all-products',
      title: 'allProducts',
      layout: 'grid',
    },
  ],
};
