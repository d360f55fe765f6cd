import type { StaffReview } from '@/contracts/reviews';

/** Where a review stands for staff: shown under its product, waiting to be read, or hidden. */
export type ReviewState = 'published' | 'waiting' | 'hidden';

/** Unpublished and never moderated: waiting for staff; unpublished after staff acted: hidden. */
export function reviewState(review: Pick<StaffReview, 'published' | 'moderated_at'>): ReviewState {
  if (review.published) return 'published';
  return review.moderated_at === null ? 'waiting' : 'hidden';
}
