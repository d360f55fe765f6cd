import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { AxiosError, isAxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { apiBaseUrl } from './api-base';
import { apiClient } from './api-client';
import { setSignedInProvider } from './signed-in';
import { limitHeader, requestHeaders } from './headers';
import { getBrowserLocale, setBrowserLocale } from './locale';
import { isRetryable, swrConfig } from './swr-config';
import { setUnauthorizedHandler } from './unauthorized';

type SeenHeaders = { lang: string | null; authorization: string | null; limit: string | null };

/** Answers GET /api/echo and records the headers each call carried. */
function recordHeaders(): SeenHeaders[] {
  const seen: SeenHeaders[] = [];
  server.use(
    http.get('*/api/echo', ({ request }) => {
      seen.push({
        lang: request.headers.get('lang'),
        authorization: request.headers.get('authorization'),
        limit: request.headers.get('limit'),
      });
      return HttpResponse.json({ success: true, results: [] });
    }),
  );
  return seen;
}

async function errorOf(request: Promise<unknown>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  throw new Error('the request succeeded');
}

afterEach(() => {
  setBrowserLocale('en');
  setSignedInProvider(undefined);
  setUnauthorizedHandler(undefined);
});

describe('a refused session', () => {
  it('reports a 401 while signed in, and only then', async () => {
    server.use(
      http.get('*/api/private', () =>
        HttpResponse.json({ success: false, message: 'no' }, { status: 401 }),
      ),
    );
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    await errorOf(apiClient.get('/private'));
    expect(onUnauthorized).not.toHaveBeenCalled();
    setSignedInProvider(() => true);
    const error = await errorOf(apiClient.get('/private'));
    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('apiClient', () => {
  it('calls the shop origin under /api when no API host is configured', () => {
    expect(apiBaseUrl()).toBe('/api');
  });

  it('sends the browser locale as the `lang` header', async () => {
    const seen = recordHeaders();
    expect(getBrowserLocale()).toBe('en');
    await apiClient.get('/echo');
    setBrowserLocale('ar');
    await apiClient.get('/echo');
    expect(seen.map((headers) => headers.lang)).toEqual(['en', 'ar']);
  });

  it('lets an explicit `lang` header win over the browser locale', async () => {
    const seen = recordHeaders();
    setBrowserLocale('ar');
    await apiClient.get('/echo', { headers: { lang: 'en' } });
    await apiClient.get('/echo', { headers: requestHeaders({ locale: 'en' }) });
    expect(seen.map((headers) => headers.lang)).toEqual(['en', 'en']);
  });

  it('never sends an Authorization header from the browser, signed in or not', async () => {
    const seen = recordHeaders();
    await apiClient.get('/echo');
    setSignedInProvider(() => true);
    await apiClient.get('/echo');
    expect(seen.map((headers) => headers.authorization)).toEqual([null, null]);
  });

  it('keeps an explicit Authorization header (server-side calls)', async () => {
    const seen = recordHeaders();
    setSignedInProvider(() => true);
    await apiClient.get('/echo', {
      headers: requestHeaders({ locale: 'ar', token: 'request-token' }),
    });
    expect(seen[0]).toEqual({ lang: 'ar', authorization: 'Bearer request-token', limit: null });
  });

  it('sends the `limit` header built by limitHeader', async () => {
    const seen = recordHeaders();
    await apiClient.get('/echo', { headers: limitHeader(10000) });
    expect(seen[0]?.limit).toBe('10000');
  });
});

describe('limitHeader', () => {
  it('sends list sizes as a string `limit` header', () => {
    expect(limitHeader(10000)).toEqual({ limit: '10000' });
  });

  it('keeps the limit a whole number of at least 1', () => {
    expect(limitHeader(12.7)).toEqual({ limit: '12' });
    expect(limitHeader(0)).toEqual({ limit: '1' });
    expect(limitHeader(-5)).toEqual({ limit: '1' });
  });
});

describe('requestHeaders', () => {
  it('carries the request locale, and the bearer token only when there is one', () => {
    expect(requestHeaders({ locale: 'ar' })).toEqual({ lang: 'ar' });
    expect(requestHeaders({ locale: 'en', token: 't' })).toEqual({
      lang: 'en',
      Authorization: 'Bearer t',
    });
    expect(requestHeaders({ locale: 'en', token: '' })).toEqual({ lang: 'en' });
  });
});

describe('isRetryable (swr-config)', () => {
  it('retries network errors', async () => {
    server.use(http.get('*/api/echo', () => HttpResponse.error()));
    const error = await errorOf(apiClient.get('/echo'));
    expect(isAxiosError(error)).toBe(true);
    expect(isRetryable(error)).toBe(true);
  });

  it.each([500, 502, 503])('retries a %i answer', async (status) => {
    server.use(http.get('*/api/echo', () => HttpResponse.json({}, { status })));
    expect(isRetryable(await errorOf(apiClient.get('/echo')))).toBe(true);
  });

  it.each([400, 401, 403, 404, 422, 429])('does not retry a %i answer', async (status) => {
    server.use(http.get('*/api/echo', () => HttpResponse.json({}, { status })));
    expect(isRetryable(await errorOf(apiClient.get('/echo')))).toBe(false);
  });

  it('does not retry errors that did not come from the API client', () => {
    expect(isRetryable(new Error('boom'))).toBe(false);
    expect(isRetryable(new TypeError('x is undefined'))).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
    expect(isRetryable(new AxiosError('timeout', 'ECONNABORTED'))).toBe(true);
  });
});

describe('swrConfig.onErrorRetry', () => {
  type RetryArgs = Parameters<NonNullable<typeof swrConfig.onErrorRetry>>;

  function retry(error: unknown, retryCount: number) {
    const revalidate = jest.fn<RetryArgs[3]>(() => Promise.resolve(true));
    const config = { errorRetryCount: 2 } as RetryArgs[2];
    swrConfig.onErrorRetry?.(error, 'key', config, revalidate, { retryCount, dedupe: true });
    return revalidate;
  }

  it('retries a retryable error after a growing delay, up to the retry count', () => {
    jest.useFakeTimers();
    try {
      const networkError = new AxiosError('Network Error', 'ERR_NETWORK');
      const first = retry(networkError, 0);
      jest.advanceTimersByTime(999);
      expect(first).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(first).toHaveBeenCalledWith({ retryCount: 0 });

      const second = retry(networkError, 1);
      jest.advanceTimersByTime(1999);
      expect(second).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(second).toHaveBeenCalledTimes(1);

      const third = retry(networkError, 2);
      jest.advanceTimersByTime(60_000);
      expect(third).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('never retries a client error', async () => {
    server.use(http.get('*/api/echo', () => HttpResponse.json({}, { status: 404 })));
    const notFound = await errorOf(apiClient.get('/echo'));
    jest.useFakeTimers();
    try {
      const revalidate = retry(notFound, 0);
      jest.advanceTimersByTime(60_000);
      expect(revalidate).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
