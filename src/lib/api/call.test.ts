import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { itemFixture } from '@tests/setup/item-fixture';
import { call } from './call';
import { isNotFound } from './is-not-found';

const item = itemFixture();

type Seen = { path: string; search: URLSearchParams; headers: Headers; body?: unknown };

/** Records what each call sent to `pattern` and answers with `answer`. */
function backend(method: 'get' | 'post', pattern: string, answer: () => Response): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](pattern, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        path: url.pathname,
        search: url.searchParams,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      return answer();
    }),
  );
  return seen;
}

const ok =
  (results: unknown, extra: object = {}) =>
  () =>
    HttpResponse.json({ success: true, message: 'OK', results, ...extra });

describe('call', () => {
  it('fills the path parameters, encoded', async () => {
    const seen = backend('get', '*/api/item/details/*', ok(item));
    const answer = await call('itemDetails', { params: { id: '3 b/c' } });
    expect(seen[0]?.path).toBe('/api/item/details/3%20b%2Fc');
    expect(answer.results).toEqual(item);
  });

  it("sends a list's limit as the `limit` header and its page and query as query parameters", async () => {
    const seen = backend('get', '*/api/items/list', ok([item], { total: 41, page: 2, limit: 20 }));
    const answer = await call('itemsList', { page: 2, limit: 20, query: { sort: 'price_asc' } });
    expect(seen[0]?.headers.get('limit')).toBe('20');
    expect(seen[0]?.search.get('page')).toBe('2');
    expect(seen[0]?.search.get('sort')).toBe('price_asc');
    expect(seen[0]?.search.has('limit')).toBe(false);
    expect(answer).toMatchObject({ results: [item], total: 41, page: 2, limit: 20 });
  });

  it('leaves out query parameters that are not given', async () => {
    const seen = backend('get', '*/api/items/list', ok([]));
    await call('itemsList', { query: { sort: undefined } });
    expect([...(seen[0]?.search.keys() ?? [])]).toEqual([]);
    expect(seen[0]?.headers.get('limit')).toBeNull();
  });

  it('sends the language and token it is given, and the headers a route documents', async () => {
    const seen = backend('post', '*/api/user/logout', ok(null));
    await call('userLogout', {}, { locale: 'ar', token: 't', headers: { device_info: 'web' } });
    expect(seen[0]?.headers.get('lang')).toBe('ar');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(seen[0]?.headers.get('device_info')).toBe('web');
  });

  it('posts the body, with the page as a query parameter', async () => {
    const seen = backend('post', '*/api/items/search', ok([item], { total: 1 }));
    const body = { search_criteria: 'duck', category_id: 3 };
    const answer = await call('itemsSearch', { body, page: 1, limit: 10 });
    expect(seen[0]?.body).toEqual(body);
    expect(seen[0]?.search.get('page')).toBe('1');
    expect(seen[0]?.headers.get('limit')).toBe('10');
    expect(answer.results).toEqual([item]);
  });

  it('rejects an answer of the wrong shape', async () => {
    backend('get', '*/api/items/list', ok([{ ...item, price: 'free' }]));
    await expect(call('itemsList', {})).rejects.toMatchObject({ name: 'ZodError' });
    // Not the envelope: no `success: true`.
    backend('get', '*/api/banner/list', () => HttpResponse.json({ results: [] }));
    await expect(call('bannerList', {})).rejects.toMatchObject({ name: 'ZodError' });
  });

  it('rejects a 404 with an error that isNotFound recognises', async () => {
    backend('get', '*/api/user/orders/*', () =>
      HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
    );
    const error = await call('orderDetails', { params: { id: 9 } }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isNotFound(error)).toBe(true);
  });
});
