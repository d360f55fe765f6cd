import client from 'prom-client';
import { processSingleton } from '@/server/process-singleton';

export type CacheName = 'api' | 'page';

export interface ShopMetrics {
  registry: client.Registry;
  /**
   * Starts prom-client's process metrics (event-loop lag, heap, resident memory, CPU,
   * handles), once: called at the first scrape. Their event-loop monitor wakes the process
   * every 10 ms, a cost no instance should pay unless someone reads the numbers.
   */
  startProcessMetrics: () => void;
  requestDuration: client.Histogram<'route' | 'method' | 'status_class'>;
  inFlight: client.Gauge;
  ordersPlaced: client.Counter;
  orderMoves: client.Counter<'to'>;
  stockOuts: client.Counter;
  cacheLookups: client.Counter<'cache' | 'result'>;
  outboxMessages: client.Gauge<'state'>;
  outboxOldestPending: client.Gauge;
  outboxByChannel: client.Gauge<'status' | 'channel'>;
  sharedState: client.Gauge<'state'>;
}

/**
 * API answers take a few milliseconds from a copy and up to seconds under load or for an
 * upload: buckets from 5 ms to 10 s.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create(): ShopMetrics {
  const registry = new client.Registry();
  let processMetrics = false;
  const registers = [registry];
  return {
    registry,
    startProcessMetrics: () => {
      if (processMetrics) return;
      processMetrics = true;
      client.collectDefaultMetrics({ register: registry });
    },
    requestDuration: new client.Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'API requests by route name (the route table’s, never an id), method and status class.',
      labelNames: ['route', 'method', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    inFlight: new client.Gauge({
      name: 'shop_http_requests_in_flight',
      help: 'API requests being answered now.',
      registers,
    }),
    ordersPlaced: new client.Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed (a replayed Idempotency-Key is not a new order).',
      registers,
    }),
    orderMoves: new client.Counter({
      name: 'shop_order_moves_total',
      help: 'Orders moved to a status by staff, drivers or shoppers (cancel).',
      labelNames: ['to'],
      registers,
    }),
    stockOuts: new client.Counter({
      name: 'shop_stock_outs_total',
      help: 'Orders refused because an item had run out (or had less than asked).',
      registers,
    }),
    cacheLookups: new client.Counter({
      name: 'shop_cache_lookups_total',
      help: 'Answers the shop may share (catalogue API, public pages): served from its copy (hit) or made again (miss).',
      labelNames: ['cache', 'result'],
      registers,
    }),
    outboxMessages: new client.Gauge({
      name: 'shop_outbox_messages',
      help: 'Messages waiting: for a worker to send (pending), for staff to send by hand (by_hand).',
      labelNames: ['state'],
      registers,
    }),
    outboxOldestPending: new client.Gauge({
      name: 'shop_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest message waiting for a worker; 0 when none waits.',
      registers,
    }),
    outboxByChannel: new client.Gauge({
      name: 'shop_outbox_messages_by_channel',
      help: 'Messages sent and failed, by channel, as the outbox holds them.',
      labelNames: ['status', 'channel'],
      registers,
    }),
    sharedState: new client.Gauge({
      name: 'shop_shared_state',
      help: 'Where the instance keeps shared state: 1 for the state it is in (redis, memory, unreachable).',
      labelNames: ['state'],
      registers,
    }),
  };
}

/**
 * One registry per process, made once: Next gives every API route and page bundle its own
 * copy of the server modules (process-singleton.ts), and a registry per bundle would count
 * each request in whichever bundle served it.
 */
export function shopMetrics(): ShopMetrics {
  return processSingleton('metrics', create);
}

/** 2xx, 3xx, 4xx or 5xx. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;
