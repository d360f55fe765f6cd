import { describe, expect, it } from '@jest/globals';
import type { OrderStatus } from '@/contracts/order';
import { activeStep, cancelledBy, isOpenStatus, reachedAt } from './order-status';

describe('order status', () => {
  it('marks the current step active and the earlier ones done', () => {
    expect(activeStep('Pending')).toBe(0);
    expect(activeStep('Processing')).toBe(1);
    expect(activeStep('OutForDelivery')).toBe(2);
    // Every step done: the stepper's active index is past the last step.
    expect(activeStep('Delivered')).toBe(4);
  });

  it('keeps a cancelled order off the steps', () => {
    expect(activeStep('Cancelled')).toBeUndefined();
  });
});

describe('step times', () => {
  it('gives each status the time the order reached it', () => {
    const at = (minute: number) => `2026-11-26T08:${String(minute).padStart(2, '0')}:00.000Z`;
    expect(
      reachedAt([
        { status: 'Pending', at: at(1), by_role: 'customer', note: '' },
        { status: 'Processing', at: at(5), by_role: 'seller', note: '' },
      ]),
    ).toEqual({ Pending: at(1), Processing: at(5) });
    expect(reachedAt(undefined)).toEqual({});
  });

  it('counts an order as open until it is delivered or cancelled', () => {
    const open: OrderStatus[] = ['Pending', 'Processing', 'OutForDelivery'];
    expect(open.every(isOpenStatus)).toBe(true);
    expect(isOpenStatus('Delivered') || isOpenStatus('Cancelled')).toBe(false);
  });
});

describe('who cancelled', () => {
  const entry = (status: OrderStatus, by: 'customer' | 'seller' | 'admin') => ({
    status,
    at: '2026-11-26T08:00:00.000Z',
    by_role: by,
    note: '',
  });

  it('tells the shopper’s own cancelling from the shop’s', () => {
    expect(cancelledBy([entry('Pending', 'customer'), entry('Cancelled', 'customer')])).toBe(
      'customer',
    );
    expect(cancelledBy([entry('Pending', 'customer'), entry('Cancelled', 'admin')])).toBe('shop');
    expect(cancelledBy([entry('Pending', 'customer')])).toBeUndefined();
    expect(cancelledBy(undefined)).toBeUndefined();
  });
});
