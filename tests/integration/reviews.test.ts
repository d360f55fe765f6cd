import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Item } from '@/contracts/catalog';
import type { Order } from '@/contracts/order';
import {
  REVIEW_EDIT_DAYS,
  REVIEW_WINDOW_DAYS,
  type OwnReview,
  type PublicReview,
  type StaffReview,
} from '@/contracts/reviews';
import { setClockForTests } from '@/server/clock';
import { ownReviewsOfOrder, weekRating } from '@/server/modules/reviews';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { openSlotId, setZoneMinimum, stockItem } from './support/orders';
import { registerStaff } from './support/staff';

const ZONE = 1;
const DAY = 24 * 60 * 60 * 1000;

describeApi('reviews from people who bought', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let driver: Customer;

  beforeAll(async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    driver = await registerStaff(suite.api, suite.server.db, 'driver');
  });

  afterEach(() => setClockForTests(undefined));

  const db = () => suite.server.db;

  /** A new shopper's order of `itemIds`, moved on to Delivered unless `deliver` is false. */
  async function boughtOrder(itemIds: number[], deliver = true, name = 'Mona Samir') {
    for (const id of itemIds) await stockItem(db(), id, { stock: 50, priceCents: 10_000 });
    const customer = await registerCustomer(suite.api, { name });
    const address = await createAddress(suite.api, customer.token, ZONE);
    const placed = await suite.api.post<Order>(
      '/user/orders/add',
      {
        address_id: address.id,
        items: itemIds.map((item_id) => ({ item_id, qty: 1 })),
        slot_id: await openSlotId(suite.api, ZONE),
      },
      { token: customer.token },
    );
    expect(placed.status).toBe(200);
    const order = placed.body.results!;
    const steps = deliver ? ['Processing', 'OutForDelivery', 'Delivered'] : ['Processing'];
    for (const status of steps) {
      const moved = await suite.api.post(
        `/admin/orders/${order.id}/status`,
        { status },
        { token: admin.token },
      );
      expect([status, moved.status]).toEqual([status, 200]);
    }
    return { customer, order };
  }

  const review = (orderId: number, body: Record<string, unknown>, token: string) =>
    suite.api.post<OwnReview>(`/user/orders/${orderId}/reviews`, body, { token });

  const moderate = (id: number, body: Record<string, unknown>, token = seller.token) =>
    suite.api.post<StaffReview>(`/admin/reviews/${id}`, body, { token });

  const figures = async (itemId: number) => {
    const answer = await suite.api.get<Item>(`/item/details/${itemId}`);
    expect(answer.status).toBe(200);
    return { rating: answer.body.results?.rating, count: answer.body.results?.reviews_count };
  };

  const published = async (itemId: number) => {
    const answer = await suite.api.get<PublicReview[]>(`/items/${itemId}/reviews`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  const reviewCount = async (orderId: number) =>
    (await db().selectFrom('reviews').select('id').where('order_id', '=', orderId).execute())
      .length;

  describe('who may review', () => {
    it('answers a stranger as if the order did not exist', async () => {
      const { order } = await boughtOrder([1]);
      const stranger = await registerCustomer(suite.api);
      const answer = await review(order.id, { item_id: 1, rating: 5 }, stranger.token);
      expect(answer.status).toBe(404);
      expect(await reviewCount(order.id)).toBe(0);
    });

    it('refuses an order not yet delivered, and a product not in the order', async () => {
      const pending = await boughtOrder([1], false);
      const early = await review(
        pending.order.id,
        { item_id: 1, rating: 5 },
        pending.customer.token,
      );
      expect(early.status).toBe(409);

      const { customer, order } = await boughtOrder([1]);
      const other = await review(order.id, { item_id: 2, rating: 5 }, customer.token);
      expect(other.status).toBe(400);
      expect(Object.keys(other.body.errors ?? {})).toEqual(['item_id']);
      expect(await reviewCount(order.id)).toBe(0);
    });

    it(`closes ${REVIEW_WINDOW_DAYS} days after delivery`, async () => {
      const { customer, order } = await boughtOrder([1]);
      await db()
        .updateTable('order_history')
        .set({ at: Date.now() - (REVIEW_WINDOW_DAYS + 1) * DAY })
        .where('order_id', '=', order.id)
        .where('status', '=', 'Delivered')
        .execute();
      const late = await review(order.id, { item_id: 1, rating: 4 }, customer.token);
      expect(late.status).toBe(409);
      expect(await reviewCount(order.id)).toBe(0);
    });
  });

  describe('once per product per order', () => {
    it('edits on a second post, then locks the review', async () => {
      const { customer, order } = await boughtOrder([3]);
      const first = await review(order.id, { item_id: 3, rating: 2 }, customer.token);
      expect(first.status).toBe(200);
      expect(first.body.results).toMatchObject({
        item_id: 3,
        order_id: order.id,
        rating: 2,
        comment: '',
        name: 'Mona S.',
        verified: true,
        published: true,
        reply: null,
      });
      const until = Date.parse(first.body.results!.editable_until);
      expect(until - Date.parse(first.body.results!.created_at)).toBe(REVIEW_EDIT_DAYS * DAY);

      const second = await review(order.id, { item_id: 3, rating: 4 }, customer.token);
      expect(second.status).toBe(200);
      expect(second.body.results).toMatchObject({ id: first.body.results!.id, rating: 4 });
      expect(await reviewCount(order.id)).toBe(1);

      setClockForTests(() => until + 1000);
      const locked = await review(order.id, { item_id: 3, rating: 1 }, customer.token);
      expect(locked.status).toBe(409);
      setClockForTests(undefined);
      expect(await figures(3)).toEqual({ rating: 4, count: 1 });
    });
  });

  describe('publication and the product’s figures', () => {
    it('publishes a rating at once, keeps a comment for staff, hides for good', async () => {
      const item = 4;
      const a = await boughtOrder([item], true, 'منى سمير');
      const b = await boughtOrder([item]);
      const five = await review(a.order.id, { item_id: item, rating: 5 }, a.customer.token);
      expect(five.body.results?.name).toBe('منى س.');
      const four = await review(
        b.order.id,
        { item_id: item, rating: 4, comment: 'Fresh and well cleaned' },
        b.customer.token,
      );
      expect(four.body.results?.published).toBe(false);
      expect(await figures(item)).toEqual({ rating: 5, count: 1 });
      expect((await published(item)).results?.map((entry) => entry.rating)).toEqual([5]);

      const shown = await moderate(four.body.results!.id, { published: true, reply: 'Thank you!' });
      expect(shown.status).toBe(200);
      expect(await figures(item)).toEqual({ rating: 4.5, count: 2 });
      const list = await published(item);
      expect(list.total).toBe(2);
      expect(list.results?.[0]).toMatchObject({
        rating: 4,
        comment: 'Fresh and well cleaned',
        name: 'Mona S.',
        verified: true,
        reply: 'Thank you!',
      });

      // Unchanged comment: still published; a changed one waits again.
      await review(
        b.order.id,
        { item_id: item, rating: 3, comment: 'Fresh and well cleaned' },
        b.customer.token,
      );
      expect(await figures(item)).toEqual({ rating: 4, count: 2 });
      const changed = await review(
        b.order.id,
        { item_id: item, rating: 3, comment: 'Now a different story' },
        b.customer.token,
      );
      expect(changed.body.results?.published).toBe(false);
      expect(await figures(item)).toEqual({ rating: 5, count: 1 });

      // Staff hide the five; its shopper's edits leave it hidden.
      await moderate(five.body.results!.id, { published: false }, admin.token);
      expect(await figures(item)).toEqual({ rating: 0, count: 0 });
      const edited = await review(a.order.id, { item_id: item, rating: 4 }, a.customer.token);
      expect(edited.body.results?.published).toBe(false);
      expect((await published(item)).results).toEqual([]);
    });

    it('takes the reply away on an empty one, and answers 404 for an unknown review', async () => {
      const { customer, order } = await boughtOrder([5]);
      const written = await review(order.id, { item_id: 5, rating: 3 }, customer.token);
      const id = written.body.results!.id;
      const replied = await moderate(id, { reply: 'We will do better' });
      expect(replied.body.results).toMatchObject({ reply: 'We will do better' });
      expect(replied.body.results?.replied_at).not.toBeNull();
      const removed = await moderate(id, { reply: '' });
      expect(removed.body.results).toMatchObject({ reply: null, replied_at: null });
      expect((await moderate(999_999, { published: true })).status).toBe(404);
      expect((await suite.api.get('/items/999999/reviews')).status).toBe(404);
    });
  });

  describe('staff', () => {
    it('lets sellers and admins moderate, not shoppers or drivers, and keeps it in the log', async () => {
      const { customer, order } = await boughtOrder([6]);
      const written = await review(
        order.id,
        { item_id: 6, rating: 5, comment: 'Lovely ducks' },
        customer.token,
      );
      const id = written.body.results!.id;
      expect((await moderate(id, { published: true }, customer.token)).status).toBe(403);
      expect((await moderate(id, { published: true }, driver.token)).status).toBe(403);
      expect((await suite.api.get('/admin/reviews', { token: customer.token })).status).toBe(403);
      expect((await moderate(id, { published: true }, seller.token)).status).toBe(200);
      expect((await moderate(id, { published: false }, admin.token)).status).toBe(200);

      const log = await suite.api.get<{ action: string; before: object; after: object }[]>(
        `/admin/audit?entity=review&entity_id=${id}`,
        { token: admin.token },
      );
      expect(log.status).toBe(200);
      expect(log.body.results?.map((entry) => [entry.action, entry.after])).toEqual([
        ['review.moderate', { is_published: false, reply: null }],
        ['review.moderate', { is_published: true, reply: null }],
      ]);
    });

    it('lists reviews newest first, by state and by words', async () => {
      const { customer, order } = await boughtOrder([7], true, 'Karim Zaher');
      const written = await review(
        order.id,
        { item_id: 7, rating: 2, comment: 'Too SALTY for us' },
        customer.token,
      );
      const id = written.body.results!.id;
      const waiting = await suite.api.get<StaffReview[]>('/admin/reviews?published=false', {
        token: seller.token,
        lang: 'ar',
      });
      expect(waiting.status).toBe(200);
      const mine = waiting.body.results?.find((entry) => entry.id === id);
      expect(mine).toMatchObject({
        customer: { id: customer.user.id, name: 'Karim Zaher' },
        order: { id: order.id, number: order.number },
        replied_at: null,
      });
      const arabicName = await db()
        .selectFrom('items')
        .select(['name_ar', 'name_en'])
        .where('id', '=', 7)
        .executeTakeFirstOrThrow();
      expect(mine?.item.name).toBe(arabicName.name_ar);
      expect(waiting.body.results?.every((entry) => !entry.published)).toBe(true);

      for (const q of ['salty', 'karim', arabicName.name_en.toUpperCase(), arabicName.name_ar]) {
        const found = await suite.api.get<StaffReview[]>(
          `/admin/reviews?q=${encodeURIComponent(q)}`,
          { token: seller.token },
        );
        expect([q, found.body.results?.some((entry) => entry.id === id)]).toEqual([q, true]);
      }
      const none = await suite.api.get<StaffReview[]>('/admin/reviews?q=salty&published=true', {
        token: seller.token,
      });
      expect(none.body.results).toEqual([]);
      const all = await suite.api.get<StaffReview[]>('/admin/reviews', { token: admin.token });
      const times = all.body.results?.map((entry) => Date.parse(entry.created_at)) ?? [];
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(all.body.total).toBe(all.body.results?.length);
    });
  });

  describe('bad input', () => {
    it.each([
      ['rating 0', { rating: 0 }],
      ['rating 6', { rating: 6 }],
      ['rating 2.5', { rating: 2.5 }],
      ['a link', { rating: 5, comment: 'see www.example.com' }],
      ['markup', { rating: 5, comment: '<b>great</b>' }],
      ['too long', { rating: 5, comment: 'a'.repeat(1001) }],
    ])('refuses %s and writes nothing', async (_name, body) => {
      const { customer, order } = await boughtOrder([8]);
      const answer = await review(order.id, { item_id: 8, ...body }, customer.token);
      expect(answer.status).toBe(400);
      expect(await reviewCount(order.id)).toBe(0);
    });

    it('refuses the 21st write of an hour', async () => {
      const { customer, order } = await boughtOrder([9]);
      for (let index = 0; index < 20; index += 1) {
        const answer = await review(
          order.id,
          { item_id: 9, rating: (index % 5) + 1 },
          customer.token,
        );
        expect([index, answer.status]).toEqual([index, 200]);
      }
      const refused = await review(order.id, { item_id: 9, rating: 1 }, customer.token);
      expect(refused.status).toBe(429);
      expect(await figures(9)).toEqual({ rating: 5, count: 1 });
    });
  });

  describe('for other modules', () => {
    it('gives an order’s own reviews and the week’s published rating', async () => {
      // A day ahead, so that the reviews of the tests above are before it.
      const since = Date.now() + DAY;
      setClockForTests(() => since);
      const before = await weekRating(db(), since);
      expect(before).toEqual({ average: null, count: 0 });
      const { customer, order } = await boughtOrder([11, 12]);
      await review(order.id, { item_id: 11, rating: 4 }, customer.token);
      await review(order.id, { item_id: 12, rating: 3 }, customer.token);
      await review(
        order.id,
        { item_id: 12, rating: 1, comment: 'Waiting for staff' },
        customer.token,
      );
      expect(await weekRating(db(), since)).toEqual({ average: 4, count: 1 });
      const own = await ownReviewsOfOrder(db(), customer.user.id, order.id);
      expect(own.map((entry) => [entry.item_id, entry.rating, entry.published])).toEqual([
        [11, 4, true],
        [12, 1, false],
      ]);
      const stranger = await registerCustomer(suite.api);
      expect(await ownReviewsOfOrder(db(), stranger.user.id, order.id)).toEqual([]);

      const page = await suite.api.get<PublicReview[]>('/items/11/reviews?limit=1&page=2');
      expect([page.status, page.body.total, page.body.results]).toEqual([200, 1, []]);
    });
  });

  describe('two first posts at once', () => {
    it('keeps one review and answers both', async () => {
      const { customer, order } = await boughtOrder([10]);
      const answers = await Promise.all([
        review(order.id, { item_id: 10, rating: 5 }, customer.token),
        review(order.id, { item_id: 10, rating: 3 }, customer.token),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await reviewCount(order.id)).toBe(1);
      expect((await figures(10)).count).toBe(1);
    });
  });
});
