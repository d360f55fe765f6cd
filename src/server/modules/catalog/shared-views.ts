import { log } from '@/server/log';
import { redisKey, redisReady, sharedRedis } from '@/server/shared-state/redis-connection';

/**
 * Views counted in Redis (REDIS_URL), one hash of item id → views not yet written, shared by
 * every instance: item/details shows the same count whichever instance answers, and whichever
 * instance flushes next writes everyone's.
 */
const key = () => redisKey('views:pending');

/** Takes the whole hash in one step, so two instances flushing at once never write a view twice. */
const TAKE_ALL = `local all = redis.call('HGETALL', KEYS[1])
if #all > 0 then redis.call('DEL', KEYS[1]) end
return all`;

/**
 * Adds a batch of this instance's views to the shared hash in one round trip (a command per
 * view would cost each cached product answer a Redis call). False when Redis cannot take it:
 * the caller keeps them.
 */
export async function pushSharedViews(batch: ReadonlyMap<number, number>): Promise<boolean> {
  const redis = sharedRedis();
  if (!redis || !redisReady()) return false;
  const pipeline = redis.pipeline();
  for (const [id, count] of batch) pipeline.hincrby(key(), String(id), count);
  try {
    const replies = (await pipeline.exec()) ?? [];
    return replies.every(([error]) => error === null);
  } catch {
    return false;
  }
}

/** Every instance's views of one item pushed but not yet written (0 without Redis). */
export async function sharedPendingViews(itemId: number): Promise<number> {
  const redis = sharedRedis();
  if (!redis || !redisReady()) return 0;
  try {
    return Number((await redis.hget(key(), String(itemId))) ?? 0);
  } catch {
    return 0;
  }
}

/** Every instance's pending views, taken out of Redis (empty without it). */
export async function takeSharedViews(): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  const redis = sharedRedis();
  if (!redis || !redisReady()) return taken;
  try {
    const flat = (await redis.eval(TAKE_ALL, 1, key())) as string[];
    for (let index = 0; index + 1 < flat.length; index += 2) {
      const id = Number(flat[index]);
      const count = Number(flat[index + 1]);
      if (Number.isInteger(id) && count > 0) taken.set(id, count);
    }
  } catch (error) {
    log.warn('views.shared_take_failed', { message: String(error) });
  }
  return taken;
}
