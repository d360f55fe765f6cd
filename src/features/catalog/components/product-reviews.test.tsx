import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { PublicReview } from '@/contracts/reviews';
import { renderWithShop } from '@tests/setup/render';
import type ProductReviewsType from './product-reviews';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

let ProductReviews: typeof ProductReviewsType;
beforeAll(async () => {
  ({ default: ProductReviews } = await import('./product-reviews'));
});

const review = (id: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id,
  rating: 5,
  comment: `Fresh and clean ${id}`,
  name: 'Mona S.',
  created_at: '2026-11-20T09:00:00.000Z',
  verified: true,
  reply: null,
  ...overrides,
});

const page = (results: PublicReview[], total: number, number: number) =>
  HttpResponse.json({ success: true, message: 'OK', results, total, page: number, limit: 10 });

describe('a product’s reviews', () => {
  it('says where reviews come from when there are none, and asks for nothing', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/items/3/reviews', () => {
        asked += 1;
        return page([], 0, 1);
      }),
    );
    renderWithShop(<ProductReviews item={{ id: 3, rating: 0, reviews_count: 0 }} />);
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByTestId('reviews-none').textContent).toBe(
      'No reviews yet — reviews come from customers who received this product.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
  });

  it('shows the average, then the reviews with the shop’s reply, a page at a time', async () => {
    const pages: (string | null)[] = [];
    const first = Array.from({ length: 10 }, (_, index) => review(index + 1));
    server.use(
      http.get('*/api/items/3/reviews', ({ request }) => {
        const number = Number(new URL(request.url).searchParams.get('page') ?? '1');
        pages.push(new URL(request.url).searchParams.get('page'));
        return number === 1
          ? page(first, 12, 1)
          : page([review(11, { reply: 'Thank you!', rating: 3 }), review(12)], 12, 2);
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<ProductReviews item={{ id: 3, rating: 4.7, reviews_count: 12 }} />);
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(
      within(section).getByRole('img', { name: /4\.7 out of 5 from 12 reviews/ }),
    ).toBeTruthy();
    expect(await within(section).findAllByTestId('product-review')).toHaveLength(10);
    const [one] = within(section).getAllByTestId('product-review');
    expect(one!.textContent).toContain('Mona S.');
    expect(one!.textContent).toContain('Verified purchase');
    expect(one!.textContent).toContain('Fresh and clean 1');
    expect(within(one!).getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(one!.textContent).toContain('Nov 20, 2026');

    await user.click(within(section).getByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(within(section).getAllByTestId('product-review')).toHaveLength(12));
    const reply = within(section).getByTestId('review-reply');
    expect(reply.textContent).toBe('Reply from the shopThank you!');
    expect(within(section).queryByRole('button', { name: 'More reviews' })).toBeNull();
    expect(pages).toEqual(['1', '2']);
  });

  it('speaks Arabic', async () => {
    server.use(http.get('*/api/items/3/reviews', () => page([review(1, { rating: 4 })], 1, 1)));
    renderWithShop(<ProductReviews item={{ id: 3, rating: 4, reviews_count: 1 }} />, {
      locale: 'ar',
    });
    const section = screen.getByRole('region', { name: 'التقييمات' });
    const [one] = await within(section).findAllByTestId('product-review');
    expect(one!.textContent).toContain('اشترى المنتج فعلًا');
    expect(within(one!).getByRole('img', { name: '٤ نجوم' })).toBeTruthy();
  });

  it('offers to try again when the reviews could not be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/items/3/reviews', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'down' }, { status: 404 })
          : page([review(1)], 1, 1);
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<ProductReviews item={{ id: 3, rating: 5, reviews_count: 1 }} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('product-review')).toHaveLength(1);
  });
});
