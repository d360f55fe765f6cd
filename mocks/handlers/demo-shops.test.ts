import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoNavItem, DemoOffer, DemoProduct } from '@/contracts/demo/demo-entities';
import {
  DEMO_SHOP_ENDPOINTS,
  DEMO_SHOP_ENDPOINT_PATHS,
  demoListSchema,
  type DemoEndpointOf,
  type DemoShopEndpoint,
} from '@/contracts/demo/demo-endpoints';
import {
  DEMO_SHOP_PRODUCT_LISTS,
  PRODUCT_PAGE_ENDPOINTS,
  productPagePath,
  type ProductPageEndpoint,
} from '@/contracts/demo/demo-product-page';
import { productMotif } from '@/contracts/demo/demo-suggestions';
import { demoFixture } from '../fixtures/demo-shop-fixtures';
import { FURNITURE_COLORS } from '../fixtures/shared/product';

const PUBLIC_DIR = join(__dirname, '..', '..', 'public');
const at = (path: string) => new URL(path, window.location.origin);

/** Each shop's product ids live in a range of their own. */
const SHOPS = {
  grocery1: [1001, 1999],
  grocery2: [2001, 2999],
  grocery3: [3001, 3999],
  gadget: [4001, 4999],
  fashion: [5001, 5999],
  furniture: [6001, 6999],
  healthbeauty: [7001, 7999],
  gift: [8001, 8999],
  superstore: [10001, 10999],
} as const;
type Shop = keyof typeof SHOPS;

function shopOf(path: DemoShopEndpoint): Shop {
  if (path.startsWith('/api/grocery1/')) return 'grocery1';
  if (path === '/api/grocery-navigation' || path.startsWith('/api/grocery-section')) {
    return 'grocery2';
  }
  if (path.startsWith('/api/grocery3/')) return 'grocery3';
  if (path.startsWith('/api/gadget-store/')) return 'gadget';
  if (path.startsWith('/api/fashion-store/')) return 'fashion';
  if (path.startsWith('/api/furniture-shop/')) return 'furniture';
  if (path.startsWith('/api/healthbeauty/')) return 'healthbeauty';
  if (path.startsWith('/api/gift-shop')) return 'gift';
  if (path.startsWith('/api/super-store/')) return 'superstore';
  throw new Error(`${path} belongs to no shop`);
}

const pathsOfKind = (kind: string) =>
  DEMO_SHOP_ENDPOINT_PATHS.filter((path) => DEMO_SHOP_ENDPOINTS[path] === kind);
const PRODUCT_PAGE_PATHS: readonly DemoShopEndpoint[] = Object.values(PRODUCT_PAGE_ENDPOINTS);
const isProductPagePath = (path: DemoShopEndpoint): path is ProductPageEndpoint =>
  PRODUCT_PAGE_PATHS.includes(path);
/** The shops' own product lists; the product page's answer per product (tested apart). */
const productPaths = pathsOfKind('product').filter((path) => !isProductPagePath(path));
/** The grocery's Gala apple, the product of issue 38's page. */
const APPLE = { shop: 'grocery1', id: '1001' } as const;
const productsOf = (path: DemoShopEndpoint) => demoFixture(path, 'en') as DemoProduct[];

/** Every string anywhere in a value (for picture paths, which sit at several depths). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const depth = (item: DemoNavItem): number =>
  item.children ? 1 + Math.max(...item.children.map(depth)) : 0;

describe('demo-shop mock paths', () => {
  it.each(DEMO_SHOP_ENDPOINT_PATHS)('GET %s answers a non-empty list of its kind', async (path) => {
    // The product page's paths answer for a product: the grocery's apple here.
    const response = await fetch(at(isProductPagePath(path) ? productPagePath(path, APPLE) : path));
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(Array.isArray(body) && body.length > 0).toBe(true);
    expect(demoListSchema(path).safeParse(body).success).toBe(true);
  });
});

describe("the product page's mock paths", () => {
  const GADGETS = ['phone', 'tablet', 'laptop', 'camera', 'headphones', 'speaker', 'watch'];
  const FRUIT = ['apple', 'orange', 'banana'];
  const groceryIds = new Set(
    DEMO_SHOP_PRODUCT_LISTS.grocery1.flatMap((list) =>
      demoFixture(list, 'en').map((item) => String(item.id)),
    ),
  );

  async function listAt(path: string, lang: 'en' | 'ar' = 'en'): Promise<DemoProduct[]> {
    const response = await fetch(at(path), { headers: { lang } });
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    return demoListSchema(PRODUCT_PAGE_ENDPOINTS.related).parse(body);
  }

  // Issue 38: the grocery's apple page offered chargers and headphones as bought together.
  it.each(['en', 'ar'] as const)(
    '%s: answer per product, an apple with its own grocery’s food and never a gadget',
    async (lang) => {
      const together = await listAt(
        productPagePath(PRODUCT_PAGE_ENDPOINTS.frequentlyBought, APPLE),
        lang,
      );
      const related = await listAt(productPagePath(PRODUCT_PAGE_ENDPOINTS.related, APPLE), lang);
      expect(together.length).toBeGreaterThan(0);
      expect(related.length).toBeGreaterThan(0);
      expect(related.map((item) => productMotif(item))[0]).toBe('apple');
      expect(related.every((item) => FRUIT.includes(productMotif(item) ?? ''))).toBe(true);
      expect(together.some((item) => FRUIT.includes(productMotif(item) ?? ''))).toBe(false);
      for (const item of [...together, ...related]) {
        expect({ id: item.id, gadget: GADGETS.includes(productMotif(item) ?? '') }).toEqual({
          id: item.id,
          gadget: false,
        });
        expect(groceryIds.has(String(item.id))).toBe(true);
        expect(String(item.id)).not.toBe(APPLE.id);
      }
      // In the language asked for, as every demo list.
      const [first] = demoFixture(PRODUCT_PAGE_ENDPOINTS.related, lang, new URLSearchParams(APPLE));
      expect(related[0]?.title).toBe(first?.title);
    },
  );

  it('answer differently for another shop’s product: a phone comes with gadgets', async () => {
    const [phone] = demoFixture('/api/gadget-store/top-picks-list', 'en').filter(
      (item) => productMotif(item) === 'phone',
    );
    if (!phone) throw new Error('the gadget store sells no phone');
    const query = { shop: 'gadget-shop', id: String(phone.id) } as const;
    const related = await listAt(productPagePath(PRODUCT_PAGE_ENDPOINTS.related, query));
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((item) => GADGETS.includes(productMotif(item) ?? ''))).toBe(true);
  });

  it.each(PRODUCT_PAGE_PATHS)(
    'GET %s without a product it knows answers 200 and an empty list',
    async (path) => {
      for (const asked of [
        path,
        `${path}?shop=grocery1`,
        `${path}?shop=no-shop&id=1001`,
        `${path}?shop=grocery1&id=99999`,
        // A product of another shop is not the grocery's.
        `${path}?shop=grocery1&id=4001`,
      ]) {
        expect({ asked, list: await listAt(asked) }).toEqual({ asked, list: [] });
      }
    },
  );
});

describe('demo-shop fixtures', () => {
  it('name only pictures that exist under public/', () => {
    const pictures = new Set(
      DEMO_SHOP_ENDPOINT_PATHS.flatMap((path) => stringsIn(demoFixture(path, 'en'))).filter(
        (text) => text.startsWith('/images/'),
      ),
    );
    expect(pictures.size).toBeGreaterThan(100);
    const missing = [...pictures].filter((picture) => !existsSync(join(PUBLIC_DIR, picture)));
    expect(missing).toEqual([]);
  });

  it('give every product of a shop its own id, inside the shop’s range', () => {
    expect(productPaths.map(shopOf)).toHaveLength(productPaths.length);
    for (const shop of Object.keys(SHOPS) as Shop[]) {
      const ids = productPaths
        .filter((path) => shopOf(path) === shop)
        .flatMap((path) => productsOf(path).map((item) => Number(item.id)));
      const [low, high] = SHOPS[shop];
      expect({ shop, count: ids.length > 0 }).toEqual({ shop, count: true });
      expect({ shop, duplicates: ids.filter((id, i) => ids.indexOf(id) !== i) }).toEqual({
        shop,
        duplicates: [],
      });
      expect({ shop, outside: ids.filter((id) => id < low || id > high) }).toEqual({
        shop,
        outside: [],
      });
    }
  });

  it('list 8 products, or 12 to 16 in an all-products list, each with three distinct views', () => {
    for (const path of productPaths) {
      const items = productsOf(path);
      const size = path.endsWith('/all-products')
        ? items.length >= 12 && items.length <= 16
        : items.length === 8;
      expect({ path, size }).toEqual({ path, size: true });
      for (const item of items) {
        expect(new Set(item.imgGroup).size).toBe(3);
        expect(item.imgGroup).toContain(item.imgUrl);
      }
    }
  });

  it('mix numeric and string ids, and give furniture its four finishes', () => {
    const ids = productPaths.flatMap((path) => productsOf(path).map((item) => typeof item.id));
    expect(new Set(ids)).toEqual(new Set(['number', 'string']));
    for (const path of productPaths.filter((p) => shopOf(p) === 'furniture')) {
      for (const item of productsOf(path)) expect(item.productColors).toEqual(FURNITURE_COLORS);
    }
  });

  it('end every deal in the future, and give every timed deal an end', () => {
    const timed: DemoEndpointOf<'offer'>[] = [
      '/api/fashion-store/deal-of-the-week',
      '/api/fashion-store/hot-deals',
      '/api/grocery3/offer-products',
      '/api/grocery-section6/card-list',
    ];
    for (const path of timed) {
      for (const offer of demoFixture(path, 'en')) expect(offer.expireDate).toBeDefined();
    }
    const now = Date.now();
    const ends = pathsOfKind('offer').flatMap((path) =>
      (demoFixture(path, 'en') as DemoOffer[]).flatMap((offer) => offer.expireDate ?? []),
    );
    expect(ends.length).toBeGreaterThanOrEqual(10);
    for (const end of ends) expect(Date.parse(end)).toBeGreaterThan(now);
  });

  it('nest the navigation: two or more entries with children, one of them two levels deep', () => {
    for (const path of pathsOfKind('nav')) {
      const items = demoFixture(path, 'en') as DemoNavItem[];
      const withChildren = items.filter((item) => item.children).length;
      const deepest = Math.max(...items.map(depth));
      expect({ path, withChildren: withChildren >= 2, deepest }).toEqual({
        path,
        withChildren: true,
        deepest: 2,
      });
    }
  });

  it('point navigation, categories, brands and offers inside their own shop', () => {
    const hrefs = [
      ...pathsOfKind('nav'),
      ...pathsOfKind('category'),
      ...pathsOfKind('brand'),
      ...pathsOfKind('offer'),
    ].flatMap((path) =>
      (JSON.stringify(demoFixture(path, 'en')).match(/"href":"[^"]*"/g) ?? []).map((href) => ({
        path,
        href,
      })),
    );
    expect(hrefs.length).toBeGreaterThan(50);
    // Which shop a link may lead into is the category test's (src/features/demo-shops/model).
    for (const { path, href } of hrefs) {
      expect({ path, href }).toEqual({
        path,
        href: expect.stringMatching(/^"href":"\/[a-z0-9-]+(\/category\/[a-z0-9-]+)?"$/),
      });
    }
  });
});
