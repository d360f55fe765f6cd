// Delivery rounds and their slots under requests sent all at once: staff saving the same
// weekday together, and shoppers racing for a slot's last places.
import { randomUUID } from 'node:crypto';
import type { DeliveryRound, DeliverySlot } from '@/contracts/delivery-slots';
import type { Order } from '@/contracts/order';
import { IDEMPOTENCY_KEY_HEADER } from '@/contracts/order';
import { shopDate, weekdayOf } from '@/lib/shop-calendar';
import { call } from '../../resilience/shop-client';
import type { BurstCase } from '../burst-case';
import type { BurstShop } from '../burst-shop';
import { burstOf, countStatus, expectOk, statusProblems, tally, together } from '../burst';

const CAPACITY = 3;
/** Tomorrow in Cairo: its 10:00 round is open for hours whenever the run starts. */
const tomorrow = () => shopDate(Date.now(), 1);
/** The zone the rounds serve alone, so every other case orders without a slot. */
const slotZone = (shop: BurstShop) => shop.zones[1] ?? 0;

/** One weekday's rounds as staff save them: a 10:00-13:00 round for the slot zone. */
const dayBody = (shop: BurstShop, weekday: number) => ({
  weekday,
  rounds: [
    {
      from: '10:00',
      to: '13:00',
      capacity: CAPACITY,
      cutoff_minutes: 0,
      zone_ids: [slotZone(shop)],
    },
  ],
});

const rounds: BurstCase = {
  name: 'delivery rounds',
  invariant:
    'staff saving one weekday’s rounds at once leave that weekday with the rounds saved, once',
  async run(shop) {
    // The day after tomorrow: the slot case below has tomorrow to itself.
    const weekday = weekdayOf(shopDate(Date.now(), 2));
    const answers = await burstOf<DeliveryRound[]>(4, shop.origin, '/admin/slots', {
      body: dayBody(shop, weekday),
      token: shop.adminToken,
      ip: shop.freshIp(),
    });
    const all = expectOk(
      await call<DeliveryRound[]>(shop.origin, '/admin/slots', { token: shop.adminToken }),
      'rounds',
    );
    const day = all.filter((round) => round.weekday === weekday);
    const problems = statusProblems(answers, [200]);
    if (day.length !== 1) problems.push(`${day.length} rounds on weekday ${weekday}`);
    return {
      observed: `4 identical saves at once: ${tally(answers)}; ${day.length} round that day`,
      problems,
    };
  },
};

const slotCapacity: BurstCase = {
  name: 'slot capacity',
  invariant: `a slot takes at most its ${CAPACITY} orders, however many shoppers race for it`,
  async run(shop) {
    const zone = slotZone(shop);
    expectOk(
      await call<DeliveryRound[]>(shop.origin, '/admin/slots', {
        body: dayBody(shop, weekdayOf(tomorrow())),
        token: shop.adminToken,
      }),
      'tomorrow’s round',
    );
    const slots = expectOk(
      await call<DeliverySlot[]>(shop.origin, `/delivery/slots?zone_id=${zone}`),
      'slots',
    );
    const slot = slots.find((candidate) => candidate.date === tomorrow() && candidate.available);
    if (!slot) return { observed: 'no open slot tomorrow', problems: ['the round made no slot'] };
    const shoppers = await Promise.all(
      Array.from({ length: CAPACITY * 3 }, () => shop.newShopper(zone)),
    );
    const answers = await together(shoppers.length, (index) => {
      const shopper = shoppers[index];
      if (!shopper) throw new Error('no shopper');
      return call<Order>(shop.origin, '/user/orders/add', {
        body: {
          address_id: shopper.addressId,
          slot_id: slot.id,
          items: [{ item_id: shop.items.cheap, qty: 1 }],
        },
        token: shopper.token,
        ip: shopper.ip,
        headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      });
    });
    const after = expectOk(
      await call<DeliverySlot[]>(shop.origin, `/delivery/slots?zone_id=${zone}`),
      'slots after',
    ).find((candidate) => candidate.id === slot.id);
    const booked = await shop.db
      .selectFrom('orders')
      .select('id')
      .where('slot_id', '=', slot.id)
      .execute();
    const problems = statusProblems(answers, [200, 409]);
    if (countStatus(answers, 200) !== CAPACITY)
      problems.push(`${countStatus(answers, 200)} placed for ${CAPACITY} places`);
    if (booked.length !== countStatus(answers, 200))
      problems.push(`${booked.length} orders hold it`);
    if (after?.remaining !== 0) problems.push(`${after?.remaining} places left`);
    return {
      observed: `${shoppers.length} shoppers at once for ${CAPACITY} places: ${tally(answers)}; ${booked.length} orders hold it`,
      problems,
    };
  },
};

export const slotCases: BurstCase[] = [rounds, slotCapacity];
