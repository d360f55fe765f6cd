import { beforeEach, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { itemFixture } from '@tests/setup/item-fixture';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { loadHome } from './load-home';
import { loadProduct } from './load-product';
import { loadSearch } from './load-search';
import { readSearchParams } from '../model/search-params';

const ok = (results: unknown, list = false) =>
  HttpResponse.json({
    success: true,
    message: 'OK',
    results,
    ...(list ? { total: 0, page: 1, limit: 20 } : {}),
  });

beforeEach(() => {
  // The calls the shop's own API answers; what else the renders ask for may fail (a section
  // of the page, logged, which is not what is counted here).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get('*/api/category/list', () =>
      ok([{ id: 1, slug: 'ducks', name: 'Ducks', image: '/images/c.svg', items_count: 1 }]),
    ),
    http.get('*/api/item/details/:id', () => ok(itemFixture({ id: 1, category_id: 1 }))),
    http.get('*/api/shop/facts', () => HttpResponse.json({ success: false }, { status: 503 })),
  );
});

/** The API paths asked while `render` runs (the mock layer answers them). */
async function pathsAskedBy(render: () => Promise<unknown>): Promise<string[]> {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  try {
    await render();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return paths;
}

const categoryLists = (paths: string[]) => paths.filter((path) => path.endsWith('/category/list'));

it('a product render asks for the categories once: the frame and the breadcrumb share them', async () => {
  let found = false;
  const paths = await pathsAskedBy(async () => {
    const [frame, product] = await loadShopPageWith('ar', ['product'], ({ categories }) =>
      loadProduct('ar', '1', categories),
    );
    found = product.kind === 'found' && product.data.category !== null;
    expect(frame.shopCategories?.length).toBeGreaterThan(0);
  });
  expect(found).toBe(true);
  expect(categoryLists(paths)).toHaveLength(1);
});

it('so do the home and search renders', async () => {
  const home = await pathsAskedBy(() =>
    loadShopPageWith('en', ['home'], ({ categories }) => loadHome('en', 1, categories)),
  );
  expect(categoryLists(home)).toHaveLength(1);
  const search = await pathsAskedBy(() =>
    loadShopPageWith('en', ['search'], ({ categories }) =>
      loadSearch('en', 'duck', readSearchParams({}), categories),
    ),
  );
  expect(categoryLists(search)).toHaveLength(1);
});
