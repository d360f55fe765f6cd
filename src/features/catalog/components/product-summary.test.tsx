import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { itemFixture } from '@tests/setup/item-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { ProductSummary as ProductSummaryType } from './product-summary';

// The test's language for the router (prices and stars format by it).
let mockLocale = 'en';
jest.mock('next/router', () => ({ useRouter: () => ({ locale: mockLocale }) }));

let ProductSummary: typeof ProductSummaryType;
beforeAll(async () => {
  ({ ProductSummary } = await import('./product-summary'));
});

describe('ProductSummary', () => {
  it.each([
    ['en', 'No reviews yet'],
    ['ar', 'لسه مفيش تقييمات'],
  ] as const)(
    '(%s) says a product nobody has rated has no reviews yet, with no stars',
    (locale, words) => {
      mockLocale = locale;
      renderWithShop(<ProductSummary item={itemFixture({ rating: 0, reviews_count: 0 })} />, {
        locale,
      });
      expect(screen.getByTestId('no-reviews-yet')).toHaveTextContent(words);
      expect(screen.queryByRole('img', { name: /Rated|تقييم/ })).toBeNull();
    },
  );

  it('shows the rating and count of real reviews', () => {
    mockLocale = 'en';
    renderWithShop(<ProductSummary item={itemFixture({ rating: 4.5, reviews_count: 2 })} />);
    expect(screen.queryByTestId('no-reviews-yet')).toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeTruthy();
  });
});
