import type { z } from 'zod';
import {
  REVIEW_EDIT_DAYS,
  REVIEW_WINDOW_DAYS,
  type OwnReview,
  type reviewBodySchema,
} from '@/contracts/reviews';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import { isUniqueViolation } from '@/server/db/db-errors';
import type { Db } from '@/server/db/db-types';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { limits } from '@/server/rate-limit/attempt-limits';
import { editableUntil, toOwnReview } from './review-mapper';
import {
  deliveredAt,
  insertReview,
  orderHasItem,
  orderOfUser,
  refreshItemRating,
  reviewById,
  reviewToWrite,
  updateReview,
  type ReviewRow,
} from './review-repository';
import { publishedAfterWrite, withinReviewWindow } from './review-rules';

type ReviewInput = z.output<typeof reviewBodySchema>;

/** What a write did: the review's id, and whether the product's public figures may have moved. */
interface Written {
  id: number;
  publicChange: boolean;
}

/** The delivered order's time, after the checks only its shopper's delivered order passes. */
async function checkOrder(db: Db, userId: number, orderId: number, itemId: number) {
  const order = await orderOfUser(db, userId, orderId);
  // Another shopper's order is answered as none at all: its existence is not theirs to learn.
  if (!order) throw AppError.notFound('error.order_not_found');
  if (order.status !== 'Delivered') {
    throw new AppError('conflict', { message: 'error.review_not_delivered' });
  }
  if (!(await orderHasItem(db, orderId, itemId))) {
    throw AppError.field('item_id', 'validation.unknown_item');
  }
  // Null (no Delivered row in the history) leaves no window to count: a first review is refused.
  return deliveredAt(db, orderId);
}

async function editReview(
  trx: Db,
  before: ReviewRow,
  input: ReviewInput,
  at: number,
): Promise<Written> {
  if (at >= editableUntil(before.created_at)) {
    throw new AppError('conflict', {
      message: 'error.review_locked',
      params: { days: REVIEW_EDIT_DAYS },
    });
  }
  const published = publishedAfterWrite(before, input.comment);
  await updateReview(trx, before.id, {
    rating: input.rating,
    comment: input.comment,
    published,
    updated_at: at,
  });
  if (before.published === 1 || published === 1) await refreshItemRating(trx, before.item_id);
  return { id: before.id, publicChange: before.published === 1 || published === 1 };
}

async function writeReview(
  db: Db,
  userId: number,
  orderId: number,
  input: ReviewInput,
  delivered: number | null,
): Promise<Written> {
  return inTransaction(db, async (trx) => {
    const at = now();
    const before = await reviewToWrite(trx, orderId, input.item_id);
    if (before) return editReview(trx, before, input, at);
    if (delivered === null || !withinReviewWindow(delivered, at)) {
      throw new AppError('conflict', {
        message: 'error.review_window_closed',
        params: { days: REVIEW_WINDOW_DAYS },
      });
    }
    const published = publishedAfterWrite(undefined, input.comment);
    const id = await insertReview(trx, {
      order_id: orderId,
      item_id: input.item_id,
      user_id: userId,
      rating: input.rating,
      comment: input.comment,
      published,
      at,
    });
    if (published === 1) await refreshItemRating(trx, input.item_id);
    return { id, publicChange: published === 1 };
  });
}

/**
 * POST /user/orders/{id}/reviews: the shopper's first review of a product of their delivered
 * order, or their change to it while it may change. Each post that passes the order's checks
 * spends the account's budget (20 an hour) before anything is written.
 */
export async function postReview(
  db: Db,
  userId: number,
  orderId: number,
  input: ReviewInput,
): Promise<OwnReview> {
  const delivered = await checkOrder(db, userId, orderId, input.item_id);
  await limits().reviews.take(String(userId));
  let written: Written;
  try {
    written = await writeReview(db, userId, orderId, input, delivered);
  } catch (error) {
    // Two first posts raced past the read and the unique (order, item) index refused the
    // second insert: that post is the first one's edit, as if it had come a moment later.
    if (!isUniqueViolation(error)) throw error;
    written = await writeReview(db, userId, orderId, input, delivered);
  }
  // A review that was and stays unpublished changes nothing anyone else reads (the product's
  // figures, its list of reviews): only then are the public caches left as they are.
  if (written.publicChange) catalogueChanged();
  const row = await reviewById(db, written.id);
  if (!row) throw AppError.notFound('error.review_not_found');
  return toOwnReview(row);
}
