import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import type { DeliveryRound, DeliverySlot } from '@/contracts/delivery-slots';
import type { Order, StaffOrder } from '@/contracts/order';
import { setClockForTests } from '@/server/clock';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem } from './support/orders';
import { registerStaff } from './support/staff';
import { RELAXED_LIMITS } from './support/test-server';
import { testEngine } from './support/test-database';

// Saturday 5 December 2026, 07:00 in Cairo (UTC+2 in winter).
const SATURDAY_7AM = Date.parse('2026-12-05T05:00:00.000Z');
const SATURDAY = 6;
const MANSOURA = 1;
const TALKHA = 2;
const MIT_GHAMR = 3;
const ITEM = 20;

describeApi(
  'delivery slots',
  (suite) => {
    let seller: Customer;
    let admin: Customer;
    let clock = SATURDAY_7AM;

    const saturdayRounds = [
      { from: '10:00', to: '13:00', capacity: 3, cutoff_minutes: 120, zone_ids: [MANSOURA] },
      {
        from: '16:00',
        to: '19:00',
        capacity: 5,
        cutoff_minutes: 60,
        zone_ids: [MANSOURA, MIT_GHAMR],
      },
    ];

    const setRounds = (body: unknown, token = admin.token) =>
      suite.api.post<DeliveryRound[]>('/admin/slots', body, { token });
    const slotsOf = async (zoneId: number, lang = 'en') =>
      suite.api.get<DeliverySlot[]>(`/delivery/slots?zone_id=${zoneId}`, { lang });
    const openSlots = async (zoneId: number) => (await slotsOf(zoneId)).body.results ?? [];
    const slotAt = async (zoneId: number, from: string) => {
      const slot = (await openSlots(zoneId)).find((candidate) => candidate.from === from);
      if (!slot) throw new Error(`no ${from} slot for zone ${zoneId}`);
      return slot;
    };
    const bookedOf = async (slotId: number) =>
      (
        await suite.server.db
          .selectFrom('delivery_slots')
          .select('booked')
          .where('id', '=', slotId)
          .executeTakeFirstOrThrow()
      ).booked;

    async function shopper(zoneId: number) {
      const customer = await registerCustomer(suite.api);
      const address = await createAddress(suite.api, customer.token, zoneId);
      return { customer, address };
    }
    const order = (
      who: { customer: Customer; address: { id: number } },
      slotId?: number,
      lang?: string,
    ) =>
      suite.api.post<Order>(
        '/user/orders/add',
        { address_id: who.address.id, items: [{ item_id: ITEM, qty: 1 }], slot_id: slotId },
        { token: who.customer.token, lang },
      );

    beforeAll(async () => {
      setClockForTests(() => clock);
      for (const zone of [MANSOURA, TALKHA, MIT_GHAMR])
        await setZoneMinimum(suite.server.db, zone, 0);
      await stockItem(suite.server.db, ITEM, { stock: 1000, priceCents: 10_000 });
      seller = await registerStaff(suite.api, suite.server.db, 'seller');
      admin = await registerStaff(suite.api, suite.server.db, 'admin');
      // The seeded week's rounds serve every zone: start from a week of this suite's own.
      for (const weekday of [0, 1, 2, 3, 4, 5])
        expect((await setRounds({ weekday, rounds: [] })).status).toBe(200);
      const saved = await setRounds({ weekday: SATURDAY, rounds: saturdayRounds });
      expect(saved.status).toBe(200);
    });
    afterAll(() => setClockForTests(undefined));

    it('lists the slots of the rounds serving a zone, with the places left, never cached', async () => {
      const answer = await slotsOf(MANSOURA);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).not.toContain('public');
      expect(answer.body.results?.map((slot) => ({ ...slot, id: 0 }))).toEqual([
        {
          id: 0,
          date: '2026-12-05',
          from: '10:00',
          to: '13:00',
          remaining: 3,
          available: true,
          cutoff_at: '2026-12-05T06:00:00.000Z',
        },
        {
          id: 0,
          date: '2026-12-05',
          from: '16:00',
          to: '19:00',
          remaining: 5,
          available: true,
          cutoff_at: '2026-12-05T13:00:00.000Z',
        },
      ]);
      expect((await openSlots(MIT_GHAMR)).map((slot) => slot.from)).toEqual(['16:00']);
      expect(await openSlots(TALKHA)).toEqual([]);
    });

    it('answers 404 for an unknown zone and 409 for one the shop no longer delivers to', async () => {
      expect((await slotsOf(999_999)).status).toBe(404);
      await suite.server.db
        .updateTable('delivery_zones')
        .set({ active: 0 })
        .where('id', '=', 14)
        .execute();
      const inactive = await slotsOf(14);
      expect(inactive.status).toBe(409);
      expect(inactive.body.message).toContain('We no longer deliver to');
      expect((await slotsOf(0)).status).toBe(400);
    });

    it('requires a slot where rounds deliver, and orders without one where none do', async () => {
      const refused = await order(await shopper(MANSOURA));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ slot_id: 'Choose a delivery time.' });
      const arabic = await order(await shopper(MANSOURA), undefined, 'ar');
      expect(arabic.body.errors).toEqual({ slot_id: 'اختار ميعاد التوصيل.' });

      const talkha = await order(await shopper(TALKHA));
      expect(talkha.status).toBe(200);
      expect(talkha.body.results?.slot).toBeNull();
    });

    it('refuses another zone’s slot or an unknown one with a 400 on slot_id', async () => {
      const mansouraOnly = await slotAt(MANSOURA, '10:00');
      const otherZone = await order(await shopper(MIT_GHAMR), mansouraOnly.id);
      expect(otherZone.status).toBe(400);
      expect(Object.keys(otherZone.body.errors ?? {})).toEqual(['slot_id']);
      const unknown = await order(await shopper(MANSOURA), 999_999);
      expect(unknown.status).toBe(400);
      expect(Object.keys(unknown.body.errors ?? {})).toEqual(['slot_id']);
      expect(await bookedOf(mansouraOnly.id)).toBe(0);
    });

    // An order's round trips are most of its CPU on PostgreSQL (docs/performance.md).
    (testEngine() === 'postgres' ? it : it.skip)(
      'takes a slot’s place and reads its round in one statement on PostgreSQL',
      async () => {
        const slot = await slotAt(MIT_GHAMR, '16:00');
        const who = await shopper(MIT_GHAMR);
        const query = jest.spyOn(pg.Client.prototype, 'query');
        let placed: Awaited<ReturnType<typeof order>> | undefined;
        try {
          placed = await order(who, slot.id);
          expect(placed.status).toBe(200);
          const slotStatements = query.mock.calls.filter(
            ([text]) => typeof text === 'string' && /"delivery_(slots|rounds)"/.test(text),
          );
          expect(slotStatements).toHaveLength(1);
        } finally {
          query.mockRestore();
        }
        expect(await bookedOf(slot.id)).toBe(1);
        // The place goes back: the next tests count this slot's places from none taken.
        const cancelled = await suite.api.post(
          `/user/orders/${placed.body.results?.id}/cancel`,
          undefined,
          { token: who.customer.token },
        );
        expect(cancelled.status).toBe(200);
        expect(await bookedOf(slot.id)).toBe(0);
      },
    );

    it('fills a slot with exactly its places when more orders race for it, and cancelling frees one', async () => {
      const slot = await slotAt(MANSOURA, '10:00');
      const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopper(MANSOURA)));
      const answers = await Promise.all(shoppers.map((who) => order(who, slot.id)));
      const placed = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(placed).toHaveLength(3);
      expect(refused.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409]);
      expect(refused[0]?.body.message).toBe(
        'The 10:00–13:00 delivery on 2026-12-05 is fully booked. Choose another delivery time.',
      );
      expect(await bookedOf(slot.id)).toBe(3);
      expect(placed[0]?.body.results?.slot).toEqual({
        id: slot.id,
        date: '2026-12-05',
        from: '10:00',
        to: '13:00',
      });
      expect(await slotAt(MANSOURA, '10:00')).toMatchObject({ remaining: 0, available: false });

      // The customer cancels one, staff another: two places are free again.
      const first = placed[0]!.body.results!;
      const firstOwner = shoppers[answers.indexOf(placed[0]!)]!;
      const cancelled = await suite.api.post<Order>(`/user/orders/${first.id}/cancel`, undefined, {
        token: firstOwner.customer.token,
      });
      expect(cancelled.status).toBe(200);
      expect(await slotAt(MANSOURA, '10:00')).toMatchObject({ remaining: 1, available: true });
      const second = placed[1]!.body.results!;
      const moved = await suite.api.post<StaffOrder>(
        `/admin/orders/${second.id}/status`,
        { status: 'Cancelled' },
        { token: seller.token },
      );
      expect(moved.status).toBe(200);
      expect(await slotAt(MANSOURA, '10:00')).toMatchObject({ remaining: 2 });
      expect(await bookedOf(slot.id)).toBe(1);

      // Staff find the slot's orders, each carrying its slot.
      const queue = await suite.api.get<StaffOrder[]>(`/admin/orders?slot_id=${slot.id}`, {
        token: seller.token,
      });
      expect(queue.body.results?.map((entry) => entry.id).sort()).toEqual(
        placed.map((answer) => answer.body.results!.id).sort(),
      );
      expect(queue.body.results?.every((entry) => entry.slot?.id === slot.id)).toBe(true);
      const day = await suite.api.get<StaffOrder[]>('/admin/orders?date=2026-12-06', {
        token: seller.token,
      });
      expect(day.body.results).toEqual([]);
    });

    it('closes a slot at its cut-off: 409 naming it, and it leaves the list', async () => {
      const slot = await slotAt(MANSOURA, '16:00');
      const who = await shopper(MANSOURA);
      clock = Date.parse('2026-12-05T13:00:00.000Z'); // 15:00 in Cairo, the cut-off itself
      try {
        const closed = await order(who, slot.id);
        expect(closed.status).toBe(409);
        expect(closed.body.message).toBe(
          'The 16:00–19:00 delivery on 2026-12-05 no longer takes orders. Choose another delivery time.',
        );
        expect(await openSlots(MANSOURA)).toEqual([]);
        expect(await bookedOf(slot.id)).toBe(0);
      } finally {
        clock = SATURDAY_7AM;
      }
    });

    it('refuses a retried Idempotency-Key with another slot', async () => {
      const who = await shopper(MANSOURA);
      const [early, late] = [await slotAt(MANSOURA, '10:00'), await slotAt(MANSOURA, '16:00')];
      const headers = { 'Idempotency-Key': 'slot-retry-0001' };
      const body = (slotId: number) => ({
        address_id: who.address.id,
        items: [{ item_id: ITEM, qty: 1 }],
        slot_id: slotId,
      });
      const first = await suite.api.post('/user/orders/add', body(late.id), {
        token: who.customer.token,
        headers,
      });
      expect(first.status).toBe(200);
      const other = await suite.api.post('/user/orders/add', body(early.id), {
        token: who.customer.token,
        headers,
      });
      expect(other.status).toBe(409);
      expect(await bookedOf(late.id)).toBe(1);
    });

    describe('staff', () => {
      it('lets staff read the rounds and refuses a customer', async () => {
        const customer = await registerCustomer(suite.api);
        expect((await suite.api.get('/admin/slots', { token: customer.token })).status).toBe(403);
        expect((await setRounds({ weekday: 0, rounds: [] }, customer.token)).status).toBe(403);
        const rounds = await suite.api.get<DeliveryRound[]>('/admin/slots', {
          token: seller.token,
        });
        expect(rounds.status).toBe(200);
        expect(rounds.body.results?.map((round) => ({ ...round, id: 0 }))).toEqual(
          saturdayRounds.map((round) => ({ ...round, id: 0, weekday: SATURDAY, is_active: true })),
        );
      });

      it.each([
        ['a round ending before it starts', { from: '13:00', to: '10:00' }, 'rounds.0.to'],
        ['a round ending as it starts', { from: '10:00', to: '10:00' }, 'rounds.0.to'],
        ['no capacity', { capacity: 0 }, 'rounds.0.capacity'],
        ['a time that is not HH:MM', { to: '13:60' }, 'rounds.0.to'],
        ['a zone the shop does not have', { zone_ids: [999] }, 'rounds.0.zone_ids'],
      ])(
        'refuses %s with a 400 naming the field, and changes nothing',
        async (_, change, field) => {
          const round = { from: '10:00', to: '13:00', capacity: 5, cutoff_minutes: 60, ...change };
          const refused = await setRounds({ weekday: 1, rounds: [round] }, seller.token);
          expect(refused.status).toBe(400);
          expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
          const monday = await suite.server.db
            .selectFrom('delivery_rounds')
            .select('id')
            .where('weekday', '=', 1)
            .where('retired_at', 'is', null)
            .execute();
          expect(monday).toEqual([]);
        },
      );

      it('keeps a booked slot’s orders when the weekday changes, and offers only the new rounds', async () => {
        const early = await slotAt(MANSOURA, '10:00'); // 1 place booked by now
        const late = await slotAt(MANSOURA, '16:00'); // 1 booked
        const { booked: bookedBefore } = await suite.server.db
          .selectFrom('delivery_slots')
          .select('booked')
          .where('id', '=', early.id)
          .executeTakeFirstOrThrow();
        const saved = await setRounds(
          {
            weekday: SATURDAY,
            rounds: [
              // Same times as before, so the same round: its capacity falls below the orders.
              { from: '10:00', to: '13:00', capacity: 1, cutoff_minutes: 120, zone_ids: [] },
              { from: '12:00', to: '14:00', capacity: 4, cutoff_minutes: 30 },
            ],
          },
          seller.token,
        );
        expect(saved.status).toBe(200);
        expect(saved.body.results?.map((round) => `${round.from}-${round.to}`)).toEqual([
          '10:00-13:00',
          '12:00-14:00',
        ]);
        const offered = await openSlots(TALKHA);
        expect(offered.map((slot) => [slot.id === early.id, slot.from, slot.remaining])).toEqual([
          [true, '10:00', 0],
          [false, '12:00', 4],
        ]);
        expect(await bookedOf(early.id)).toBe(bookedBefore);
        expect(await bookedOf(late.id)).toBe(1);
        // The retired round's order keeps its slot; the slot takes no more.
        const [held] =
          (
            await suite.api.get<StaffOrder[]>(`/admin/orders?slot_id=${late.id}`, {
              token: admin.token,
            })
          ).body.results ?? [];
        expect(held?.slot).toMatchObject({ from: '16:00', to: '19:00', date: '2026-12-05' });
        expect((await order(await shopper(MANSOURA), late.id)).status).toBe(409);
        const audit = await suite.api.get<{ action: string }[]>(
          '/admin/audit?entity=delivery_day',
          {
            token: admin.token,
          },
        );
        expect(audit.body.results?.[0]?.action).toBe('slots.update');
      });
    });
  },
  { limits: RELAXED_LIMITS },
);
