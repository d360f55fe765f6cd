import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithShop } from '@tests/setup/render';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { ZoneFacts } from './zone-facts';

const zone: DeliveryCharge = { id: 1, area: 'Mansoura', fee: 15, min_order: 0, eta: 'Same day' };
const round = {
  id: 7,
  date: '2030-06-03',
  from: '16:00',
  to: '19:00',
  remaining: 4,
  available: true,
  cutoff_at: '2030-06-03T12:00:00.000Z',
};

describe('ZoneFacts', () => {
  it('promises the first open round, not the zone usual time, where the zone has rounds', () => {
    renderWithShop(<ZoneFacts zone={zone} timing={{ kind: 'round', slot: round }} />);
    expect(screen.getByText(/^Next delivery round: Monday 3 June 2030, 4–7 pm$/)).toBeTruthy();
    expect(screen.queryByText(/Same day/)).toBeNull();
  });

  it('says so in Arabic words and digits', () => {
    renderWithShop(<ZoneFacts zone={zone} timing={{ kind: 'round', slot: round }} />, {
      locale: 'ar',
    });
    expect(screen.getByText(/^أقرب ميعاد توصيل: .*٣ يونيو.*، من ٤ لـ ٧ مساءً$/)).toBeTruthy();
  });

  it('says the rounds are full instead of promising the usual time', () => {
    renderWithShop(<ZoneFacts zone={zone} timing={{ kind: 'full' }} />);
    expect(screen.getByText(/rounds of the next days are full/)).toBeTruthy();
    expect(screen.queryByText(/Same day/)).toBeNull();
  });

  it('gives the usual time where the zone has no rounds, and no time while unknown', () => {
    const { rerender } = renderWithShop(<ZoneFacts zone={zone} timing={{ kind: 'eta' }} />);
    expect(screen.getByText('Arrives: Same day')).toBeTruthy();
    rerender(<ZoneFacts zone={zone} timing={undefined} />);
    expect(screen.queryByText(/Arrives|Next delivery/)).toBeNull();
  });
});
