import { describe, expect, it, jest } from '@jest/globals';
import { createOrderQueue, memoryBackend, type QueuedOrder } from './order-queue';

const body = {
  address_id: 3,
  items: [{ item_id: 5, qty: 2, option_ids: [] }],
  notes: '',
  payment_method: 'cash_on_delivery',
} as QueuedOrder['body'];

function entry(over: Partial<QueuedOrder> = {}): Omit<QueuedOrder, 'status'> {
  return {
    key: 'order-aaaa',
    fingerprint: 'fp-1',
    body,
    locale: 'ar',
    account: 'account-7',
    queuedAt: 1,
    lines: [{ name: 'Eggs', qty: 2 }],
    total: 300,
    ...over,
  };
}

describe('the queue of orders kept offline', () => {
  it('keeps an order once: the same order of the same account gets the key it already has', async () => {
    const announce = jest.fn();
    const queue = createOrderQueue(memoryBackend(), announce);
    const first = await queue.add(entry());
    const again = await queue.add(entry({ key: 'order-bbbb', queuedAt: 2 }));
    expect(again.key).toBe(first.key);
    expect(await queue.list()).toHaveLength(1);
    expect(announce).toHaveBeenCalledTimes(1);
    // Another account's identical cart is its own order.
    await queue.add(entry({ key: 'order-cccc', account: 'account-8' }));
    expect((await queue.list()).map((e) => e.key)).toEqual(['order-aaaa', 'order-cccc']);
  });

  it('records an answer once, and not for an entry already shown and removed', async () => {
    const queue = createOrderQueue(memoryBackend());
    await queue.add(entry());
    await queue.settle('order-aaaa', { status: 'placed', order: { id: 9, number: 'A-9' } });
    await queue.settle('order-aaaa', { status: 'refused', reason: 'late' });
    expect(await queue.list()).toMatchObject([{ status: 'placed', order: { id: 9 } }]);
    await queue.remove('order-aaaa');
    await queue.settle('order-aaaa', { status: 'placed', order: { id: 9, number: 'A-9' } });
    expect(await queue.list()).toEqual([]);
  });

  it('lists the oldest first and finds only a waiting order by its fingerprint', async () => {
    const queue = createOrderQueue(memoryBackend());
    await queue.add(entry({ key: 'order-late', fingerprint: 'fp-2', queuedAt: 5 }));
    await queue.add(entry());
    expect((await queue.list()).map((e) => e.key)).toEqual(['order-aaaa', 'order-late']);
    await queue.settle('order-aaaa', { status: 'refused', reason: 'gone' });
    expect(await queue.waiting('account-7', 'fp-1')).toBeUndefined();
    expect((await queue.waiting('account-7', 'fp-2'))?.key).toBe('order-late');
  });
});
