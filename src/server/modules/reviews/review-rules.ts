import { REVIEW_WINDOW_DAYS } from '@/contracts/reviews';
import type { ReviewRow } from './review-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The shop's publication rule for what shoppers write:
 * - a rating without a comment is published at once: a number says nothing another shopper
 *   could be hurt or misled by;
 * - a review with a comment waits for staff (published 0), because other shoppers will read
 *   it; an edit that changes the comment to other non-empty text waits again, or an approved
 *   comment could be swapped for anything;
 * - a review staff hid (moderated_at set and published 0) stays hidden whatever its shopper
 *   edits, or an edit would be a way round the moderation.
 */
export function publishedAfterWrite(
  before: Pick<ReviewRow, 'comment' | 'published' | 'moderated_at'> | undefined,
  comment: string,
): 0 | 1 {
  if (before && before.moderated_at !== null && before.published === 0) return 0;
  if (comment === '') return 1;
  if (before && before.comment === comment) return before.published;
  return 0;
}

/** Whether a product delivered at `deliveredAt` may still be reviewed at `at`. */
export const withinReviewWindow = (deliveredAt: number, at: number): boolean =>
  at < deliveredAt + REVIEW_WINDOW_DAYS * DAY_MS;
