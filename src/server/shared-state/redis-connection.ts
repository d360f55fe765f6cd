import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis, type RedisOptions } from 'ioredis';
import { serverEnv } from '@/server/config/server-env';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { onShutdown, SHUTDOWN_ORDER } from '@/server/shutdown-hooks';

/** How long a command may take before its caller falls back (Redis hung, not closed). */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long the server's start waits for a first connection before it starts degraded. */
const FIRST_CONNECT_WAIT_MS = 2_000;

interface Connection {
  client: Redis;
  /** When the connection went down (undefined while it is up): one log line per outage. */
  downSince: number | undefined;
  firstConnect: Promise<void>;
}

/** Names this process in pub/sub messages, so it ignores its own. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * A command fails at once while Redis is away (no offline queue, one attempt): its caller
 * uses the local fallback instead of waiting. Reconnects forever, backing off to 2 s.
 */
export function redisOptions(name: string): RedisOptions {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
    connectionName: `${name}:${INSTANCE_ID}`,
  };
}

function watch(connection: Connection): void {
  const { client } = connection;
  client.on('ready', () => {
    if (connection.downSince !== undefined) {
      log.info('shared_state.redis_back', { after_ms: Date.now() - connection.downSince });
    }
    connection.downSince = undefined;
  });
  // Every failed reconnect emits an error: logged once per outage, never thrown.
  const down = (reason: string) => {
    if (connection.downSince !== undefined) return;
    connection.downSince = Date.now();
    log.warn('shared_state.redis_down', {
      reason,
      fallback: 'local attempt budgets (a share each), caches kept 1 s',
    });
  };
  client.on('error', (error: Error) => down(error.message));
  client.on('close', () => down('connection closed'));
}

function connect(url: string): Connection {
  const client = new Redis(url, redisOptions('shop'));
  const firstConnect = new Promise<void>((resolve) => {
    const settle = () => resolve();
    client.once('ready', settle);
    client.once('error', settle);
    setTimeout(settle, FIRST_CONNECT_WAIT_MS).unref();
  });
  const connection: Connection = { client, downSince: undefined, firstConnect };
  watch(connection);
  onShutdown({
    name: 'redis',
    order: SHUTDOWN_ORDER.closeDatabase,
    run: () => {
      // Closing on purpose is not an outage: no redis_down line on the way out.
      connection.downSince ??= Date.now();
      client.disconnect();
      return Promise.resolve();
    },
  });
  return connection;
}

function held(): { connection?: Connection } {
  return processSingleton<{ connection?: Connection }>('redis-connection', () => ({}));
}

/** This process's Redis connection, made on first use; undefined without REDIS_URL. */
function connection(): Connection | undefined {
  const url = serverEnv().REDIS_URL;
  if (!url) return undefined;
  const box = held();
  box.connection ??= connect(url);
  return box.connection;
}

/** The client when REDIS_URL is set (ready or not: callers check `redisReady`). */
export function sharedRedis(): Redis | undefined {
  return connection()?.client;
}

export function redisReady(): boolean {
  return connection()?.client.status === 'ready';
}

/** Resolves once the first connection has been tried (at most 2 s): the server's start. */
export async function firstRedisConnect(): Promise<void> {
  await connection()?.firstConnect;
}

/** A key or channel of this shop: REDIS_KEY_PREFIX first. */
export function redisKey(name: string): string {
  return `${serverEnv().REDIS_KEY_PREFIX}${name}`;
}

/** For tests: closes the connection, so the next use opens one for the current REDIS_URL. */
export function closeSharedRedisForTests(): void {
  const box = held();
  box.connection?.client.disconnect();
  box.connection = undefined;
}
