import type { OrderStatus } from '@/contracts/order-constants';

/**
 * Who asks for a move: the shop's staff (seller or admin), the order's own customer, or the
 * driver whose round it is on.
 */
export type Mover = 'staff' | 'customer' | 'driver';

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

/**
 * A driver at the door: delivered, or not, in which case the order goes back to the shop
 * (being prepared, for another round) or is cancelled, as the shop's rule for the reason says.
 */
const DRIVER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: [],
  Processing: [],
  OutForDelivery: ['Delivered', 'Processing', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

const MOVES: Readonly<Record<Mover, Readonly<Record<OrderStatus, readonly OrderStatus[]>>>> = {
  staff: STAFF_MOVES,
  customer: CUSTOMER_MOVES,
  driver: DRIVER_MOVES,
};

export function canMove(from: OrderStatus, to: OrderStatus, mover: Mover): boolean {
  return MOVES[mover][from].includes(to);
}

/** Where staff can take an order from here (the dashboard's buttons). */
export function nextStatuses(from: OrderStatus, mover: Mover): readonly OrderStatus[] {
  return MOVES[mover][from];
}

/** Orders in these statuses hold stock and count against the customer's open budget. */
export function isOpen(status: OrderStatus): boolean {
  return status !== 'Delivered' && status !== 'Cancelled';
}
