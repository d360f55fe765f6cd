import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ReviewModerationBody, StaffReview } from '@/contracts/reviews';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** Reviews a page holds: enough to scroll on a phone, few enough to load fast. */
export const REVIEWS_PAGE_SIZE = 20;

/** Which reviews the screen asks for: the API tells published from not, nothing finer. */
export type ReviewsShown = 'all' | 'published' | 'unpublished';

export interface ReviewsFilter {
  shown: ReviewsShown;
  q: string;
}

export interface ReviewsPage {
  reviews: StaffReview[];
  total: number;
}

const PUBLISHED_QUERY = { all: undefined, published: 'true', unpublished: 'false' } as const;

/** GET /admin/reviews: one page, newest first, narrowed by the published flag and words. */
export function useStaffReviews(filter: ReviewsFilter, page: number, locale: Locale) {
  const account = useSessionKey();
  const q = filter.q.trim();
  return useShopSWR<ReviewsPage>(
    accountCallKey('adminReviews', undefined, account, locale, filter.shown, q, page),
    async () => {
      const answer = await call(
        'adminReviews',
        {
          query: { published: PUBLISHED_QUERY[filter.shown], q: q || undefined },
          page,
          limit: REVIEWS_PAGE_SIZE,
        },
        { locale },
      );
      return { reviews: answer.results, total: answer.total ?? answer.results.length };
    },
    { keepPreviousData: true },
  );
}

/**
 * POST /admin/reviews/{id}: publish, hide or answer a review. Every cached page is asked again
 * whatever the answer, so the list shows the review as it now stands (another seller may have
 * changed it meanwhile, or a filter may no longer hold it).
 */
export function useModerateReview(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: ReviewModerationBody): Promise<StaffReview> => {
      try {
        return (await call('adminReviewUpdate', { params: { id }, body }, { locale })).results;
      } finally {
        await mutate(isCallKey('adminReviews'));
      }
    },
    [mutate, locale],
  );
}
