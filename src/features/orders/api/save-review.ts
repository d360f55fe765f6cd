import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Order } from '@/contracts/order';
import type { OwnReview, ReviewBody } from '@/contracts/reviews';
import { call } from '@/lib/api/call';
import { orderKey } from '@/lib/api/order-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** POST /user/orders/{id}/reviews: a first review, or the same item's review changed. */
export async function saveReview(
  orderId: number,
  body: ReviewBody,
  locale: Locale,
): Promise<OwnReview> {
  return (await call('orderReview', { params: { id: orderId }, body }, { locale })).results;
}

/** The order as it is once `review` is saved: the item's review replaced, or added. */
export function withReview(order: Order, review: OwnReview): Order {
  const others = (order.reviews ?? []).filter((known) => known.item_id !== review.item_id);
  return { ...order, reviews: [...others, review] };
}

/**
 * Saves a review of one of the order's products and shows it at once in the cached order,
 * then asks for the order again: the shop may have published it meanwhile.
 */
export function useSaveReview(orderId: number, locale: Locale) {
  const { mutate } = useSWRConfig();
  const key = orderKey(orderId, useSessionKey(), locale);
  return useCallback(
    async (body: ReviewBody) => {
      const review = await saveReview(orderId, body, locale);
      await mutate<Order>(key, (order) => (order ? withReview(order, review) : order), {
        revalidate: true,
      });
      return review;
    },
    [mutate, key, orderId, locale],
  );
}
