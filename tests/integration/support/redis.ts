import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { closeSharedRedisForTests } from '@/server/shared-state/redis-connection';
import { stopSharedEventsForTests } from '@/server/cache/shared-events';

/**
 * The Redis the API suite shares state through: the machine's own (TEST_REDIS_URL overrides),
 * database 11, never the default 0; each test file under a key prefix of its own, removed
 * at the end.
 */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
}

/**
 * Is Redis there? Asked once per file, synchronously (a describe block is chosen before any
 * test runs) by a child process that sends PING. CI requires it; elsewhere the Redis suites
 * skip with a message.
 */
export function redisAvailable(): boolean {
  const url = new URL(testRedisUrl());
  const probe = `const s=require('node:net').connect(${Number(url.port || 6379)},${JSON.stringify(url.hostname)});
s.setTimeout(2000,()=>process.exit(1));s.on('error',()=>process.exit(1));
s.on('connect',()=>s.write('PING\\r\\n'));s.on('data',d=>process.exit(String(d).startsWith('+PONG')?0:1));`;
  const answered = spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0;
  if (answered) return true;
  if (process.env.CI)
    throw new Error(`Redis is required in CI but ${testRedisUrl()} is unreachable.`);
  console.warn(`Redis unreachable at ${testRedisUrl()}: its API tests are SKIPPED.`);
  return false;
}

/** Points the server modules at `url` (or at no Redis) with a fresh prefix; returns it. */
export function useSharedState(url: string | undefined, instances = 1): string {
  const prefix = `test:${randomUUID().slice(0, 8)}:`;
  closeSharedRedisForTests();
  stopSharedEventsForTests();
  if (url === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = url;
  process.env.REDIS_KEY_PREFIX = prefix;
  process.env.SHOP_INSTANCES = String(instances);
  resetServerEnvForTests();
  return prefix;
}

/** Back to no Redis; the keys under `prefix` removed. */
export async function dropSharedState(prefix: string): Promise<void> {
  closeSharedRedisForTests();
  stopSharedEventsForTests();
  delete process.env.REDIS_URL;
  delete process.env.REDIS_KEY_PREFIX;
  delete process.env.SHOP_INSTANCES;
  resetServerEnvForTests();
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 0 });
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
