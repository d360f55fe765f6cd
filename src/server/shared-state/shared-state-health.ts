import type { Health } from '@/contracts/health';
import { hearingOtherInstances } from '@/server/cache';
import { sharedRedis } from './redis-connection';

/**
 * Whether the instances share their state now: Redis answers a PING (within the command
 * timeout) and this instance hears the others' writes.
 */
export async function sharedStateHealth(): Promise<Health['shared_state']> {
  const redis = sharedRedis();
  if (!redis) return 'memory';
  try {
    await redis.ping();
  } catch {
    return 'unreachable';
  }
  return hearingOtherInstances() ? 'redis' : 'unreachable';
}
