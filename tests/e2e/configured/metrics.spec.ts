import buildConfig from '../support/build-config.json';
import { expect, test } from '../support/fixtures';

/*
 * GET /api/metrics on the built server (issue 42): this server runs with METRICS_TOKEN
 * (playwright.config.ts). Next gives every API route and page its own copy of the server
 * modules, so the numbers must come from the one registry of the process: a page served from
 * the page cache (the front server calling the page bundle's code) and an API call (the API
 * bundle) both show in the one scrape.
 */

const TOKEN = buildConfig.metricsToken;

test('an operator scrapes the built server: requests by route, both caches, the process; 401 without the token', async ({
  request,
}) => {
  expect((await request.get('/api/metrics')).status()).toBe(401);

  // A shared page twice: the second from the page cache. A catalogue call twice: the second
  // from the API's public cache.
  for (let round = 0; round < 2; round += 1) {
    expect((await request.get('/ar/branches')).status()).toBe(200);
    expect(
      (await request.get('/api/items/list?page=1', { headers: { lang: 'ar' } })).status(),
    ).toBe(200);
  }

  const response = await request.get('/api/metrics', {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(
    /^shop_http_request_duration_seconds_count\{route="itemsList",method="GET",status_class="2xx"\} [1-9]/m,
  );
  expect(text).toMatch(/^shop_cache_lookups_total\{cache="page",result="hit"\} [1-9]/m);
  expect(text).toMatch(/^shop_cache_lookups_total\{cache="api",result="hit"\} [1-9]/m);
  expect(text).toMatch(/^shop_shared_state\{state="memory"\} 1$/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
});
