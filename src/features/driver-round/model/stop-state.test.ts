import { describe, expect, it } from '@jest/globals';
import type { DriverRound, DriverStop } from '@/contracts/driver-rounds';
import { driverStopFixture } from '@tests/setup/driver-stop-fixture';
import { orderFixture } from '@tests/setup/order-fixture';
import { doneCount, drivingOrder, stopState, withStopDone } from './stop-state';

const stop = (overrides: Partial<DriverStop>): DriverStop =>
  driverStopFixture(orderFixture({ status: 'OutForDelivery' }), {
    status: 'OutForDelivery',
    ...overrides,
  });

describe('what a driver can do at a stop', () => {
  it('hands over or fails only an order out for delivery whose stop is open', () => {
    expect(stopState(stop({}))).toBe('todo');
    expect(stopState(stop({ status: 'Processing' }))).toBe('waiting');
    expect(stopState(stop({ status: 'Pending' }))).toBe('waiting');
    expect(stopState(stop({ status: 'Delivered', outcome: 'delivered' }))).toBe('done');
    // Failed and sent back: the order is Processing again, but this stop is over.
    expect(stopState(stop({ status: 'Processing', outcome: 'failed' }))).toBe('done');
    expect(stopState(stop({ status: 'Cancelled' }))).toBe('closed');
  });
});

describe('a round', () => {
  const round = (stops: DriverStop[]): DriverRound => ({
    id: 3,
    date: '2026-11-28',
    slot: null,
    driver: { id: 7, name: 'Karim' },
    stops,
  });

  it('is driven by position and counts its finished stops', () => {
    const stops = [
      stop({ order_id: 2, position: 2, outcome: 'failed' }),
      stop({ order_id: 1, position: 1 }),
    ];
    expect(drivingOrder(stops).map((each) => each.order_id)).toEqual([1, 2]);
    expect(doneCount(round(stops))).toBe(1);
  });

  it('shows a stop recorded at once, with its order as the server answered', () => {
    const before = [round([stop({ order_id: 1 }), stop({ order_id: 2, position: 2 })])];
    const order = orderFixture({ id: 2, status: 'Delivered' });
    const [after] = withStopDone(before, 2, { outcome: 'delivered', cash_received: 400, order });
    expect(after?.stops[0]).toEqual(before[0]?.stops[0]);
    expect(after?.stops[1]).toMatchObject({
      outcome: 'delivered',
      cash_received: 400,
      status: 'Delivered',
      order,
    });
  });
});
