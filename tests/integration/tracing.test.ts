import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Order } from '@/contracts/order';
import { shutdownHooks } from '@/server/shutdown-hooks';
import { startTracing } from '@/server/tracing/start-tracing';
import { createAddress, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { startFakeOtlpCollector, type CollectedSpan } from './support/fake-otlp-collector';
import { setZoneMinimum, stockItem } from './support/orders';

const ZONE = 1;

/** Waits until the collector holds spans matching `wanted` (the exporter sends in batches). */
async function collected(
  spans: CollectedSpan[],
  wanted: (span: CollectedSpan) => boolean,
  count = 1,
): Promise<CollectedSpan[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = spans.filter(wanted);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeApi('OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', (suite) => {
  let collector: Awaited<ReturnType<typeof startFakeOtlpCollector>>;

  beforeAll(async () => {
    collector = await startFakeOtlpCollector();
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = collector.url;
    process.env.OTEL_BSP_SCHEDULE_DELAY = '100';
    await startTracing();
  });
  afterAll(async () => {
    Reflect.deleteProperty(process.env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
    Reflect.deleteProperty(process.env, 'OTEL_BSP_SCHEDULE_DELAY');
    await collector.close();
  });

  it('sends a span per API call named by the table’s path (never an id), with order placement inside its request, and sends again after the collector failed', async () => {
    // The collector is restarting: the first batch is refused, and must come again.
    collector.failNext(503);
    await stockItem(suite.server.db, 10, { stock: 5 });
    await setZoneMinimum(suite.server.db, ZONE, 0);
    const customer = await registerCustomer(suite.api);
    const address = await createAddress(suite.api, customer.token, ZONE);
    expect((await suite.api.get('/item/details/10')).status).toBe(200);
    expect((await suite.api.get('/item/details/999999')).status).toBe(404);
    const placed = await suite.api.post<Order>(
      '/user/orders/add',
      { address_id: address.id, items: [{ item_id: 10, qty: 1 }] },
      { token: customer.token },
    );
    expect(placed.status).toBe(200);

    const details = await collected(
      collector.spans,
      (span) => span.name === 'GET /api/item/details/:id',
      2,
    );
    expect(details.map((span) => span.attributes['http.response.status_code']).sort()).toEqual([
      200, 404,
    ]);
    expect(details[0]?.attributes).toMatchObject({
      'http.route': '/api/item/details/:id',
      'shop.route': 'itemDetails',
    });
    expect(details[0]?.resource['service.name']).toBe('dakahlia-shop');
    expect(collector.spans.some((span) => /\d{2,}/.test(span.name))).toBe(false);

    const [request] = await collected(
      collector.spans,
      (span) => span.name === 'POST /api/user/orders/add',
    );
    const [place] = await collected(collector.spans, (span) => span.name === 'order.place');
    expect(request?.attributes['http.response.status_code']).toBe(200);
    expect(place?.attributes['shop.order.lines']).toBe(1);
    expect(place?.traceId).toBe(request?.traceId);
    expect(place?.parentSpanId).toBe(request?.spanId);
    // The refused batch was sent again, not lost.
    expect(collector.statuses[0]).toBe(503);
    expect(collector.statuses).toContain(200);
  }, 30_000);

  it('sends what is still buffered when the server shuts down', async () => {
    const before = collector.spans.length;
    expect((await suite.api.get('/category/list')).status).toBe(200);
    const hook = shutdownHooks().find((entry) => entry.name === 'tracing');
    await hook?.run();
    // No waiting for the next batch: the shutdown hook sent it.
    expect(
      collector.spans.slice(before).some((span) => span.name === 'GET /api/category/list'),
    ).toBe(true);
  });
});
