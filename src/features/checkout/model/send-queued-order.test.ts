import { describe, expect, it } from '@jest/globals';
import type { QueuedOrder } from './order-queue';
import { sendQueuedOrder } from './send-queued-order';

const entry = {
  key: 'order-0123456789abcdef0123456789abcdef',
  body: {
    address_id: 3,
    items: [{ item_id: 5, qty: 1, option_ids: [] }],
    notes: '',
    payment_method: 'cash_on_delivery',
  },
  locale: 'ar',
} as unknown as QueuedOrder;

const answering = (status: number, json: unknown) => {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetcher: typeof fetch = (url, init) => {
    calls.push({ url: typeof url === 'string' ? url : 'not a path', init });
    return Promise.resolve(new Response(JSON.stringify(json), { status }));
  };
  return { calls, fetcher };
};

describe('sending one queued order', () => {
  it('posts the order with its key, language and cookie, and reads the order made', async () => {
    const { calls, fetcher } = answering(200, {
      success: true,
      results: { id: 12, number: 'DK-12' },
    });
    expect(await sendQueuedOrder(entry, fetcher)).toEqual({
      kind: 'accepted',
      order: { id: 12, number: 'DK-12' },
    });
    const [call] = calls;
    expect(call?.url).toBe('/api/user/orders/add');
    expect(call?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'idempotency-key': entry.key, lang: 'ar' },
    });
    expect(JSON.parse(call?.init?.body as string)).toEqual(entry.body);
  });

  it('tells a refusal with the shop’s reason from a lost answer and a signed-out shopper', async () => {
    const refused = answering(409, { success: false, message: 'نفدت الكمية' });
    expect(await sendQueuedOrder(entry, refused.fetcher)).toEqual({
      kind: 'refused',
      reason: 'نفدت الكمية',
    });
    expect(await sendQueuedOrder(entry, answering(503, {}).fetcher)).toEqual({
      kind: 'unanswered',
    });
    expect(await sendQueuedOrder(entry, answering(401, {}).fetcher)).toEqual({
      kind: 'signed-out',
    });
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await sendQueuedOrder(entry, offline)).toEqual({ kind: 'unanswered' });
  });
});
