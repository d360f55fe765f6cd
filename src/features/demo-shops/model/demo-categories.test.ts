import { describe, expect, it } from '@jest/globals';
import { demoFixture } from '@mocks/fixtures/demo-shop-fixtures';
import type { DemoNavItem, DemoProduct } from '@/contracts/demo/demo-entities';
import { DEMO_SHOP_SLUGS, demoCategoryPath } from '@/contracts/demo/demo-shops';
import {
  DEMO_CATEGORIES,
  inDemoCategory,
  isDemoCategoryKeyword,
  productMotif,
  type DemoCategoryKeyword,
} from './demo-categories';
import { DEMO_SHOPS } from './demo-shops';
import { linkEndpoints, shopProductEndpoints, type DemoShopConfig } from './shop-config';

const navHrefs = (items: DemoNavItem[]): string[] =>
  items.flatMap((item) => [item.href, ...navHrefs(item.children ?? [])]);

/** Every address the shop's sidebar, tiles, banners, deals and brands lead to. */
function linksOf(shop: DemoShopConfig): string[] {
  const links = linkEndpoints(shop);
  return [
    ...links.nav.flatMap((path) => navHrefs(demoFixture(path, 'en'))),
    ...links.category.flatMap((path) => demoFixture(path, 'en').map((tile) => tile.href)),
    ...links.brand.flatMap((path) => demoFixture(path, 'en').map((brand) => brand.href)),
    ...links.offer.flatMap((path) => demoFixture(path, 'en').flatMap((offer) => offer.href ?? [])),
  ];
}

const productsOf = (shop: DemoShopConfig): DemoProduct[] =>
  shopProductEndpoints(shop).flatMap((path) => demoFixture(path, 'en'));

const keywordOf = (shop: DemoShopConfig, href: string): string | null =>
  href.startsWith(`/${shop.slug}/category/`) ? href.slice(`/${shop.slug}/category/`.length) : null;

describe('demo category links', () => {
  it('lead into their own shop: its page or one of its category listings, never the search', () => {
    for (const slug of DEMO_SHOP_SLUGS) {
      const shop = DEMO_SHOPS[slug];
      const stray = linksOf(shop).filter(
        (href) => href !== `/${slug}` && !isDemoCategoryKeyword(keywordOf(shop, href)),
      );
      expect({ slug, stray }).toEqual({ slug, stray: [] });
    }
    const all = DEMO_SHOP_SLUGS.flatMap((slug) => linksOf(DEMO_SHOPS[slug]));
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((href) => href.includes('/product/search/'))).toEqual([]);
  });

  it('show products of their kind wherever the category has any in the sample data', () => {
    for (const slug of DEMO_SHOP_SLUGS) {
      const shop = DEMO_SHOPS[slug];
      const products = productsOf(shop);
      for (const href of linksOf(shop)) {
        const keyword = keywordOf(shop, href);
        if (!isDemoCategoryKeyword(keyword)) continue;
        const filter = DEMO_CATEGORIES[keyword];
        const expected = ('ids' in filter ? filter.ids : filter.motifs).length > 0;
        const shown = products.filter((product) => inDemoCategory(product, keyword)).length;
        expect({ href, hasProducts: shown > 0 }).toEqual({ href, hasProducts: expected });
      }
    }
  });

  it('name only keywords some link uses, and brand ids of products that exist', () => {
    const used = new Set(
      DEMO_SHOP_SLUGS.flatMap((slug) =>
        linksOf(DEMO_SHOPS[slug]).map((href) => keywordOf(DEMO_SHOPS[slug], href)),
      ),
    );
    const keywords = Object.keys(DEMO_CATEGORIES) as DemoCategoryKeyword[];
    expect(keywords.filter((keyword) => !used.has(keyword))).toEqual([]);
    const superstore = productsOf(DEMO_SHOPS['superstore-shop']).map((product) => product.id);
    for (const keyword of keywords) {
      const filter = DEMO_CATEGORIES[keyword];
      for (const id of 'ids' in filter ? filter.ids : []) {
        expect(superstore.map(Number)).toContain(id);
      }
    }
  });

  it('build the listing path the page reads back', () => {
    expect(demoCategoryPath('grocery2', 'fresh-fruit')).toBe('/grocery2/category/fresh-fruit');
    expect(isDemoCategoryKeyword('fresh-fruit')).toBe(true);
    expect(isDemoCategoryKeyword('toString')).toBe(false);
    expect(isDemoCategoryKeyword('no-such-thing')).toBe(false);
  });
});

describe('productMotif', () => {
  it('reads what a product is from its picture, hyphenated names included', () => {
    expect(productMotif({ imgUrl: '/images/demo/products/apple-front.svg' })).toBe('apple');
    expect(productMotif({ imgUrl: '/images/demo/products/gift-box-angle.svg' })).toBe('gift-box');
    expect(productMotif({ imgUrl: '/images/demo/banners/grocery-fresh.svg' })).toBeNull();
  });
});
