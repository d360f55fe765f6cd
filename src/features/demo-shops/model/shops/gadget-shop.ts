import type { DemoShopConfig } from '../shop-config';

export const gadgetShop: DemoShopConfig = {
  slug: 'gadget-shop',
  theme: 'default',
  sections: [
    { kind: 'hero', endpoint: '/api/gadget-store/main-carousel', title: 'featured' },
    {
      kind: 'products',
      endpoint: '/api/gadget-store/top-picks-list',
      title: 'topPicks',
      layout: 'carousel',
    },
    {
      kind: 'categories',
      endpoint: '/api/gadget-store/featured-categories',
      title: 'featuredCategories',
    },
    {
      kind: 'products',
      endpoint: '/api/gadget-store/most-viewed',
      title: 'mostViewed',
      layout: 'carousel',
    },
    { kind: 'banners', endpoint: '/api/gadget-store/two-banners', title: 'offers' },
    { kind: 'blogs', endpoint: '/api/gadget-store/blog-lists', title: 'blog' },
  ],
};
