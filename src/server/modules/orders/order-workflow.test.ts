import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUSES, type OrderStatus } from '@/contracts/order-constants';
import { canMove, isOpen, nextStatuses } from './order-workflow';

const allowedForStaff: [OrderStatus, OrderStatus][] = [
  ['Pending', 'Processing'],
  ['Pending', 'Cancelled'],
  ['Processing', 'OutForDelivery'],
  ['Processing', 'Cancelled'],
  ['OutForDelivery', 'Delivered'],
];

describe('the order workflow', () => {
  it('lets staff move an order one step on, or cancel it before it leaves, and nothing else', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = allowedForStaff.some(([a, b]) => a === from && b === to);
        expect([from, to, canMove(from, to, 'staff')]).toEqual([from, to, allowed]);
      }
    }
  });

  it('lets a customer cancel only a pending order', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = from === 'Pending' && to === 'Cancelled';
        expect([from, to, canMove(from, to, 'customer')]).toEqual([from, to, allowed]);
      }
    }
  });

  it('offers no move out of a delivered or cancelled order, which are closed', () => {
    expect(nextStatuses('Delivered', 'staff')).toEqual([]);
    expect(nextStatuses('Cancelled', 'staff')).toEqual([]);
    expect(nextStatuses('Processing', 'staff')).toEqual(['OutForDelivery', 'Cancelled']);
    expect(ORDER_STATUSES.filter(isOpen)).toEqual(['Pending', 'Processing', 'OutForDelivery']);
  });
});
