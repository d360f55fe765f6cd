import type { Redis } from 'ioredis';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { onShutdown, SHUTDOWN_ORDER } from '@/server/shutdown-hooks';
import {
  INSTANCE_ID,
  redisKey,
  redisOptions,
  sharedRedis,
} from '@/server/shared-state/redis-connection';

/**
 * What one instance tells the others after a committed write, so each drops what it keeps:
 * - `catalogue`: public answers and shared pages (src/server/cache/catalogue-changed.ts);
 * - `search-index`: the words search matches (modules/catalog/search-index.ts).
 */
export type SharedEvent = 'catalogue' | 'search-index';

const EVENTS: readonly SharedEvent[] = ['catalogue', 'search-index'];

interface Message {
  from: string;
  event: SharedEvent;
}

interface Bus {
  handlers: Map<SharedEvent, Map<string, () => void>>;
  subscriber: Redis | undefined;
  /** Subscribed (confirmed by Redis) since the connection last went down. */
  listening: boolean;
}

function bus(): Bus {
  return processSingleton<Bus>('shared-events', () => ({
    handlers: new Map(),
    subscriber: undefined,
    listening: false,
  }));
}

const channel = () => redisKey('events');

function run(event: SharedEvent): void {
  for (const handler of bus().handlers.get(event)?.values() ?? []) {
    try {
      handler();
    } catch (error) {
      log.warn('shared_events.handler_failed', { event, message: String(error) });
    }
  }
}

function parse(raw: string): Message | undefined {
  try {
    const message = JSON.parse(raw) as Partial<Message>;
    if (typeof message.from !== 'string') return undefined;
    if (!EVENTS.includes(message.event as SharedEvent)) return undefined;
    return message as Message;
  } catch {
    return undefined;
  }
}

/**
 * One subscriber connection per process (a subscribed connection takes no other commands).
 * Subscribed afresh each time the connection is ready; once Redis confirms, every handler runs
 * once: messages published while it was away are lost, so whatever this process kept may be
 * stale, and from the confirmation on no write can go unheard.
 */
function listen(state: Bus): void {
  const client = sharedRedis();
  if (!client || state.subscriber) return;
  const subscriber = client.duplicate({
    ...redisOptions('shop-events'),
    // Subscribed below on every 'ready', to know when the subscription holds again.
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  state.subscriber = subscriber;
  const lost = () => {
    state.listening = false;
  };
  subscriber.on('error', lost);
  subscriber.on('close', lost);
  subscriber.on('ready', () => {
    subscriber
      .subscribe(channel())
      .then(() => {
        state.listening = true;
        for (const event of EVENTS) run(event);
      })
      .catch((error: unknown) => {
        log.warn('shared_events.subscribe_failed', { message: String(error) });
      });
  });
  subscriber.on('message', (_channel: string, raw: string) => {
    const message = parse(raw);
    if (message && message.from !== INSTANCE_ID) run(message.event);
  });
  onShutdown({
    name: 'shared-events',
    order: SHUTDOWN_ORDER.closeDatabase,
    run: () => {
      subscriber.disconnect();
      return Promise.resolve();
    },
  });
}

/**
 * Runs `handler` when another instance publishes `event` (and after Redis comes back). Kept
 * by name: Next loads a module once per bundle, and each copy replaces the last one's. Only
 * registers: modules call it as they load, also while `next build` collects pages, where no
 * configuration may be read; the server's start subscribes (startSharedEvents).
 */
export function onSharedEvent(event: SharedEvent, name: string, handler: () => void): void {
  const state = bus();
  const forEvent = state.handlers.get(event) ?? new Map<string, () => void>();
  forEvent.set(name, handler);
  state.handlers.set(event, forEvent);
}

/** Tells the other instances; without Redis (or while it is away) there is no one to tell. */
export function publishSharedEvent(event: SharedEvent): void {
  const client = sharedRedis();
  if (!client || client.status !== 'ready') return;
  const message: Message = { from: INSTANCE_ID, event };
  client.publish(channel(), JSON.stringify(message)).catch((error: unknown) => {
    log.warn('shared_events.publish_failed', { event, message: String(error) });
  });
}

/** Whether this process hears the others now (false without Redis, or while it is away). */
export function hearingOtherInstances(): boolean {
  return bus().listening;
}

/** Subscribes to the other instances' writes (the server's start, connect-shared-state.ts). */
export function startSharedEvents(): void {
  listen(bus());
}

/** For tests: drops the subscriber, so the next start subscribes for the current REDIS_URL. */
export function stopSharedEventsForTests(): void {
  const state = bus();
  state.subscriber?.disconnect();
  state.subscriber = undefined;
  state.listening = false;
}
