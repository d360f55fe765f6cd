import { ORDER_STATUSES, type OrderStatus } from '@/contracts/order-constants';

/** What the order queue shows first: a status, and an order number or phone to look for. */
export interface QueueFilter {
  status?: OrderStatus;
  q?: string;
}

/** /dashboard/orders narrowed by `filter`: the overview's links into the queue. */
export function queueHref(filter: QueueFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q) query.set('q', filter.q);
  const search = query.toString();
  return search ? `/dashboard/orders?${search}` : '/dashboard/orders';
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The queue's filter from its URL; anything else in it is ignored. */
export function queueFilterFrom(query: Record<string, string | string[] | undefined>): QueueFilter {
  const status = ORDER_STATUSES.find((candidate) => candidate === first(query.status));
  const q = first(query.q)?.trim().slice(0, 40);
  return { ...(status ? { status } : {}), ...(q ? { q } : {}) };
}
