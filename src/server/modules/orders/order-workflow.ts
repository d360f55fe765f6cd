import type { OrderStatus } from '@/contracts/order-constants';

/** Who asks for a move: the shop's staff (seller or admin), or the order's own customer. */
export type Mover = 'staff' | 'customer';

/**
 * The moves the workflow allows (api-contract.md, Version 2): forward one step at a time,
 * and Cancelled from Pending or Processing. Delivered and Cancelled are final.
 */
const STAFF_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Processing', 'Cancelled'],
  Processing: ['OutForDelivery', 'Cancelled'],
  OutForDelivery: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

/** A customer may only cancel, and only before the shop has started on the order. */
const CUSTOMER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Cancelled'],
  Processing: [],
  OutForDelivery: [],
  Delivered: [],
  Cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus, mover: Mover): boolean {
  return (mover === 'staff' ? STAFF_MOVES : CUSTOMER_MOVES)[from].includes(to);
}

/** Where staff can take an order from here (the dashboard's buttons). */
export function nextStatuses(from: OrderStatus, mover: Mover): readonly OrderStatus[] {
  return (mover === 'staff' ? STAFF_MOVES : CUSTOMER_MOVES)[from];
}

/** Orders in these statuses hold stock and count against the customer's open budget. */
export function isOpen(status: OrderStatus): boolean {
  return status !== 'Delivered' && status !== 'Cancelled';
}
