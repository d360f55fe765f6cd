import type { Order } from '@/contracts/order';
import type { Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { complaintWindowHours } from '@/server/modules/content';
import { deliveredAtOf, getOrder } from '@/server/modules/orders';
import { ownReviewsOfOrder } from '@/server/modules/reviews';
import { complaintsOf } from './complaint-service';
import { complaintUntil } from './complaint-rules';

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * GET /user/orders/{id}: one of the caller's orders (404 for any other) with what its shopper
 * may still do about it: when it was delivered, until when its lines may be complained about,
 * and their reviews and complaints with the shop's answers. Composed here rather than in the
 * orders module, which the reviews and complaints modules build on.
 */
export async function orderWithAnswers(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
): Promise<Order> {
  const order = await getOrder(db, userId, id, locale);
  const [delivered, hours, reviews, complaints] = await Promise.all([
    deliveredAtOf(db, [id]),
    complaintWindowHours(db),
    ownReviewsOfOrder(db, userId, id),
    complaintsOf(db, userId, id, locale),
  ]);
  const deliveredAt = order.status === 'Delivered' ? delivered.get(id) : undefined;
  const until = complaintUntil(deliveredAt, hours, now());
  return {
    ...order,
    delivered_at: deliveredAt === undefined ? null : iso(deliveredAt),
    complaint_until: until === null ? null : iso(until),
    reviews,
    complaints,
  };
}
