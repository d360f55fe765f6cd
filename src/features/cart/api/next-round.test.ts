import type { DeliverySlot } from '@/contracts/delivery-slots';
import { zoneTiming } from './next-round';

const slot = (id: number, available: boolean): DeliverySlot => ({
  id,
  date: '2026-11-29',
  from: '16:00',
  to: '19:00',
  remaining: available ? 3 : 0,
  available,
  cutoff_at: '2026-11-29T12:00:00.000Z',
});

describe('zoneTiming', () => {
  it('promises the zone usual time only when the zone has no rounds', () => {
    expect(zoneTiming([])).toEqual({ kind: 'eta' });
  });

  it('promises the first round still taking orders, skipping full or closed ones', () => {
    expect(zoneTiming([slot(1, false), slot(2, true), slot(3, true)])).toEqual({
      kind: 'round',
      slot: slot(2, true),
    });
  });

  it('says the rounds are full rather than falling back to the usual time', () => {
    expect(zoneTiming([slot(1, false), slot(2, false)])).toEqual({ kind: 'full' });
  });
});
