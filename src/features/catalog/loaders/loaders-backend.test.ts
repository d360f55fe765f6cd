import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { itemFixture } from '@tests/setup/item-fixture';
import { homeFailed, loadHome } from './load-home';
import { loadProduct } from './load-product';
import { loadSearch } from './load-search';

const ok = (results: unknown, extra: object = {}) =>
  HttpResponse.json({ success: true, message: 'OK', results, ...extra });
const down = () => HttpResponse.json({ success: false, message: 'boom' }, { status: 500 });

const item = itemFixture();
const ducks = { id: 3, slug: 'ducks', name: 'Ducks', image: '/x.svg', items_count: 6 };

let languages: (string | null)[] = [];

beforeEach(() => {
  languages = [];
  // Failed calls are logged on purpose; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.events.on('request:start', ({ request }) => {
    languages.push(request.headers.get('lang'));
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

describe('loadHome', () => {
  it('keeps the sections whose calls worked when others fail', async () => {
    server.use(
      http.get('*/api/category/list', () => ok([ducks])),
      http.get('*/api/items/list', () => ok([item], { total: 1, page: 1, limit: 20 })),
      http.get('*/api/banner/list', down),
      http.get('*/api/items/popular/list', down),
      http.get('*/api/items/most_viewed/list', down),
      http.get('*/api/feature/list', down),
    );
    const home = await loadHome('ar', 1);
    expect(home.categories).toEqual([ducks]);
    expect(home.all).toEqual({ items: [item], total: 1, page: 1, limit: 20 });
    expect(home.banners).toBeNull();
    expect(home.popular).toBeNull();
    expect(homeFailed(home)).toBe(false);
    // Every call carried the request's language.
    expect(new Set(languages)).toEqual(new Set(['ar']));
  });

  it('"Most viewed" leaves out what "Popular now" shows, and stays a full rail', async () => {
    const items = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => itemFixture({ id: from + i }));
    const limitOf = (request: Request) =>
      Number(new URL(request.url).searchParams.get('limit') ?? request.headers.get('limit'));
    server.use(
      // The best sellers are the most viewed too: 1-10 head both lists.
      http.get('*/api/items/popular/list', ({ request }) => ok(items(1, limitOf(request)))),
      http.get('*/api/items/most_viewed/list', ({ request }) =>
        ok([...items(1, 12), ...items(13, limitOf(request) - 12)]),
      ),
      http.get('*/api/*', down),
    );
    const home = await loadHome('en', 1);
    expect(home.popular?.map((entry) => entry.id)).toEqual(items(1, 10).map((entry) => entry.id));
    expect(home.trending?.map((entry) => entry.id)).toEqual(items(11, 10).map((entry) => entry.id));
  });

  it('is a failed page when the backend answers nothing', async () => {
    server.use(http.get('*/api/*', down));
    expect(homeFailed(await loadHome('en', 1))).toBe(true);
  });
});

describe('loadProduct', () => {
  it('finds the product and its category slug', async () => {
    server.use(
      http.get('*/api/item/details/3', () => ok(item)),
      http.get('*/api/category/list', () => ok([ducks])),
    );
    expect(await loadProduct('en', '3')).toEqual({
      kind: 'found',
      data: { item, category: { slug: 'ducks', name: 'Ducks' } },
    });
  });

  it('is a 404 for an unknown product and a failure (not a 404) when the backend is down', async () => {
    server.use(
      http.get('*/api/item/details/4', () =>
        HttpResponse.json({ success: false, message: 'no' }, { status: 404 }),
      ),
      http.get('*/api/item/details/5', down),
      http.get('*/api/category/list', () => ok([ducks])),
    );
    expect(await loadProduct('en', '4')).toEqual({ kind: 'not-found' });
    expect(await loadProduct('en', '5')).toEqual({ kind: 'failed' });
    expect(await loadProduct('en', 'x')).toEqual({ kind: 'not-found' });
    expect(await loadProduct('en', '05')).toEqual({ kind: 'moved', id: 5 });
  });
});

describe('loadSearch', () => {
  it('lists a category named by the term, in the order asked for', async () => {
    let asked: URL | undefined;
    server.use(
      http.get('*/api/category/list', () => ok([ducks])),
      http.get('*/api/items/list/3', ({ request }) => {
        asked = new URL(request.url);
        return ok([item], { total: 1, page: 2, limit: 20 });
      }),
    );
    const search = await loadSearch('en', 'Ducks', { category: '', sort: 'price_asc', page: 2 });
    expect(search.mode).toBe('category');
    expect(search.category?.slug).toBe('ducks');
    expect(asked?.searchParams.get('sort')).toBe('price_asc');
    expect(asked?.searchParams.get('page')).toBe('2');
  });

  it('searches a keyword, narrowed to the filter category', async () => {
    let body: unknown;
    server.use(
      http.get('*/api/category/list', () => ok([ducks])),
      http.post('*/api/items/search', async ({ request }) => {
        body = await request.json();
        return ok([item], { total: 1, page: 1, limit: 20 });
      }),
    );
    const search = await loadSearch('ar', 'صدور', {
      category: 'ducks',
      sort: 'relevance',
      page: 1,
    });
    expect(search.mode).toBe('keyword');
    expect(body).toEqual({ search_criteria: 'صدور', category_id: 3, sort: 'relevance' });
    expect(search.results?.items).toEqual([item]);
  });

  it('finds nothing for a term the backend refuses, and fails when it is down', async () => {
    server.use(
      http.get('*/api/category/list', () => ok([])),
      http.post('*/api/items/search', async ({ request }) => {
        const { search_criteria: term } = (await request.json()) as { search_criteria: string };
        return term === '<b>'
          ? HttpResponse.json({ success: false, message: 'bad' }, { status: 400 })
          : down();
      }),
    );
    const params = { category: '', sort: 'relevance', page: 1 } as const;
    expect((await loadSearch('en', '<b>', params)).results?.total).toBe(0);
    expect((await loadSearch('en', 'duck', params)).results).toBeNull();
  });
});
