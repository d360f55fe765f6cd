import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import type { Health } from '@/contracts/health';
import type { Item } from '@/contracts/catalog';
import { invalidatePublicCache, publicCacheGeneration } from '@/server/cache/public-cache';
import { flushViews } from '@/server/modules/catalog/view-counter';
import { DEFAULT_LIMITS } from '@/server/rate-limit/attempt-limits';
import { AttemptBudget } from '@/server/rate-limit/attempt-budget';
import { AttemptPolicy } from '@/server/rate-limit/attempt-policy';
import { firstRedisConnect, redisKey } from '@/server/shared-state/redis-connection';
import { startSharedEvents } from '@/server/cache/shared-events';
import { describeApi } from './support/describe-api';
import { dropSharedState, redisAvailable, testRedisUrl, useSharedState } from './support/redis';

/** Until `check` holds (a message crossing Redis), or fails after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 2_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Tries a wrong password `count` times at once, spread over `instances`; how many got a check. */
async function burst(instances: AttemptPolicy[], count: number): Promise<number> {
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      instances[index % instances.length]!.begin('01012345678', '10.9.9.9').then((attempt) =>
        attempt.failed(),
      ),
    ),
  );
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
}

const available = redisAvailable();
const describeRedis = available ? describe : describe.skip;

describeRedis('shared state in Redis (REDIS_URL)', () => {
  let prefix = '';
  beforeAll(async () => {
    prefix = useSharedState(testRedisUrl(), 3);
    startSharedEvents();
    await firstRedisConnect();
  });
  afterAll(async () => {
    await dropSharedState(prefix);
  });

  describeApi('through the API', (suite) => {
    it('counts a sign-in burst spread over three instances against one budget', async () => {
      // Three instances' sets of budgets, as three processes would build them, one Redis.
      const instances = [1, 2, 3].map(() => new AttemptPolicy('sign-in', DEFAULT_LIMITS.signIn));
      expect(await burst(instances, 30)).toBe(DEFAULT_LIMITS.signIn.pair.points);
    });

    it('keeps every budget operation in Redis: give back, clear, back-off', async () => {
      const rule = { points: 2, duration: 60 };
      const here = new AttemptBudget('test:ops', rule);
      const there = new AttemptBudget('test:ops', rule);
      // Two instances' budgets on one key: a try given back on one is there on the other.
      await here.take('k');
      await there.giveBack('k');
      await here.take('k');
      await there.take('k');
      await expect(here.take('k')).rejects.toMatchObject({ code: 'too_many_requests' });
      await there.clear('k');
      expect(await there.count('k')).toBe(1);
      await there.closeFor('k', 30);
      await expect(here.assertOpen('k')).rejects.toMatchObject({ retryAfter: expect.any(Number) });
    });

    it('says on /api/health that the state is shared', async () => {
      const response = await suite.api.get<Health>('/health');
      expect(response.status).toBe(200);
      expect(response.body.results).toMatchObject({ status: 'ok', shared_state: 'redis' });
    });

    it('drops the public cache when another instance publishes a catalogue write', async () => {
      await suite.api.get('/items/list?limit=5');
      const before = publicCacheGeneration();
      const other = new Redis(testRedisUrl());
      try {
        await other.publish(
          redisKey('events'),
          JSON.stringify({ from: 'another-instance', event: 'catalogue' }),
        );
        await eventually(() => publicCacheGeneration() > before);
      } finally {
        other.disconnect();
      }
    });

    it('tells the other instances about its own writes', async () => {
      const listener = new Redis(testRedisUrl());
      const heard: string[] = [];
      try {
        listener.on('message', (_channel: string, message: string) => heard.push(message));
        await listener.subscribe(redisKey('events'));
        const { catalogueChanged } = await import('@/server/cache/catalogue-changed');
        catalogueChanged();
        await eventually(() => heard.length > 0);
        expect(JSON.parse(heard[0]!)).toMatchObject({ event: 'catalogue' });
      } finally {
        listener.disconnect();
      }
    });

    it('counts views in Redis, shows everyone’s, and writes them once on a flush', async () => {
      const id = 1;
      const first = await suite.api.get<Item>(`/item/details/${id}`);
      const base = (first.body.results?.views ?? 0) - 1;
      // Another instance's two views, counted in the same hash.
      const other = new Redis(testRedisUrl());
      try {
        await other.hincrby(redisKey('views:pending'), String(id), 2);
        // A fresh answer (a copy from the cache shows the views it was read with).
        invalidatePublicCache();
        const second = await suite.api.get<Item>(`/item/details/${id}`);
        expect(second.body.results?.views).toBe(base + 4);
        await flushViews();
        expect(await other.hlen(redisKey('views:pending'))).toBe(0);
      } finally {
        other.disconnect();
      }
      const row = await suite.server.db
        .selectFrom('items')
        .select('views')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.views).toBe(base + 4);
    });
  });
});

describeRedis('Redis away (REDIS_URL set, nothing answering)', () => {
  let prefix = '';
  beforeAll(async () => {
    // A port nothing listens on: as if Redis had stopped.
    prefix = useSharedState('redis://127.0.0.1:1', 3);
    await firstRedisConnect();
  });
  afterAll(async () => {
    await dropSharedState(prefix);
  });

  describeApi('through the API', (suite) => {
    it('falls back to a third of each budget per instance: three get no more than one would', async () => {
      const instance = new AttemptPolicy('sign-in', DEFAULT_LIMITS.signIn);
      const share = Math.floor(DEFAULT_LIMITS.signIn.pair.points / 3);
      expect(await burst([instance], 10)).toBe(share);
    });

    it('keeps selling and says degraded (200) on /api/health', async () => {
      const health = await suite.api.get<Health>('/health');
      expect(health.status).toBe(200);
      expect(health.body.results).toMatchObject({
        status: 'degraded',
        shared_state: 'unreachable',
      });
      const details = await suite.api.get<Item>('/item/details/1');
      expect(details.status).toBe(200);
    });
  });
});
