import { describe, expect, it } from '@jest/globals';
import { EnvError, isEnvError, parseServerEnv } from './server-env';

const LONG_SECRET = 'x'.repeat(32);

function parseError(source: Record<string, string | undefined>): EnvError {
  try {
    parseServerEnv(source);
  } catch (error) {
    if (isEnvError(error)) return error;
    throw error;
  }
  throw new Error('parseServerEnv accepted the environment');
}

describe('parseServerEnv', () => {
  it('refuses production without NEXTAUTH_SECRET, naming the variable', () => {
    const error = parseError({ NODE_ENV: 'production' });
    expect(error).toBeInstanceOf(EnvError);
    expect(error.name).toBe('EnvError');
    expect(error.message).toContain('NEXTAUTH_SECRET');
    expect(error.message).toContain('required in production');
  });

  it('treats an empty or blank NEXTAUTH_SECRET as missing in production', () => {
    expect(parseError({ NODE_ENV: 'production', NEXTAUTH_SECRET: '' }).message).toContain(
      'NEXTAUTH_SECRET',
    );
    expect(parseError({ NODE_ENV: 'production', NEXTAUTH_SECRET: '    ' }).message).toContain(
      'NEXTAUTH_SECRET',
    );
  });

  it('refuses a secret shorter than 32 characters in production', () => {
    const error = parseError({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'x'.repeat(31) });
    expect(error.message).toContain('NEXTAUTH_SECRET');
    expect(error.message).toContain('at least 32 characters');
  });

  it('accepts production with a long secret and keeps it', () => {
    const env = parseServerEnv({
      NODE_ENV: 'production',
      NEXTAUTH_SECRET: LONG_SECRET,
      NEXTAUTH_URL: 'https://shop.example',
    });
    expect(env.NEXTAUTH_SECRET).toBe(LONG_SECRET);
    expect(env.NEXTAUTH_URL).toBe('https://shop.example');
  });

  it.each(['development', 'test'])('%s works with nothing set, with a non-empty secret', (mode) => {
    const env = parseServerEnv({ NODE_ENV: mode });
    expect(env.NODE_ENV).toBe(mode);
    expect(env.NEXTAUTH_SECRET.length).toBeGreaterThan(0);
    expect(env.NEXTAUTH_URL).toBeUndefined();
  });

  it('defaults NODE_ENV to development when it is missing', () => {
    const env = parseServerEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.NEXTAUTH_SECRET.length).toBeGreaterThan(0);
  });

  it('accepts a short secret outside production', () => {
    expect(
      parseServerEnv({ NODE_ENV: 'development', NEXTAUTH_SECRET: 'dev' }).NEXTAUTH_SECRET,
    ).toBe('dev');
  });

  it('counts an empty NEXTAUTH_URL as unset', () => {
    expect(
      parseServerEnv({ NODE_ENV: 'development', NEXTAUTH_URL: '' }).NEXTAUTH_URL,
    ).toBeUndefined();
    expect(
      parseServerEnv({ NODE_ENV: 'production', NEXTAUTH_SECRET: LONG_SECRET, NEXTAUTH_URL: '' })
        .NEXTAUTH_URL,
    ).toBeUndefined();
  });

  it('refuses a NEXTAUTH_URL that is not a URL, naming it', () => {
    expect(parseError({ NODE_ENV: 'development', NEXTAUTH_URL: 'shop.example' }).message).toContain(
      'NEXTAUTH_URL',
    );
  });

  it('refuses an unknown NODE_ENV', () => {
    expect(parseError({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV');
  });

  it('shares state only when REDIS_URL is a redis URL; one instance by default', () => {
    const alone = parseServerEnv({ REDIS_URL: ' ' });
    expect(alone.REDIS_URL).toBeUndefined();
    expect(alone.SHOP_INSTANCES).toBe(1);
    expect(alone.REDIS_KEY_PREFIX).toBe('dakahlia-poultry:');
    const shared = parseServerEnv({ REDIS_URL: 'redis://127.0.0.1:6379/2', SHOP_INSTANCES: '3' });
    expect(shared).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379/2', SHOP_INSTANCES: 3 });
    expect(parseError({ REDIS_URL: 'http://127.0.0.1:6379' }).message).toContain('REDIS_URL');
    expect(parseError({ SHOP_INSTANCES: '0' }).message).toContain('SHOP_INSTANCES');
    expect(parseError({ REDIS_KEY_PREFIX: 'a b' }).message).toContain('REDIS_KEY_PREFIX');
  });

  it('takes the stock share as a whole percent from 1 to 100, unset when empty', () => {
    expect(parseServerEnv({ ORDER_LIMIT_STOCK_SHARE: '' }).ORDER_LIMIT_STOCK_SHARE).toBeUndefined();
    expect(parseServerEnv({ ORDER_LIMIT_STOCK_SHARE: '30' }).ORDER_LIMIT_STOCK_SHARE).toBe(30);
    expect(parseServerEnv({ ORDER_LIMIT_STOCK_SHARE: '100' }).ORDER_LIMIT_STOCK_SHARE).toBe(100);
    for (const wrong of ['0', '101', '12.5', 'half']) {
      expect(parseError({ ORDER_LIMIT_STOCK_SHARE: wrong }).message).toContain(
        'ORDER_LIMIT_STOCK_SHARE',
      );
    }
  });

  it('bounds weighing by a factor above 1 and a confirmation percent, 2 and 20 by default', () => {
    expect(parseServerEnv({ WEIGHING_MAX_FACTOR: '' })).toMatchObject({
      WEIGHING_MAX_FACTOR: 2,
      WEIGHING_CONFIRM_PERCENT: 20,
    });
    expect(
      parseServerEnv({ WEIGHING_MAX_FACTOR: '1.5', WEIGHING_CONFIRM_PERCENT: '10' }),
    ).toMatchObject({ WEIGHING_MAX_FACTOR: 1.5, WEIGHING_CONFIRM_PERCENT: 10 });
    expect(parseError({ WEIGHING_MAX_FACTOR: '1' }).message).toContain('WEIGHING_MAX_FACTOR');
    expect(parseError({ WEIGHING_CONFIRM_PERCENT: '-5' }).message).toContain(
      'WEIGHING_CONFIRM_PERCENT',
    );
  });

  it('takes a METRICS_TOKEN a scraper can send as a Bearer token, and stops on a weak one', () => {
    expect(parseServerEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseServerEnv({ METRICS_TOKEN: '  ' }).METRICS_TOKEN).toBeUndefined();
    const token = 'a1b2c3d4e5f6a7b8c9d0_-xyz';
    expect(parseServerEnv({ METRICS_TOKEN: ` ${token} ` }).METRICS_TOKEN).toBe(token);
    expect(parseError({ METRICS_TOKEN: 'short-token' }).message).toContain('METRICS_TOKEN');
    expect(parseError({ METRICS_TOKEN: 'has spaces in it, twenty+ chars' }).message).toContain(
      'METRICS_TOKEN',
    );
  });

  it('reads TRUST_PROXY with the front server’s parser; an invalid list stops the server', () => {
    expect(parseServerEnv({}).TRUST_PROXY.entries).toEqual([]);
    expect(parseServerEnv({ TRUST_PROXY: ' loopback,10.0.0.0/8 ' }).TRUST_PROXY.entries).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(parseError({ TRUST_PROXY: 'proxy.internal' }).message).toMatch(
      /TRUST_PROXY must be a comma-separated list.*"proxy\.internal"/,
    );
  });
});
