import { z } from 'zod';
import { idSchema } from './fields';
import { MAX_RATING, MIN_RATING, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX } from './review-constants';
import { reviewText } from './review-text';

export * from './review-constants';

/*
 * Reviews from people who bought (api-contract.md, Version 3, "Reviews and complaints"). Only
 * the shopper of a delivered order reviews its products, once per product per order; the shop
 * moderates. Dates are ISO 8601 (UTC).
 */

/** A review as anyone reads it under a product (GET /items/{id}/reviews). */
export const publicReviewSchema = z.object({
  id: z.int(),
  rating: z.int().min(MIN_RATING).max(MAX_RATING),
  comment: z.string(),
  /** The reviewer as the shop shows them: first name and the initial of the last ("Mona S."). */
  name: z.string(),
  created_at: z.iso.datetime(),
  /** True for every review here: only a delivered order's shopper may write one. */
  verified: z.boolean(),
  /** The shop's answer, null until it gives one. */
  reply: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The shopper's own review (POST /user/orders/{id}/reviews, the order's details). */
export const ownReviewSchema = publicReviewSchema.extend({
  item_id: z.int(),
  order_id: z.int(),
  /** Whether it shows under the product: a rating alone at once, a comment once staff read it. */
  published: z.boolean(),
  updated_at: z.iso.datetime(),
  /** Until when the shopper may change it; after that the review stays as it is. */
  editable_until: z.iso.datetime(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** A review as staff moderate it (GET /admin/reviews). */
export const staffReviewSchema = ownReviewSchema.extend({
  item: z.object({ id: z.int(), name: z.string(), image: z.string() }),
  customer: z.object({ id: z.int(), name: z.string() }),
  order: z.object({ id: z.int(), number: z.string() }),
  replied_at: z.iso.datetime().nullable(),
  /** When staff last published or hid it: an unpublished review with none waits to be read. */
  moderated_at: z.iso.datetime().nullable(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

/** POST /user/orders/{id}/reviews: a second post for the same item edits it while it may. */
export const reviewBodySchema = z.object({
  item_id: idSchema,
  rating: z.int({ error: 'validation.rating' }).min(MIN_RATING).max(MAX_RATING),
  comment: reviewText(REVIEW_COMMENT_MAX),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

const emptyAsUndefined = z.literal('').transform(() => undefined);

/** GET /admin/reviews: published or not (waiting or hidden), and words of a product, a name or a comment. */
export const staffReviewsQuerySchema = z.object({
  published: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .or(emptyAsUndefined)
    .optional(),
  q: z.string().trim().max(80).optional(),
});
export type StaffReviewsQuery = z.input<typeof staffReviewsQuerySchema>;

/** POST /admin/reviews/{id}: publish or hide, and the shop's reply ('' takes it away). */
export const reviewModerationBodySchema = z
  .object({
    published: z.boolean().optional(),
    reply: reviewText(REVIEW_REPLY_MAX).optional(),
  })
  .refine((body) => body.published !== undefined || body.reply !== undefined, {
    path: ['body'],
    error: 'validation.nothing_to_update',
  });
export type ReviewModerationBody = z.input<typeof reviewModerationBodySchema>;
