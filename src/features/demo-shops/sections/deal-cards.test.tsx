import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { DemoOffer } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { DealCards } from './deal-cards';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2030-05-01T10:00:00Z') });
});

afterEach(() => {
  jest.useRealTimers();
});

const offers: DemoOffer[] = [
  {
    id: 1,
    title: 'Summer dresses',
    brand: 'Lulu',
    imgUrl: '/images/demo/fashion/dress.svg',
    discount: 30,
    expireDate: '2030-05-02T11:30:00Z',
    buttonText: 'SHOP NOW',
    href: '/fashion-shop#dresses',
  },
  {
    id: 2,
    title: 'Leather bags',
    imgUrl: '/images/demo/fashion/bag.svg',
    off: 120,
    href: '/fashion-shop/category/bags',
  },
];

describe('DealCards', () => {
  it('shows each deal with its brand, saving, time left and link', () => {
    renderWithShop(<DealCards offers={offers} />);
    const [first, second] = screen.getAllByTestId('deal-card');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Summer dresses');
    expect(within(first!).getByText('Lulu')).toBeInTheDocument();
    expect(within(first!).getByText('30% off')).toBeInTheDocument();
    expect(
      within(first!).getByRole('timer', { name: 'Ends in 1 day, 1 hour, and 30 minutes' }),
    ).toBeInTheDocument();
    const link = within(first!).getByRole('link', { name: 'SHOP NOW' });
    expect(link).toHaveAttribute('href', '/fashion-shop#dresses');
    expect(link).toHaveAccessibleDescription('Summer dresses');

    expect(within(second!).getByText(/^EGP\s?120 off$/)).toBeInTheDocument();
    expect(within(second!).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/fashion-shop/category/bags',
    );
  });

  it('says when a deal has ended', () => {
    renderWithShop(<DealCards offers={offers.slice(0, 1)} />);
    act(() => {
      jest.advanceTimersByTime(26 * 60 * 60 * 1000);
    });
    expect(screen.getByText('Deal ended')).toBeInTheDocument();
  });

  it('writes the deal in Arabic', () => {
    renderWithShop(<DealCards offers={offers} />, { locale: 'ar' });
    expect(screen.getByText(/^خصم ٣٠٪/)).toBeInTheDocument();
    expect(screen.getByText(/^وفّر .*١٢٠/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسوّق الآن' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^ينتهي خلال يوم واحد/);
  });
});
