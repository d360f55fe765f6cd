import { describe, expect, it } from '@jest/globals';
import { flushOrders } from './flush-orders';
import { createOrderQueue, memoryBackend, type QueuedOrder } from './order-queue';
import type { SendOutcome } from './send-queued-order';

const body = {
  address_id: 3,
  items: [{ item_id: 5, qty: 1, option_ids: [] }],
  notes: '',
  payment_method: 'cash_on_delivery',
} as QueuedOrder['body'];

async function queueOf(...entries: Partial<QueuedOrder>[]) {
  const queue = createOrderQueue(memoryBackend());
  for (const [index, over] of entries.entries()) {
    await queue.add({
      key: `order-${index}`,
      fingerprint: `fp-${index}`,
      body,
      locale: 'en',
      account: 'account-7',
      queuedAt: index,
      lines: [],
      total: 100,
      ...over,
    });
  }
  return queue;
}

/** A shop that answers each key as told, and notes what it was sent. */
function shop(answers: Record<string, SendOutcome>) {
  const sent: string[] = [];
  const send = (entry: QueuedOrder): Promise<SendOutcome> => {
    sent.push(entry.key);
    return Promise.resolve(answers[entry.key] ?? { kind: 'unanswered' });
  };
  return { sent, send };
}

describe('sending the orders kept offline', () => {
  it('records an accepted order with its number and a refused one with the shop’s reason', async () => {
    const queue = await queueOf({}, {});
    const { sent, send } = shop({
      'order-0': { kind: 'accepted', order: { id: 41, number: 'DK-41' } },
      'order-1': { kind: 'refused', reason: 'Out of stock: Eggs' },
    });
    const report = await flushOrders({ queue, account: 'account-7', send });
    expect(sent).toEqual(['order-0', 'order-1']);
    expect(report.placed.map((e) => e.order)).toEqual([{ id: 41, number: 'DK-41' }]);
    expect(report.refused.map((e) => e.reason)).toEqual(['Out of stock: Eggs']);
    expect(await queue.list()).toMatchObject([
      { key: 'order-0', status: 'placed', order: { number: 'DK-41' } },
      { key: 'order-1', status: 'refused', reason: 'Out of stock: Eggs' },
    ]);
    // Answered orders are never sent again.
    const again = shop({});
    await flushOrders({ queue, account: 'account-7', send: again.send });
    expect(again.sent).toEqual([]);
  });

  it('stops at the first unanswered order while still offline, and keeps every one queued', async () => {
    const queue = await queueOf({}, {}, {});
    const { sent, send } = shop({});
    const report = await flushOrders({ queue, account: 'account-7', send });
    expect(sent).toEqual(['order-0']);
    expect(report).toMatchObject({ placed: [], refused: [], waiting: 3 });
    expect((await queue.list()).every((e) => e.status === 'queued')).toBe(true);
  });

  it('keeps a signed-out shopper’s order queued', async () => {
    const queue = await queueOf({});
    const { send } = shop({ 'order-0': { kind: 'signed-out' } });
    expect((await flushOrders({ queue, account: 'account-7', send })).waiting).toBe(1);
    expect(await queue.list()).toMatchObject([{ status: 'queued' }]);
  });

  it('never sends another account’s order, and counts it', async () => {
    const queue = await queueOf({ account: 'account-8' }, {});
    const { sent, send } = shop({ 'order-1': { kind: 'accepted', order: { id: 2, number: 'B' } } });
    const report = await flushOrders({ queue, account: 'account-7', send });
    expect(sent).toEqual(['order-1']);
    expect(report.otherAccount).toBe(1);
    const signedOut = shop({});
    expect(
      (await flushOrders({ queue, account: undefined, send: signedOut.send })).otherAccount,
    ).toBe(1);
    expect(signedOut.sent).toEqual([]);
    expect(await queue.list()).toMatchObject([{ account: 'account-8', status: 'queued' }, {}]);
  });
});
