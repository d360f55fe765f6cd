import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import { adminReviews, adminReviewUpdate, itemReviews, orderReview } from './review-routes';

/*
 * The reviews module's door (issue 45): a delivered order's shopper rates its products, staff
 * moderate, the product's rating follows the published reviews.
 */

export const reviewRoutes = {
  itemReviews,
  orderReview,
  adminReviews,
  adminReviewUpdate,
} satisfies Partial<Record<RouteName, ApiRoute>>;

export { ownReviewsOfOrder, weekRating } from './review-read-service';
