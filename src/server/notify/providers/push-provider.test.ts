import { describe, expect, it } from '@jest/globals';
import { WebPushError } from 'web-push';
import { pushFailureOf, pushTag } from './push-provider';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new WebPushError('Received unexpected response code', status, headers, '', 'https://x/secret');

describe('pushFailureOf', () => {
  it('drops a subscription the push service says is gone (404, 410), without retry', () => {
    for (const status of [404, 410]) {
      expect(pushFailureOf(answer(status))).toMatchObject({ retryable: false, gone: true });
    }
  });

  it('retries what may pass later (429, 5xx), as late as Retry-After asks', () => {
    expect(pushFailureOf(answer(429, { 'retry-after': '120' }))).toMatchObject({
      retryable: true,
      gone: false,
      retryAfterMs: 120_000,
    });
    expect(pushFailureOf(answer(503))).toMatchObject({ retryable: true, gone: false });
  });

  it('gives up on a message the service will never take (400, 413, 403)', () => {
    for (const status of [400, 403, 413]) {
      expect(pushFailureOf(answer(status))).toMatchObject({ retryable: false, gone: false });
    }
  });

  it('retries network trouble, and never names the endpoint', () => {
    const failure = pushFailureOf(new Error('connect ECONNREFUSED 127.0.0.1:443'));
    expect(failure).toMatchObject({ retryable: true, gone: false });
    expect(pushFailureOf(answer(410)).message).not.toContain('secret');
  });
});

describe('pushTag', () => {
  it('is short, stable and hides the endpoint in the reference', () => {
    const reference = 'order_placed:order:7:push:https://push.example/secret-endpoint';
    expect(pushTag(reference)).toBe(pushTag(reference));
    expect(pushTag(reference)).toMatch(/^[\w-]{22}$/);
    expect(pushTag(reference)).not.toBe(pushTag(`${reference}2`));
  });
});
