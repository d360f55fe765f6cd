import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DemoOffer } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { OfferBanners } from './offer-banners';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2030-05-01T10:00:00Z') });
});

afterEach(() => {
  jest.useRealTimers();
});

const offers: DemoOffer[] = [
  {
    id: '1',
    title: 'Smart speakers',
    subtitle: 'Room-filling sound',
    imgUrl: '/images/demo/gadget/speaker.svg',
    discount: 15,
    buttonText: 'SHOP NOW',
    href: '/gadget-shop/category/speakers',
  },
  {
    id: 2,
    title: 'Game consoles',
    imgUrl: '/images/demo/gadget/console.svg',
    off: 500,
    expireDate: '2030-05-01T10:00:45Z',
  },
];

describe('OfferBanners', () => {
  it('shows each banner as a titled article with its saving and link', () => {
    renderWithShop(<OfferBanners offers={offers} />);
    const speakers = screen.getByRole('article', { name: 'Smart speakers' });
    expect(within(speakers).getByRole('heading', { level: 3 })).toHaveTextContent('Smart speakers');
    expect(within(speakers).getByText('Room-filling sound')).toBeInTheDocument();
    expect(within(speakers).getByText('15% off')).toBeInTheDocument();
    expect(within(speakers).getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute(
      'href',
      '/gadget-shop/category/speakers',
    );
    expect(within(speakers).queryByRole('timer')).not.toBeInTheDocument();

    const consoles = screen.getByRole('article', { name: 'Game consoles' });
    expect(within(consoles).getByText(/^EGP\s?500 off$/)).toBeInTheDocument();
    expect(within(consoles).getByRole('timer', { name: 'Ends in 45 seconds' })).toBeInTheDocument();
    // No address of its own: no link, rather than the poultry shop's search.
    expect(within(consoles).queryByRole('link')).not.toBeInTheDocument();
  });

  it('writes Arabic with Arabic-Indic digits', () => {
    renderWithShop(<OfferBanners offers={offers} />, { locale: 'ar' });
    expect(screen.getByText(/^خصم ١٥٪/)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'ينتهي خلال ٤٥ ثانية' })).toBeInTheDocument();
  });
});
