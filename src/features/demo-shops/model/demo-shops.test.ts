import { describe, expect, it } from '@jest/globals';
import { DEMO_SHOP_ENDPOINT_PATHS } from '@/contracts/demo/demo-endpoints';
import { DEMO_SHOP_SLUGS } from '@/contracts/demo/demo-shops';
import { themeForRoute } from '@/theme/route-themes';
import { DEMO_SHOPS } from './demo-shops';
import { catalogueEndpoints, PRODUCT_PAGE_ENDPOINTS, shopEndpoints } from './shop-config';

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

  it("find a product page's product among the shop's lists and the product page's own", () => {
    const catalogue = catalogueEndpoints(DEMO_SHOPS['furniture-shop']);
    expect(catalogue).toEqual([
      '/api/furniture-shop/top-new-products',
      '/api/furniture-shop/top-selling-products',
      '/api/furniture-shop/all-products',
      '/api/frequently-bought-products',
      '/api/related-products',
    ]);
  });
});
