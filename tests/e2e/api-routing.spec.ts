import { expect, test } from '@playwright/test';

/**
 * The built-in API as the production server routes it: Next hands every /api path but
 * next-auth's to one entry (src/pages/api/[...path].ts, src/server/http/api-entry.ts), which
 * the integration suite runs on a bare node:http server without Next in front.
 */
test.describe('the API behind next start', () => {
  test('answers the spec’s trailing-slash paths through a permanent redirect that keeps the method', async ({
    request,
  }) => {
    const popular = await request.get('/api/items/popular/list/', { maxRedirects: 0 });
    expect(popular.status()).toBe(308);
    expect(popular.headers()['location']).toBe('/api/items/popular/list');
    const followed = await request.get('/api/items/popular/list/', { headers: { lang: 'ar' } });
    expect(followed.status()).toBe(200);
    const body = (await followed.json()) as { success: boolean; results: { name: string }[] };
    expect(body.success).toBe(true);
    expect(body.results[0]?.name).toMatch(/[\u0600-\u06FF]/);

    const phone = `0109${String(Date.now()).slice(-7)}`;
    const registered = await request.post('/api/user/register', {
      data: { name: 'Routing Test', username: phone, phone, password: 'routing-test-2026' },
    });
    expect(registered.status()).toBe(200);
    const { token } = ((await registered.json()) as { results: { token: string } }).results;
    const updated = await request.post('/api/user/update_account/', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Renamed Through Redirect' },
    });
    expect(updated.status()).toBe(200);
    const profile = await request.get('/api/user/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await profile.json()) as { results: { name: string } }).results.name).toBe(
      'Renamed Through Redirect',
    );
  });

  test('answers unknown API paths and broken bodies with the JSON envelope, not an HTML page', async ({
    request,
  }) => {
    const unknown = await request.get('/api/no/such/call');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: expect.any(String) });
    const broken = await request.post('/api/user/login', {
      headers: { 'content-type': 'application/json' },
      data: '{"username": ',
    });
    expect(broken.status()).toBe(400);
    expect(((await broken.json()) as { success: boolean }).success).toBe(false);
  });

  test('routes every call through the one entry, with next-auth’s routes beside it', async ({
    request,
  }) => {
    // A path of the table asked with another method: the route's own 405, naming its method.
    for (const [method, path, allow] of [
      ['POST', '/api/category/list', 'GET'],
      ['HEAD', '/api/health', 'GET'],
      ['PUT', '/api/admin/slots', 'GET'],
      ['GET', '/api/user/orders/7/cancel', 'POST'],
      ['POST', '/api/media/items/x.webp', 'GET, HEAD'],
    ] as const) {
      const answer = await request.fetch(path, { method });
      expect(answer.status(), `${method} ${path}`).toBe(405);
      expect(answer.headers()['allow'], `${method} ${path}`).toBe(allow);
    }
    // Parameters are decoded by the route: %31 is item 1.
    const encoded = await request.get('/api/item/details/%31');
    expect(((await encoded.json()) as { results: { id: number } }).results.id).toBe(1);
    // Next still folds repeated slashes before the entry sees the path.
    const doubled = await request.get('/api//items/list', { maxRedirects: 0 });
    expect(doubled.status()).toBe(308);
    expect(doubled.headers()['location']).toBe('/api/items/list');
    // next-auth's own file wins over the entry for /api/auth/*.
    const session = await request.get('/api/auth/session');
    expect(session.status()).toBe(200);
    expect(await session.json()).toEqual({});
    for (const path of ['/api/items/list/1/2', '/api/media/items', '/api/Items/list']) {
      const unknown = await request.get(path);
      expect(unknown.status(), path).toBe(404);
      expect(await unknown.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  test('serves the seeded catalogue with a local picture for every product', async ({
    request,
  }) => {
    const list = await request.get('/api/items/list', { headers: { limit: '10000' } });
    const items = ((await list.json()) as { results: { image: string }[] }).results;
    expect(items.length).toBeGreaterThanOrEqual(60);
    const picture = await request.get(items[0]!.image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
  });

  test('keeps idle connections open longer than a proxy keeps its own (65 s, not 5)', async ({
    request,
  }) => {
    // The client side closes an idle connection first, so it never sends a request on one
    // the server is closing at that moment (that request would fail with a reset).
    for (const path of ['/api/health', '/']) {
      const response = await request.get(path);
      expect(response.headers()['keep-alive'], path).toBe('timeout=65');
    }
  });
});
