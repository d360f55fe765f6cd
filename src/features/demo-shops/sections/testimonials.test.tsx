import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DemoTestimonial } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { Testimonials } from './testimonials';

const testimonials: DemoTestimonial[] = [
  {
    id: 1,
    clientName: 'Mona Adel',
    comment: 'Arrived the next morning, well packed.',
    photoUrl: '/images/demo/people/mona.svg',
    rating: 4.5,
  },
  {
    id: 2,
    clientName: 'Karim Fathy',
    comment: 'Friendly support.',
    photoUrl: '/images/demo/people/karim.svg',
  },
];

describe('Testimonials', () => {
  it('shows each quote with who said it and their rating', () => {
    const { container } = renderWithShop(<Testimonials testimonials={testimonials} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const figure = within(items[0]!).getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent(
      'Arrived the next morning, well packed.',
    );
    expect(figure.querySelector('figcaption')).toHaveTextContent('Mona Adel');
    expect(within(figure).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();

    // A quote without a rating shows no stars.
    expect(within(items[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Karim Fathy')).toBeInTheDocument();

    // Photos are decorative: the name beside them says who it is.
    for (const photo of container.querySelectorAll('img')) {
      expect(photo).toHaveAttribute('alt', '');
    }
  });

  it('reads the rating in Arabic with Arabic digits', () => {
    renderWithShop(<Testimonials testimonials={testimonials} />, { locale: 'ar' });
    expect(screen.getByRole('img', { name: 'التقييم ٤٫٥ من ٥' })).toBeInTheDocument();
  });
});
