// Plain values of the order contract, kept apart from its zod schemas (order.ts re-exports
// them) so that browser code can use them without zod in its first load.

/** The workflow (api-contract.md, Version 2): Pending → Processing → OutForDelivery → Delivered. */
export const ORDER_STATUSES = [
  'Pending',
  'Processing',
  'OutForDelivery',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cash_on_delivery'] as const;
export const MAX_ORDER_LINES = 50;

/** The header that makes placing an order safe to retry (api-contract.md). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
