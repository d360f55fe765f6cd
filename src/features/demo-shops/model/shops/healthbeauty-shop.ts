import type { DemoShopConfig } from '../shop-config';

export const healthBeautyShop: DemoShopConfig = {
  slug: 'healthbeauty-shop',
  theme: 'healthBeauty',
  navigation: '/api/healthbeauty/navigation',
  sections: [
    { kind: 'services', endpoint: '/api/healthbeauty/services', title: 'services' },
    {
      kind: 'products',
      endpoint: '/api/healthbeauty/top-new-products',
      title: 'topNewProducts',
      layout: 'carousel',
    },
    {
      kind: 'products',
      endpoint: '/api/healthbeauty/all-products',
      title: 'allProducts',
      layout: 'grid',
    },
  ],
};
