import { defineRoute } from '@/server/http/define-route';
import { listStaffReviews, moderateReview } from './review-moderation-service';
import { itemReviews as publishedReviews } from './review-read-service';
import { postReview } from './review-write-service';

export const itemReviews = defineRoute('itemReviews', {
  summary:
    'A published product’s published reviews, newest first: the rating (1 to 5), the comment, the reviewer as first name and initial of the last (“Mona S.”), `verified` (always true: only the shopper of a delivered order reviews) and the shop’s reply. 404 for an unknown or unpublished product.',
  async handle({ db, params, paging }) {
    return publishedReviews(db, params.id, paging);
  },
});

export const orderReview = defineRoute('orderReview', {
  summary:
    'The shopper rates a product of their delivered order (`item_id`, `rating` 1 to 5, an optional `comment` of at most 1000 characters without links or markup), within 60 days of delivery. Once per product per order: a second post changes the review for 7 days after it was first written (409 after). A rating alone is published at once; a comment waits for staff, and a changed comment waits again; a review staff hid stays hidden. 404 for an order that is not the caller’s, 409 before delivery, 400 for a product not in the order, 429 past 20 posts an hour.',
  async handle({ db, params, body, user }) {
    const results = await postReview(db, user.userId, params.id, body);
    return { results, message: 'ok.review_saved' };
  },
});

export const adminReviews = defineRoute('adminReviews', {
  summary:
    'Staff: every review, newest first, with its product (name in the language asked for, picture), its shopper’s full name, its order’s number and the reply; `?published=true|false` (false: waiting or hidden) and `?q=` (words of the product’s English or Arabic name, the shopper’s name or the comment, any case).',
  async handle({ db, paging, query, locale }) {
    return listStaffReviews(db, query, paging, locale);
  },
});

export const adminReviewUpdate = defineRoute('adminReviewUpdate', {
  summary:
    'Staff publish or hide a review (`published`) and answer it (`reply`; an empty one takes the answer away). The product’s rating and count follow its published reviews at once. 404 for an unknown review. Recorded in the audit log (`review.moderate`).',
  async handle({ db, params, body, user, locale }) {
    const results = await moderateReview(db, params.id, body, {
      userId: user.userId,
      role: user.role,
      locale,
    });
    return { results, message: 'ok.review_moderated' };
  },
});
