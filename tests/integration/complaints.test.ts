import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Complaint, StaffComplaint } from '@/contracts/complaints';
import type { Order } from '@/contracts/order';
import type { StaffShopContent } from '@/contracts/shop-content';
import { setClockForTests } from '@/server/clock';
import type { Customer } from './support/accounts';
import {
  answerComplaint,
  complain,
  deliveredOrder,
  moveOrder,
  newShopper,
  placeOrder,
  type OrderItem,
} from './support/delivered-orders';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem } from './support/orders';
import { photo, pictureForm } from './support/pictures';
import { registerStaff } from './support/staff';

const ZONE = 1;
const HOUR = 60 * 60 * 1000;
/** Items sold by the piece with no choices to make, at 100 and 250 EGP. */
const FIRST = 30;
const SECOND = 31;
const TWO_LINES: OrderItem[] = [
  { item_id: FIRST, qty: 1 },
  { item_id: SECOND, qty: 2 },
];

describeApi('complaints: a delivered order’s shopper reports, staff answer', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let driver: Customer;

  beforeAll(async () => {
    const db = suite.server.db;
    await setZoneMinimum(db, ZONE, 0);
    await stockItem(db, FIRST, { stock: 500, priceCents: 10_000 });
    await stockItem(db, SECOND, { stock: 500, priceCents: 25_000 });
    seller = await registerStaff(suite.api, db, 'seller');
    admin = await registerStaff(suite.api, db, 'admin');
    driver = await registerStaff(suite.api, db, 'driver');
  });

  afterEach(() => setClockForTests(undefined));

  const delivered = () => deliveredOrder(suite.api, seller.token, TWO_LINES);
  const details = async (id: number, token: string) => {
    const answer = await suite.api.get<Order>(`/user/orders/${id}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.results!;
  };
  const lineBody = (order: Order, index = 0, reason = 'quality') => ({
    lines: [{ line_id: order.items[index]!.id, reason }],
  });
  const upload = (id: number, data: Uint8Array, token: string, name = 'photo.png') =>
    suite.api.postForm<Complaint>(
      `/user/complaints/${id}/images`,
      pictureForm(data, name, 'image/png'),
      { token },
    );
  const outboxRows = async (orderId: number) =>
    suite.server.db
      .selectFrom('outbox')
      .select(['event', 'user_id'])
      .where('order_id', '=', orderId)
      .where('event', '=', 'complaint_answered')
      .execute();

  describe('who may complain, and when', () => {
    it('only the order’s own shopper, only once it is delivered', async () => {
      const shopper = await newShopper(suite.api);
      const placed = (await placeOrder(suite.api, shopper, TWO_LINES)).body.results!;
      const early = await complain(suite.api, shopper.token, placed.id, lineBody(placed));
      expect(early.status).toBe(409);
      expect(early.body.message).toMatch(/once it is delivered/);
      const before = await details(placed.id, shopper.token);
      expect([before.delivered_at, before.complaint_until, before.complaints]).toEqual([
        null,
        null,
        [],
      ]);

      await moveOrder(suite.api, seller.token, placed.id, 'Delivered');
      const stranger = await newShopper(suite.api);
      const theirs = await complain(suite.api, stranger.token, placed.id, lineBody(placed));
      expect(theirs.status).toBe(404);

      const made = await complain(suite.api, shopper.token, placed.id, {
        ...lineBody(placed, 1, 'wrong_weight'),
        note: 'Smaller than usual',
      });
      expect(made.status).toBe(200);
      expect(made.body.results).toMatchObject({
        order_id: placed.id,
        number: placed.number,
        status: 'Pending',
        note: 'Smaller than usual',
        remedy: null,
        amount: null,
        answer: '',
        answered_at: null,
        pictures: [],
        lines: [{ line_id: placed.items[1]!.id, item_id: SECOND, reason: 'wrong_weight' }],
      });
      expect(made.body.results!.lines[0]!.line_total).toBe(500);

      const after = await details(placed.id, shopper.token);
      expect(after.complaints).toEqual([made.body.results]);
      expect(after.reviews).toEqual([]);
      const deliveredAt = Date.parse(after.delivered_at!);
      expect(Date.parse(after.complaint_until!)).toBe(deliveredAt + 48 * HOUR);
      // Another shopper's details of it stay a 404.
      expect(
        (await suite.api.get(`/user/orders/${placed.id}`, { token: stranger.token })).status,
      ).toBe(404);
    });

    it('within the shop’s window after delivery: 48 hours, or what an admin sets', async () => {
      const { shopper, order } = await delivered();
      const start = Date.now();
      setClockForTests(() => start + 49 * HOUR);
      const late = await complain(suite.api, shopper.token, order.id, lineBody(order));
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('48 hours');
      expect((await details(order.id, shopper.token)).complaint_until).toBeNull();

      const facts = (hours: number, token = admin.token) =>
        suite.api.post('/admin/shop-facts', { complaint_window_hours: hours }, { token });
      expect((await facts(72, seller.token)).status).toBe(403);
      expect((await facts(0)).status).toBe(400);
      expect((await facts(1.5)).status).toBe(400);
      expect((await facts(72)).status).toBe(200);
      const content = await suite.api.get<StaffShopContent>('/admin/shop-content', {
        token: seller.token,
      });
      expect(content.body.results!.facts.complaint_window_hours).toBe(72);
      try {
        const inTime = await complain(suite.api, shopper.token, order.id, lineBody(order));
        expect(inTime.status).toBe(200);
        const until = (await details(order.id, shopper.token)).complaint_until;
        expect(until).not.toBeNull();
      } finally {
        expect((await facts(48)).status).toBe(200);
      }
    });

    it('names lines of the order only, each once', async () => {
      const { shopper, order } = await delivered();
      const other = await delivered();
      const foreign = await complain(suite.api, shopper.token, order.id, {
        lines: [
          { line_id: order.items[0]!.id, reason: 'quality' },
          { line_id: other.order.items[0]!.id, reason: 'missing' },
        ],
      });
      expect(foreign.status).toBe(400);
      expect(Object.keys(foreign.body.errors ?? {})).toEqual(['lines.1.line_id']);
      const twice = await complain(suite.api, shopper.token, order.id, {
        lines: [
          { line_id: order.items[0]!.id, reason: 'quality' },
          { line_id: order.items[0]!.id, reason: 'missing' },
        ],
      });
      expect(twice.status).toBe(400);

      expect((await complain(suite.api, shopper.token, order.id, lineBody(order))).status).toBe(
        200,
      );
      const again = await complain(suite.api, shopper.token, order.id, lineBody(order, 0));
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/already reported/);
      // Two at once about the other line: one is made, the other refused (never a 500).
      const race = await Promise.all([
        complain(suite.api, shopper.token, order.id, lineBody(order, 1)),
        complain(suite.api, shopper.token, order.id, lineBody(order, 1, 'missing')),
      ]);
      expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect((await details(order.id, shopper.token)).complaints).toHaveLength(2);
    });
  });

  describe('photos', () => {
    it('takes up to three pictures as product pictures are made, refused the same way', async () => {
      const { shopper, order } = await delivered();
      const made = (await complain(suite.api, shopper.token, order.id, lineBody(order))).body
        .results!;
      const text = Buffer.from('just some words, not a picture at all\n'.repeat(20));
      const renamed = await upload(made.id, text, shopper.token);
      expect(renamed.status).toBe(400);
      expect(renamed.body.errors?.image).toBe('This file is not a JPEG, PNG or WebP picture.');

      const stranger = await newShopper(suite.api);
      const png = await photo('png', 1200, 900, 10);
      expect((await upload(made.id, png, stranger.token)).status).toBe(404);

      for (const red of [10, 20, 30]) {
        const added = await upload(made.id, await photo('png', 1200, 900, red), shopper.token);
        expect([red, added.status]).toEqual([red, 200]);
      }
      const full = await upload(made.id, await photo('png', 1200, 900, 40), shopper.token);
      expect(full.status).toBe(409);
      expect(full.body.message).toContain('3');
      const complaint = (await details(order.id, shopper.token)).complaints![0]!;
      expect(complaint.pictures).toHaveLength(3);
      for (const url of complaint.pictures) {
        expect(url).toMatch(/^\/api\/media\/items\/[0-9a-f]{32}\.webp$/);
        const served = await fetch(new URL(url, suite.server.baseUrl));
        expect(served.headers.get('content-type')).toBe('image/webp');
      }
    });

    it('takes no photo once staff took the complaint up', async () => {
      const { shopper, order } = await delivered();
      const made = (await complain(suite.api, shopper.token, order.id, lineBody(order))).body
        .results!;
      const taken = await answerComplaint(suite.api, seller.token, made.id, {
        status: 'Processing',
      });
      expect(taken.status).toBe(200);
      const late = await upload(made.id, await photo('png'), shopper.token);
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/already working/);
    });
  });

  describe('staff answers', () => {
    it('are staff’s: customers and drivers get 403', async () => {
      const { shopper, order } = await delivered();
      const made = (await complain(suite.api, shopper.token, order.id, lineBody(order))).body
        .results!;
      for (const token of [shopper.token, driver.token]) {
        expect((await suite.api.get('/admin/refund-requests', { token })).status).toBe(403);
        const answer = await answerComplaint(suite.api, token, made.id, { status: 'Rejected' });
        expect(answer.status).toBe(403);
      }
      expect(
        (await answerComplaint(suite.api, seller.token, 999_999, { status: 'Rejected' })).status,
      ).toBe(404);
    });

    it('lists complaints newest first with their order, customer, lines and next moves', async () => {
      const first = await delivered();
      const second = await delivered();
      const older = (
        await complain(suite.api, first.shopper.token, first.order.id, lineBody(first.order))
      ).body.results!;
      const newer = (
        await complain(suite.api, second.shopper.token, second.order.id, {
          lines: [
            { line_id: second.order.items[0]!.id, reason: 'quality' },
            { line_id: second.order.items[1]!.id, reason: 'missing' },
          ],
        })
      ).body.results!;
      const list = await suite.api.get<StaffComplaint[]>('/admin/refund-requests?status=Pending', {
        token: seller.token,
        lang: 'ar',
      });
      expect(list.status).toBe(200);
      const ids = list.body.results!.map((complaint) => complaint.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const shown = list.body.results!.find((complaint) => complaint.id === newer.id)!;
      expect(shown).toMatchObject({
        status: 'Pending',
        customer: { id: second.shopper.user.id, phone: second.shopper.user.phone },
        order: { id: second.order.id, number: second.order.number, total: second.order.total },
        next_statuses: ['Processing', 'Accepted', 'Rejected'],
      });
      expect(shown.order.delivered_at).not.toBeNull();
      expect(shown.lines.map((line) => [line.reason, line.line_total])).toEqual([
        ['quality', 100],
        ['missing', 500],
      ]);
      const arabic = await suite.api.get<Order>(`/user/orders/${second.order.id}`, {
        token: second.shopper.token,
        lang: 'ar',
      });
      expect(shown.lines.map((line) => line.name)).toEqual(
        arabic.body.results!.items.map((line) => line.name),
      );
      const answered = await suite.api.get<StaffComplaint[]>(
        '/admin/refund-requests?status=Accepted',
        {
          token: seller.token,
        },
      );
      expect(answered.body.results!.some((complaint) => complaint.id === newer.id)).toBe(false);
    });

    it('moves Pending → Processing → Accepted once, caps a money remedy and tells the shopper once', async () => {
      const { shopper, order } = await delivered();
      const made = (
        await complain(suite.api, shopper.token, order.id, {
          lines: [
            { line_id: order.items[0]!.id, reason: 'quality' },
            { line_id: order.items[1]!.id, reason: 'quality' },
          ],
        })
      ).body.results!;
      const answer = (body: Record<string, unknown>, token = seller.token) =>
        answerComplaint(suite.api, token, made.id, body);

      const taken = await answer({ status: 'Processing', note: 'Looking into it' });
      expect(taken.status).toBe(200);
      expect(taken.body.results).toMatchObject({
        status: 'Processing',
        answer: 'Looking into it',
        answered_at: null,
        next_statuses: ['Accepted', 'Rejected'],
      });
      expect(await outboxRows(order.id)).toEqual([]);
      const again = await answer({ status: 'Processing' });
      expect(again.status).toBe(409);

      expect((await answer({ status: 'Accepted' })).status).toBe(400);
      expect((await answer({ status: 'Accepted', remedy: 'credit' })).status).toBe(400);
      const tooMuch = await answer({ status: 'Accepted', remedy: 'credit', amount: 600.01 });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.errors?.amount).toContain('600');

      const accepted = await answer({
        status: 'Accepted',
        remedy: 'credit',
        amount: 600,
        note: 'Sorry: 600 EGP off your next order.',
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.results).toMatchObject({
        status: 'Accepted',
        remedy: 'credit',
        amount: 600,
        answer: 'Sorry: 600 EGP off your next order.',
        next_statuses: [],
      });
      expect(accepted.body.results!.answered_at).not.toBeNull();
      const rows = await outboxRows(order.id);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.user_id === shopper.user.id)).toBe(true);

      const second = await answer({ status: 'Rejected' }, admin.token);
      expect(second.status).toBe(409);
      expect(second.body.message).toMatch(/already answered \(Accepted\)/);
      expect(await outboxRows(order.id)).toHaveLength(rows.length);

      const mine = (await details(order.id, shopper.token)).complaints![0]!;
      expect(mine).toMatchObject({ status: 'Accepted', remedy: 'credit', amount: 600 });
      const audit = await suite.api.get<{ action: string; after: Record<string, unknown> }[]>(
        `/admin/audit?entity=complaint&entity_id=${made.id}`,
        { token: admin.token },
      );
      expect(audit.body.results!.map((entry) => entry.action)).toEqual([
        'complaint.answer',
        'complaint.answer',
      ]);
    });

    it('accepts a replacement without money, and rejects with an answer', async () => {
      const first = await delivered();
      const one = (
        await complain(suite.api, first.shopper.token, first.order.id, lineBody(first.order))
      ).body.results!;
      const replaced = await answerComplaint(suite.api, seller.token, one.id, {
        status: 'Accepted',
        remedy: 'replacement',
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.results).toMatchObject({ remedy: 'replacement', amount: null });
      const profile = await suite.api.get<{ credit: number }>('/user/profile', {
        token: first.shopper.token,
      });
      expect(profile.body.results!.credit).toBe(0);

      const second = await delivered();
      const two = (
        await complain(suite.api, second.shopper.token, second.order.id, lineBody(second.order))
      ).body.results!;
      const refusedRemedy = await answerComplaint(suite.api, seller.token, two.id, {
        status: 'Rejected',
        remedy: 'credit',
        amount: 5,
      });
      expect(refusedRemedy.status).toBe(400);
      const rejected = await answerComplaint(suite.api, seller.token, two.id, {
        status: 'Rejected',
        note: 'The weight was right.',
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body.results).toMatchObject({
        status: 'Rejected',
        remedy: null,
        answer: 'The weight was right.',
      });
      expect(await outboxRows(second.order.id)).not.toEqual([]);
    });
  });
});
