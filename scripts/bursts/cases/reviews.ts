// Reviews under posts sent all at once (issue 45): a shopper's double tap on "send" for the
// first review of a product of a delivered order.
import type { Order } from '@/contracts/order';
import type { OwnReview } from '@/contracts/reviews';
import { call } from '../../resilience/shop-client';
import type { BurstCase } from '../burst-case';
import { burstOf, expectOk, statusProblems, tally } from '../burst';

const firstReviews: BurstCase = {
  name: 'first reviews',
  invariant:
    'a product of an order has one review, however many first reviews of it its shopper sends at once; none is a server error',
  async run(shop) {
    const shopper = await shop.newShopper();
    const itemId = shop.items.cheap;
    const order = expectOk(
      await call<Order>(shop.origin, '/user/orders/add', {
        body: { address_id: shopper.addressId, items: [{ item_id: itemId, qty: 1 }] },
        token: shopper.token,
        ip: shopper.ip,
      }),
      'order',
    );
    for (const status of ['Processing', 'OutForDelivery', 'Delivered']) {
      expectOk(
        await call(shop.origin, `/admin/orders/${order.id}/status`, {
          body: { status },
          token: shop.adminToken,
          ip: shop.freshIp(),
        }),
        `order to ${status}`,
      );
    }
    const answers = await burstOf<OwnReview>(
      4,
      shop.origin,
      `/user/orders/${order.id}/reviews`,
      (index) => ({
        body: { item_id: itemId, rating: (index % 5) + 1 },
        token: shopper.token,
        ip: shopper.ip,
      }),
    );
    const reviews = await shop.db
      .selectFrom('reviews')
      .select('id')
      .where('order_id', '=', order.id)
      .where('item_id', '=', itemId)
      .execute();
    // A post that lost the race is the winner's edit (200), or refused (409): never a 500.
    const problems = statusProblems(answers, [200, 409]);
    if (reviews.length !== 1)
      problems.push(`${reviews.length} reviews of one product of one order`);
    return {
      observed: `4 first reviews at once: ${tally(answers)}; ${reviews.length} review`,
      problems,
    };
  },
};

export const reviewCases: BurstCase[] = [firstReviews];
