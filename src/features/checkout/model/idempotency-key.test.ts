import { afterEach, describe, expect, it } from '@jest/globals';
import {
  ATTEMPT_STORAGE_KEY,
  attemptFor,
  idempotencyKeyPattern,
  newIdempotencyKey,
  readAttempt,
  saveAttempt,
  type OrderBody,
} from './idempotency-key';
import { idempotencyKeySchema } from '@/contracts/order';

const body: OrderBody = {
  address_id: 4,
  items: [
    { item_id: 1, qty: 2, option_ids: [] },
    { item_id: 2, qty: 1, option_ids: [] },
  ],
  notes: '',
  payment_method: 'cash_on_delivery',
};

afterEach(() => {
  window.sessionStorage.clear();
});

describe('idempotency keys', () => {
  it('makes keys the backend accepts, different every time', () => {
    const key = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(key).toMatch(idempotencyKeyPattern);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('keeps the key when the same order is asked again (double tap, retry, reload)', () => {
    const first = attemptFor(body, undefined);
    expect(attemptFor({ ...body, items: [...body.items] }, first)).toBe(first);
  });

  it('uses a new key for a different order', () => {
    const first = attemptFor(body, undefined);
    const moreChicken = {
      ...body,
      items: [{ item_id: 1, qty: 3, option_ids: [] }, body.items[1]!],
    };
    expect(attemptFor(moreChicken, first).key).not.toBe(first.key);
    expect(attemptFor({ ...body, address_id: 5 }, first).key).not.toBe(first.key);
    expect(attemptFor({ ...body, notes: 'Ring twice' }, first).key).not.toBe(first.key);
  });

  it('uses a new key when the weight, the choices or the delivery slot change', () => {
    const first = attemptFor(body, undefined);
    const heavier = { ...body, items: [{ ...body.items[0]!, weight: 1.5 }, body.items[1]!] };
    const cut = { ...body, items: [{ ...body.items[0]!, option_ids: [11] }, body.items[1]!] };
    const keys = [heavier, cut, { ...body, slot_id: 9 }].map((next) => attemptFor(next, first).key);
    expect(new Set([first.key, ...keys]).size).toBe(4);
    const withSlot = attemptFor({ ...body, slot_id: 9 }, undefined);
    expect(attemptFor({ ...body, slot_id: 9 }, withSlot).key).toBe(withSlot.key);
  });

  it('survives a reload in sessionStorage and is forgotten after success', () => {
    const attempt = attemptFor(body, undefined);
    saveAttempt(attempt);
    expect(readAttempt()).toEqual(attempt);
    expect(attemptFor(body, readAttempt()).key).toBe(attempt.key);
    saveAttempt(undefined);
    expect(readAttempt()).toBeUndefined();
  });

  it('ignores whatever else is stored under its name', () => {
    window.sessionStorage.setItem(ATTEMPT_STORAGE_KEY, '{not json');
    expect(readAttempt()).toBeUndefined();
    window.sessionStorage.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ key: 7 }));
    expect(readAttempt()).toBeUndefined();
  });
});
