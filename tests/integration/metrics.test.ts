import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Order } from '@/contracts/order';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { createAddress, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem } from './support/orders';

const TOKEN = 'metrics-test-token-0123456789';
const ZONE = 1;

/** A value of the Prometheus text: the sample with exactly these labels, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort();
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean).sort();
    if (have.length === wanted.length && have.every((pair, index) => pair === wanted[index]))
      return Number(match[3]);
  }
  return undefined;
}

function withMetricsToken(value: string | undefined): void {
  if (value === undefined) Reflect.deleteProperty(process.env, 'METRICS_TOKEN');
  else process.env.METRICS_TOKEN = value;
  resetServerEnvForTests();
}

describeApi('GET /metrics', (suite) => {
  const scrape = (authorization?: string) =>
    fetch(`${suite.server.baseUrl}/metrics`, {
      headers: authorization ? { authorization } : {},
    });

  describe('with METRICS_TOKEN set', () => {
    beforeAll(() => withMetricsToken(TOKEN));
    afterAll(() => withMetricsToken(undefined));

    it('refuses a scrape without the token or with another one (401), and answers none of its numbers', async () => {
      for (const authorization of [
        undefined,
        'Bearer not-the-metrics-token-000000',
        'Basic eDp5',
      ]) {
        const response = await scrape(authorization);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
        const body = (await response.json()) as { success: boolean };
        expect(body.success).toBe(false);
      }
      expect((await fetch(`${suite.server.baseUrl}/metrics`, { method: 'POST' })).status).toBe(405);
    });

    it('counts requests by route name and status class, orders placed and refused for stock, the outbox and shared state', async () => {
      await stockItem(suite.server.db, 10, { stock: 3 });
      await setZoneMinimum(suite.server.db, ZONE, 0);
      const customer = await registerCustomer(suite.api);
      const address = await createAddress(suite.api, customer.token, ZONE);
      const before = await (await scrape(`Bearer ${TOKEN}`)).text();
      const placed = sample(before, 'shop_orders_placed_total') ?? 0;
      const refused = sample(before, 'shop_stock_outs_total') ?? 0;

      expect((await suite.api.get('/item/details/10')).status).toBe(200);
      expect((await suite.api.get('/item/details/999999')).status).toBe(404);
      const order = { address_id: address.id, items: [{ item_id: 10, qty: 2 }] };
      const first = await suite.api.post<Order>('/user/orders/add', order, {
        token: customer.token,
        headers: { 'idempotency-key': 'metrics-order-1' },
      });
      expect(first.status).toBe(200);
      // The same key again: the same order, not a second one.
      const again = await suite.api.post<Order>('/user/orders/add', order, {
        token: customer.token,
        headers: { 'idempotency-key': 'metrics-order-1' },
      });
      expect(again.body.results?.id).toBe(first.body.results?.id);
      // Two more than the one left: refused for stock.
      const short = await suite.api.post('/user/orders/add', order, { token: customer.token });
      expect(short.status).toBe(409);

      const response = await scrape(`Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      expect(sample(text, 'shop_orders_placed_total')).toBe(placed + 1);
      expect(sample(text, 'shop_stock_outs_total')).toBe(refused + 1);
      const count = (labels: Record<string, string>) =>
        sample(text, 'shop_http_request_duration_seconds_count', labels) ?? 0;
      expect(count({ route: 'itemDetails', method: 'GET', status_class: '2xx' })).toBeGreaterThan(
        0,
      );
      expect(count({ route: 'itemDetails', method: 'GET', status_class: '4xx' })).toBeGreaterThan(
        0,
      );
      expect(count({ route: 'ordersAdd', method: 'POST', status_class: '4xx' })).toBeGreaterThan(0);
      // Route names, never the ids in the paths.
      expect(text).not.toMatch(/route="[^"]*\d{2,}/);
      expect(sample(text, 'shop_http_requests_in_flight')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'shop_outbox_messages', { state: 'pending' })).toEqual(
        expect.any(Number),
      );
      expect(sample(text, 'shop_shared_state', { state: 'memory' })).toBe(1);
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toEqual(expect.any(Number));
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    });
  });

  it('is the contract’s 404 while METRICS_TOKEN is unset', async () => {
    withMetricsToken(undefined);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });
});
