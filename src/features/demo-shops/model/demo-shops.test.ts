import { describe, expect, it } from '@jest/globals';
import { DEMO_SHOP_ENDPOINT_PATHS } from '@/contracts/demo/demo-endpoints';
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

  it('show every mock path, each on exactly one page', () => {
    const used = Object.values(DEMO_SHOPS).flatMap(shopEndpoints);
    expect([...used].sort()).toEqual([...DEMO_SHOP_ENDPOINT_PATHS].sort());
  });

  it("find a product page's product, and its suggestions, among its own shop's lists", () => {
    expect(shopProductEndpoints(DEMO_SHOPS['furniture-shop'])).toEqual([
      '/api/furniture-shop/top-new-products',
      '/api/furniture-shop/top-selling-products',
      '/api/furniture-shop/all-products',
    ]);
  });
});
