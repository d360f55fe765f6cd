import useSWRInfinite from 'swr/infinite';
import { ITEM_REVIEWS_PAGE } from '@/contracts/review-constants';
import type { PublicReview } from '@/contracts/reviews';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import { swrConfig } from '@/lib/api/swr-config';
import type { Locale } from '@/lib/i18n/locales';

export interface ReviewsPage {
  reviews: PublicReview[];
  /** Another page follows. */
  more: boolean;
}

/** GET /items/{id}/reviews: one page of the published reviews, newest first. */
export async function getItemReviews(
  id: number,
  page: number,
  locale: Locale,
): Promise<ReviewsPage> {
  const answer = await call(
    'itemReviews',
    { params: { id }, page, limit: ITEM_REVIEWS_PAGE },
    { locale },
  );
  const reviews = answer.results;
  // Without a total, a full page may be followed by another.
  const more =
    answer.total === undefined
      ? reviews.length >= ITEM_REVIEWS_PAGE
      : page * ITEM_REVIEWS_PAGE < answer.total;
  return { reviews, more };
}

/**
 * A product's published reviews, a page at a time ("More reviews" asks for the next). Nothing
 * is asked for when the product has none (`count` 0).
 */
export function useItemReviews(id: number, count: number, locale: Locale) {
  return useSWRInfinite<ReviewsPage, unknown>(
    (index: number, previous: ReviewsPage | null) =>
      count === 0 || (previous && !previous.more)
        ? null
        : callKey('itemReviews', { id }, locale, index + 1),
    (key: ReturnType<typeof callKey>) => getItemReviews(id, Number(key[2]), locale),
    { ...swrConfig, revalidateFirstPage: false },
  );
}
