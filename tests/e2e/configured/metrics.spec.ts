import buildConfig from '../support/build-config.json';
import { startFakeOtlpCollector } from '../../integration/support/fake-otlp-collector';
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

  // A shared page and a catalogue call again until the second comes from a copy: the page
  // cache keeps a page once it is compressed, and drops it when an order (another spec's, on
  // this server) may have changed what it shows.
  const scrape = async () => {
    const response = await request.get('/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    return response.text();
  };
  const hits = (body: string, cache: 'page' | 'api') =>
    Number(
      new RegExp(`^shop_cache_lookups_total\\{cache="${cache}",result="hit"\\} (\\d+)`, 'm').exec(
        body,
      )?.[1] ?? 0,
    );
  let text = '';
  await expect
    .poll(
      async () => {
        expect((await request.get('/ar/branches')).status()).toBe(200);
        expect(
          (await request.get('/api/items/list?page=1', { headers: { lang: 'ar' } })).status(),
        ).toBe(200);
        text = await scrape();
        return Math.min(hits(text, 'page'), hits(text, 'api'));
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  expect(text).toMatch(
    /^shop_http_request_duration_seconds_count\{route="itemsList",method="GET",status_class="2xx"\} [1-9]/m,
  );
  expect(text).toMatch(/^shop_shared_state\{state="memory"\} 1$/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
});

test('with a collector configured, the built server sends its spans: API routes by their path and Next’s page renders', async ({
  request,
}) => {
  // Next runs the instrumentation hook (which starts tracing) and the API routes in separate
  // bundles: the spans prove they meet one tracer provider in the process.
  const collector = await startFakeOtlpCollector(buildConfig.otlpCollectorPort);
  try {
    const response = await request.get('/api/item/details/1', { headers: { lang: 'ar' } });
    expect(response.status()).toBe(200);
    expect((await request.get('/ar/product/2?traced=1')).status()).toBe(200);

    await expect
      .poll(() => collector.spans.map((span) => span.name), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['GET /api/item/details/:id']));
    const api = collector.spans.find((span) => span.name === 'GET /api/item/details/:id');
    expect(api?.attributes['http.response.status_code']).toBe(200);
    expect(api?.resource['service.name']).toBe('dakahlia-shop');
    await expect
      .poll(() => collector.spans.some((span) => span.name.includes('/product/[id]')), {
        timeout: 15_000,
      })
      .toBe(true);
  } finally {
    await collector.close();
  }
});
