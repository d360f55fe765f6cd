import type { OwnReview, PublicReview } from '@/contracts/reviews';
import type { Db } from '@/server/db/db-types';
import { AppError } from '@/server/errors/app-error';
import type { Listed, Page } from './listed';
import { isPublishedItem } from '@/server/modules/catalog';
import { toOwnReview, toPublicReview } from './review-mapper';
import { averageOf, publishedSince, reviewsOfOrder } from './review-repository';
import { publishedReviewRows } from './staff-review-repository';

/** The user's reviews of one order of theirs, for the order's details (none for another's). */
export async function ownReviewsOfOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OwnReview[]> {
  return (await reviewsOfOrder(db, userId, orderId)).map(toOwnReview);
}

/**
 * The published reviews written since `sinceMs` (the dashboard's week): their average to two
 * decimals, null when there are none (no rating is not a rating of 0).
 */
export async function weekRating(
  db: Db,
  sinceMs: number,
): Promise<{ average: number | null; count: number }> {
  const { sum, count } = await publishedSince(db, sinceMs);
  return { average: count === 0 ? null : averageOf(sum, count), count };
}

/**
 * GET /items/{id}/reviews: the published reviews of a published product, newest first. An
 * unpublished product's reviews are as hidden as the product.
 */
export async function itemReviews(
  db: Db,
  itemId: number,
  page: Page,
): Promise<Listed<PublicReview>> {
  if (!(await isPublishedItem(db, itemId))) throw AppError.notFound('error.item_not_found');
  const { rows, total } = await publishedReviewRows(db, itemId, page);
  return { results: rows.map(toPublicReview), total };
}
