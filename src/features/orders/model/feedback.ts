import type { Order } from '@/contracts/order';
import { REVIEW_WINDOW_DAYS } from '@/contracts/review-constants';
import type { OwnReview } from '@/contracts/reviews';

/*
 * What a delivered order still lets its shopper do: review each product (once per product per
 * order, changed while `editable_until` lasts) and complain about lines until
 * `complaint_until`. The server decides; these only choose what to offer.
 */

const before = (until: string | null | undefined, now: number) =>
  Boolean(until) && now < Date.parse(until as string);

/** The shopper's review of the item, if they wrote one. */
export function reviewOf(order: Order, itemId: number): OwnReview | undefined {
  return order.reviews?.find((review) => review.item_id === itemId);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a product of the order may still be reviewed: delivered, within REVIEW_WINDOW_DAYS
 * of delivery (an order delivered before its delivery time was kept counts as open).
 */
export function canReview(order: Order, now: number): boolean {
  if (order.status !== 'Delivered') return false;
  if (!order.delivered_at) return true;
  return now < Date.parse(order.delivered_at) + REVIEW_WINDOW_DAYS * DAY_MS;
}

export const canEditReview = (review: OwnReview, now: number) => before(review.editable_until, now);

/**
 * The lines that carry a product's review: the first line of each item. Two lines of one
 * product (two weights, say) share one review, which shows once.
 */
export function reviewLineIds(order: Order): Set<number> {
  const seen = new Set<number>();
  const lines = new Set<number>();
  for (const line of order.items) {
    if (seen.has(line.item_id)) continue;
    seen.add(line.item_id);
    lines.add(line.id);
  }
  return lines;
}

/** Lines some complaint of the order already names: they are not offered again. */
export function complainedLineIds(order: Order): Set<number> {
  return new Set(
    (order.complaints ?? []).flatMap((complaint) => complaint.lines.map((l) => l.line_id)),
  );
}

/** Whether a complaint may still be made: its window is open and some line is left. */
export function canComplain(order: Order, now: number): boolean {
  if (!before(order.complaint_until, now)) return false;
  const taken = complainedLineIds(order);
  return order.items.some((line) => !taken.has(line.id));
}

/** Whether the order page has anything to show or offer about reviews and complaints. */
export function hasFeedback(order: Order): boolean {
  return (
    order.status === 'Delivered' ||
    (order.reviews?.length ?? 0) > 0 ||
    (order.complaints?.length ?? 0) > 0
  );
}
