import { describe, expect, it } from '@jest/globals';
import { DEMO_SHOP_ENDPOINT_PATHS } from '@/contracts/demo/demo-endpoints';
import {
  DEMO_SHOP_PRODUCT_LISTS,
  PRODUCT_PAGE_ENDPOINTS,
} from '@/contracts/demo/demo-product-page';
import { DEMO_SHOP_SLUGS } from '@/contracts/demo/demo-shops';
import { themeForRoute } from '@/theme/route-themes';
import { DEMO_SHOPS } from './demo-shops';
import { shopEndpoints, shopProductEndpoints } from './shop-config';

describe('the demo shops', () => {
  it('are the nine of the route table, each themed as its route', () => {
    expect(Object.keys(DEMO_SHOPS).sort()).toEqual([...DEMO_SHOP_SLUGS].sort());
    for (const shop of Object.values(DEMO_SHOPS)) {
      expect([shop.slug, themeForRoute(`/${shop.slug}`)]).toEqual([shop.slug, shop.theme]);
    }
  });

  it('show every mock path of the spec, each on exactly one page', () => {
    const used = [
      ...Object.values(DEMO_SHOPS).flatMap(shopEndpoints),
      ...Object.values(PRODUCT_PAGE_ENDPOINTS),
    ];
    expect([...used].sort()).toEqual([...DEMO_SHOP_ENDPOINT_PATHS].sort());
  });

  // The mock layer suggests from these lists; it cannot read the shops' configurations.
  it.each(DEMO_SHOP_SLUGS)(
    "%s: the mock layer's product lists are those its page shows",
    (slug) => {
      expect(DEMO_SHOP_PRODUCT_LISTS[slug]).toEqual(shopProductEndpoints(DEMO_SHOPS[slug]));
    },
  );

  it("find a product page's product among its own shop's lists", () => {
    expect(shopProductEndpoints(DEMO_SHOPS['furniture-shop'])).toEqual([
      '/api/furniture-shop/top-new-products',
      '/api/furniture-shop/top-selling-products',
      '/api/furniture-shop/all-products',
    ]);
  });
});
