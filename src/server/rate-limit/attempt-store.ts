import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { serverEnv } from '@/server/config/server-env';
import { redisKey, sharedRedis } from '@/server/shared-state/redis-connection';

/** One budget's size: what the store counts per key (attempt-budget.ts spends it). */
export interface LimitRule {
  /** Attempts allowed per window (for a ceiling: attempts before back-off starts). */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/**
 * While Redis is away each of SHOP_INSTANCES instances counts alone: it allows this share of
 * the budget (at least one attempt), so a burst spread over all of them still gets no more
 * attempts than one shared budget allows. With one instance that is the whole budget.
 */
export function localShare(points: number, instances: number): number {
  return Math.max(1, Math.floor(points / Math.max(1, instances)));
}

/**
 * Where a budget counts: in Redis when REDIS_URL is set, so every instance spends the same
 * attempts (rate-limiter-flexible's atomic Lua increment), with a local insurance budget of
 * `localShare` that takes over for any call Redis cannot answer (away, or slower than
 * 500 ms); in this process's memory without REDIS_URL.
 */
export function attemptStore(name: string, rule: LimitRule): RateLimiterAbstract {
  const redis = sharedRedis();
  if (!redis) return new RateLimiterMemory({ points: rule.points, duration: rule.duration });
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: redisKey(`limit:${name}`),
    points: rule.points,
    duration: rule.duration,
    // Not ready (reconnecting): straight to the insurance, without queueing the command.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({
      points: localShare(rule.points, serverEnv().SHOP_INSTANCES),
      duration: rule.duration,
    }),
  });
}
