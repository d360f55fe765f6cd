import { describe, expect, it } from '@jest/globals';
import type { Round, RoundStop } from '@/contracts/driver-rounds';
import type { StaffOrder } from '@/contracts/order';
import {
  amountToCollect,
  byArea,
  daysFirst,
  freeOrders,
  moveOne,
  slotsOfDay,
  stopsInShop,
} from './round-plan';

const stop = (orderId: number, values: Partial<RoundStop> = {}): RoundStop =>
  ({
    order_id: orderId,
    number: `DP-${orderId}`,
    position: orderId,
    status: 'OutForDelivery',
    outcome: 'pending',
    amount_due: 0,
    cash_received: null,
    reason: null,
    note: '',
    recipient: '',
    phone: '',
    area: '',
    ...values,
  }) as RoundStop;

const round = (stops: RoundStop[]): Round => ({
  id: 1,
  date: '2026-11-30',
  slot: null,
  driver: { id: 2, name: 'Karim' },
  stops,
});

describe('the rounds screen’s arithmetic', () => {
  it('offers only the ready orders no round still holds', () => {
    const orders = [{ id: 1 }, { id: 2 }, { id: 3 }] as StaffOrder[];
    const rounds = [round([stop(1), stop(2, { outcome: 'failed' })])];
    expect(freeOrders(orders, rounds).map((order) => order.id)).toEqual([2, 3]);
  });

  it('lists the day’s slots first, by hour, then other days’ slots, then orders without one', () => {
    const slot = (date: string, from: string) => ({ id: 1, date, from, to: '23:00' });
    const orders = [
      { id: 1, slot: null },
      { id: 2, slot: slot('2026-12-01', '09:00') },
      { id: 3, slot: slot('2026-11-30', '14:00') },
      { id: 4, slot: slot('2026-11-30', '10:00') },
    ] as StaffOrder[];
    expect(daysFirst(orders, '2026-11-30').map((order) => order.id)).toEqual([4, 3, 2, 1]);
  });

  it('offers each of the day’s slots with its orders, by hour', () => {
    const slot = (id: number, date: string, from: string) => ({ id, date, from, to: '23:00' });
    const orders = [
      { id: 1, slot: slot(8, '2026-11-30', '14:00') },
      { id: 2, slot: slot(7, '2026-11-30', '10:00') },
      { id: 3, slot: slot(8, '2026-11-30', '14:00') },
      { id: 4, slot: slot(9, '2026-12-01', '10:00') },
      { id: 5, slot: null },
    ] as StaffOrder[];
    expect(
      slotsOfDay(orders, '2026-11-30').map((entry) => [entry.slot.id, entry.orderIds]),
    ).toEqual([
      [7, [2]],
      [8, [1, 3]],
    ]);
  });

  it('sorts stops by area, then landmark, in Arabic order', () => {
    const places = [
      { id: 1, area: 'ميت غمر', landmark: 'المسجد' },
      { id: 2, area: 'المنصورة', landmark: 'الكوبري' },
      { id: 3, area: 'المنصورة', landmark: 'البنك' },
    ];
    expect(byArea(places, (place) => place, 'ar').map((place) => place.id)).toEqual([3, 2, 1]);
  });

  it('moves a stop one place, and not past either end', () => {
    expect(moveOne([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveOne([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveOne([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('adds up what to collect to the piastre, leaving failed stops out', () => {
    const stops = [
      stop(1, { amount_due: 0.1 }),
      stop(2, { amount_due: 0.2 }),
      stop(3, { amount_due: 99.99, outcome: 'failed' }),
    ];
    expect(amountToCollect(round(stops))).toBe(0.3);
  });

  it('sends out only the stops still being prepared', () => {
    const stops = [
      stop(1, { status: 'Processing' }),
      stop(2),
      stop(3, { status: 'Processing', outcome: 'failed' }),
    ];
    expect(stopsInShop(round(stops)).map((item) => item.order_id)).toEqual([1]);
  });
});
