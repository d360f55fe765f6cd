// Plain values of the messages contract (api-contract.md, Version 3: Messages), kept apart from
// zod so that the server's tables, the browser and the workers share one definition.

/** The ways a message can reach someone. */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What happened, to whom a message about it goes is the event's: shoppers or staff. */
export const MESSAGE_EVENTS = [
  'order_placed',
  'order_processing',
  'order_weighed',
  'order_out_for_delivery',
  'order_delivered',
  'order_delivery_failed',
  'order_cancelled',
  'new_order',
  'order_waiting',
  'pin',
  'contact_changed',
  'complaint_answered',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** Events that go to staff; the rest go to the shopper they concern. */
export const STAFF_EVENTS: readonly MessageEvent[] = ['new_order', 'order_waiting'];

/** The push topic a staff member follows to hear of new (and waiting) orders at once. */
export const NEW_ORDERS_TOPIC = 'new_orders';
export const PUSH_TOPICS = [NEW_ORDERS_TOPIC] as const;
