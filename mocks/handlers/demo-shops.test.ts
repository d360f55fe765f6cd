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
const productPaths = pathsOfKind('product');
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
    const response = await fetch(at(path));
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(Array.isArray(body) && body.length > 0).toBe(true);
    expect(demoListSchema(path).safeParse(body).success).toBe(true);
  });
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
