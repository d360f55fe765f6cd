import {
  catalogueKind,
  isPersonalPage,
  mayKeep,
  offlinePageFor,
  onSlowLine,
  pageOfDataPath,
  QUICK_COPY_MAX_AGE_S,
  recentCopy,
} from './request-kinds';

const answer = (headers: Record<string, string>, status = 200, type = 'basic') => ({
  status,
  type,
  headers: new Headers(headers),
});

describe('what the shop worker may keep', () => {
  it('sends a failed page to the offline page of its language', () => {
    expect(offlinePageFor('/product/5')).toBe('/offline');
    expect(offlinePageFor('/ar/product/5')).toBe('/ar/offline');
    expect(offlinePageFor('/ar')).toBe('/ar/offline');
    expect(offlinePageFor('/arrivals')).toBe('/offline');
  });

  it("knows a visitor's own pages in both languages, and nothing else", () => {
    for (const path of ['/dashboard', '/ar/dashboard/orders', '/orders/12', '/ar/profile/edit']) {
      expect(isPersonalPage(path)).toBe(true);
    }
    expect(isPersonalPage('/checkout')).toBe(false);
    expect(isPersonalPage('/address/new')).toBe(true);
    for (const path of ['/', '/ar', '/product/5', '/ar/cart', '/ordersale', '/product/search/x']) {
      expect(isPersonalPage(path)).toBe(false);
    }
  });

  it('reads the page behind a client-side navigation’s data request', () => {
    expect(pageOfDataPath('/_next/data/b1/en.json')).toBe('/');
    expect(pageOfDataPath('/_next/data/b1/ar.json')).toBe('/ar');
    expect(pageOfDataPath('/_next/data/b1/en/product/5.json')).toBe('/product/5');
    expect(pageOfDataPath('/_next/data/b1/ar/orders/3.json')).toBe('/ar/orders/3');
    expect(isPersonalPage(pageOfDataPath('/_next/data/b1/ar/dashboard.json') ?? '')).toBe(true);
    expect(pageOfDataPath('/_next/static/chunks/main.js')).toBeUndefined();
  });

  it('takes the catalogue answers from the route table, not the mock paths or personal calls', () => {
    expect(catalogueKind('/api/category/list')).toBe('shared');
    expect(catalogueKind('/api/items/list/7')).toBe('maybe-personal');
    expect(catalogueKind('/api/item/details/5')).toBe('maybe-personal');
    expect(catalogueKind('/api/items/popular/list/')).toBe('maybe-personal');
    for (const path of [
      '/api/user/profile',
      '/api/user/orders/list',
      '/api/auth/session',
      '/api/products',
      '/api/dashboard-cards',
      '/api/delivery/slots',
      '/api/item/details/5/extra',
    ]) {
      expect(catalogueKind(path)).toBeUndefined();
    }
  });

  it('keeps only whole, shareable answers of this origin', () => {
    expect(mayKeep(answer({ 'cache-control': 'public, s-maxage=30' }))).toBe(true);
    expect(mayKeep(answer({}))).toBe(true);
    expect(mayKeep(answer({ 'cache-control': 'private, no-cache, no-store, max-age=0' }))).toBe(
      false,
    );
    expect(mayKeep(answer({ 'cache-control': 'no-store' }))).toBe(false);
    expect(mayKeep(answer({ 'Cache-Control': 'Private' }))).toBe(false);
    expect(mayKeep(answer({ 'set-cookie': 'a=b' }))).toBe(false);
    expect(mayKeep(answer({}, 404))).toBe(false);
    expect(mayKeep(answer({}, 200, 'opaque'))).toBe(false);
  });
});

describe('the wait before a kept page on a slow line', () => {
  it('calls 3G or worse, or the data saver, a slow line; 4G or no estimate is not', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      expect(onSlowLine({ effectiveType })).toBe(true);
    }
    expect(onSlowLine({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(onSlowLine({ effectiveType: '4g' })).toBe(false);
    expect(onSlowLine({})).toBe(false);
    expect(onSlowLine(undefined)).toBe(false);
  });

  it('shows a kept copy quickly only while it is a few hours old', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    const keptAt = (iso: string) => ({
      headers: new Headers({ date: new Date(iso).toUTCString() }),
    });
    expect(recentCopy(keptAt('2026-11-29T11:00:00Z'), now)).toBe(true);
    expect(
      recentCopy(keptAt(new Date(now - QUICK_COPY_MAX_AGE_S * 1000 - 1000).toISOString()), now),
    ).toBe(false);
    expect(recentCopy({ headers: new Headers() }, now)).toBe(false);
    expect(recentCopy(undefined, now)).toBe(false);
  });
});
