import { afterEach, describe, expect, it } from '@jest/globals';
import { resetServerEnvForTests } from '@/server/config/server-env';
import { cacheLifetime, UNHEARD_CACHE_TTL_MS } from './cache-lifetime';
import * as events from './shared-events';

// The global `jest`: only its jest.mock is hoisted above the imports.
jest.mock('./shared-events', () => ({ hearingOtherInstances: jest.fn(() => false) }));

afterEach(() => {
  delete process.env.REDIS_URL;
  resetServerEnvForTests();
});

describe('cacheLifetime', () => {
  it('keeps copies their full time on a single instance (no REDIS_URL)', () => {
    expect(cacheLifetime(30_000)).toBe(30_000);
  });

  it('keeps them their full time while the other instances’ writes are heard', () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
    resetServerEnvForTests();
    jest.mocked(events.hearingOtherInstances).mockReturnValueOnce(true);
    expect(cacheLifetime(30_000)).toBe(30_000);
  });

  it('keeps them 1 s while Redis is away, so another instance’s change still shows within 2 s', () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
    resetServerEnvForTests();
    expect(cacheLifetime(30_000)).toBe(UNHEARD_CACHE_TTL_MS);
    expect(cacheLifetime(500)).toBe(500);
  });
});
