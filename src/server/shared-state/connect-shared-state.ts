import { serverEnv } from '@/server/config/server-env';
import { log } from '@/server/log';
import { firstRedisConnect, redisReady } from './redis-connection';
import { startSharedEvents } from '@/server/cache';

/**
 * At the server's start, with REDIS_URL: connects, and subscribes to the other instances'
 * writes before the first request can fill a cache. Never fails the start: an instance that
 * cannot reach Redis sells with its local fallbacks and reconnects in the background.
 */
export async function connectSharedState(): Promise<void> {
  const env = serverEnv();
  if (!env.REDIS_URL) return;
  startSharedEvents();
  await firstRedisConnect();
  const redisUrl = new URL(env.REDIS_URL);
  const where = `${redisUrl.hostname}:${redisUrl.port || '6379'}${redisUrl.pathname}`;
  if (redisReady()) {
    log.info('shared_state.redis', { at: where, instances: env.SHOP_INSTANCES });
  } else {
    log.warn('shared_state.redis_unreachable_at_start', { at: where });
  }
}
