import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Order } from '@/contracts/order';
import type { OwnReview } from '@/contracts/reviews';
import { orderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { OrderDetails as Details } from './order-details';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 7 } }, status: 'authenticated' }),
}));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', push: jest.fn() }) }));
// Each test fills a form through its dynamic chunks: more than the default on a busy machine.
jest.setTimeout(30_000);

let OrderDetails: typeof Details;
beforeAll(async () => {
  ({ OrderDetails } = await import('./order-details'));
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const delivered = (overrides: Partial<Order> = {}): Order =>
  orderFixture({
    status: 'Delivered',
    can_cancel: false,
    delivered_at: inDays(-1),
    complaint_until: null,
    reviews: [],
    complaints: [],
    ...overrides,
  });

const review = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  id: 5,
  item_id: 3,
  order_id: 41,
  rating: 4,
  comment: 'Very fresh',
  name: 'Mona H.',
  created_at: inDays(-1),
  updated_at: inDays(-1),
  verified: true,
  published: false,
  reply: null,
  editable_until: inDays(6),
  ...overrides,
});

/**
 * Picks a star as a tap on it does. user-event would move the pointer first, and MUI's Rating
 * reads the star under the pointer from a layout jsdom does not have.
 */
const star = (form: HTMLElement, name: string) =>
  fireEvent.click(within(form).getByRole('radio', { name }));

const answer = (results: unknown) => HttpResponse.json({ success: true, message: 'OK', results });

/** The order's page over a shop that keeps the order and counts how often it is read. */
function shop(first: Order) {
  let order = first;
  const served = { reads: 0, posted: [] as unknown[] };
  server.use(
    http.get('*/api/user/orders/41', () => {
      served.reads += 1;
      return answer(order);
    }),
  );
  return {
    served,
    set: (next: Order) => {
      order = next;
    },
  };
}

describe('rating a delivered order’s products', () => {
  it('refuses no stars and a link in the contract’s words, then saves and shows the review waiting', async () => {
    const { served, set } = shop(delivered());
    server.use(
      http.post('*/api/user/orders/41/reviews', async ({ request }) => {
        const body = await request.json();
        served.posted.push(body);
        const saved = review({ rating: 5, comment: 'Tender and clean' });
        set(delivered({ reviews: [saved] }));
        return answer(saved);
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<OrderDetails id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Rate Duck breast' }));
    const form = await screen.findByRole('form', { name: 'Your review of Duck breast' });

    await user.type(
      within(form).getByRole('textbox', { name: 'Comment (optional)' }),
      'see www.spam.com',
    );
    await user.click(within(form).getByRole('button', { name: 'Save review' }));
    expect(await within(form).findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(within(form).getByText('Please do not put links here.')).toBeTruthy();
    expect(served.posted).toHaveLength(0);

    star(form, '5 stars');
    const comment = within(form).getByRole('textbox', { name: 'Comment (optional)' });
    await user.clear(comment);
    await user.type(comment, 'Tender and clean');
    const readsBefore = served.reads;
    await user.click(within(form).getByRole('button', { name: 'Save review' }));

    const own = await screen.findByTestId('own-review');
    expect(served.posted).toEqual([{ item_id: 3, rating: 5, comment: 'Tender and clean' }]);
    expect(within(own).getByText('Tender and clean')).toBeTruthy();
    expect(within(own).getByTestId('review-state').textContent).toBe(
      'Waiting for the shop to read it',
    );
    expect(screen.getByTestId('review-saved').textContent).toBe('Thank you! Your review is saved.');
    // The order's key is asked again: the page shows the shop's state of the review.
    await waitFor(() => expect(served.reads).toBeGreaterThan(readsBefore));
  });

  it('puts the server’s reason on the comment when it refuses it', async () => {
    shop(delivered());
    server.use(
      http.post('*/api/user/orders/41/reviews', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Check the highlighted fields.',
            errors: { comment: 'Please do not put links here.' },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithShop(<OrderDetails id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Rate Duck breast' }));
    const form = await screen.findByRole('form', { name: 'Your review of Duck breast' });
    star(form, '3 stars');
    await user.click(within(form).getByRole('button', { name: 'Save review' }));
    const comment = within(form).getByRole('textbox', { name: 'Comment (optional)' });
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('Please do not put links here.')).toBeTruthy();
    expect(within(form).getByText('Check the highlighted fields.')).toBeTruthy();
  });

  it('shows a published review with the shop’s reply and offers Edit only while it may change', async () => {
    shop(
      delivered({
        items: [
          ...orderFixture().items,
          { ...orderFixture().items[0]!, id: 2, item_id: 4, name: 'Whole chicken' },
        ],
        reviews: [
          review({ published: true, reply: 'Thank you, Mona!' }),
          review({ id: 6, item_id: 4, editable_until: inDays(-1), comment: '' }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<OrderDetails id={41} />);
    const [duck, chicken] = await screen.findAllByTestId('own-review');
    expect(within(duck!).getByTestId('review-state').textContent).toBe('Published');
    expect(within(duck!).getByTestId('review-reply').textContent).toBe(
      'Reply from the shopThank you, Mona!',
    );
    expect(within(duck!).getByRole('img', { name: '4 stars' })).toBeTruthy();
    expect(within(chicken!).queryByRole('button', { name: /Edit/ })).toBeNull();

    await user.click(
      within(duck!).getByRole('button', { name: 'Edit your review of Duck breast' }),
    );
    const form = await screen.findByRole('form', { name: 'Your review of Duck breast' });
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue(
      'Very fresh',
    );
  });

  it('speaks Arabic: the stars, the button and the state', async () => {
    shop(delivered({ reviews: [review()] }));
    renderWithShop(<OrderDetails id={41} />, { locale: 'ar' });
    const own = await screen.findByTestId('own-review');
    expect(within(own).getByRole('img', { name: '٤ نجوم' })).toBeTruthy();
    expect(within(own).getByTestId('review-state').textContent).toBe('مستني المحل يقراه');
    expect(within(own).getByRole('button', { name: 'عدّل تقييمك لـ Duck breast' })).toBeTruthy();
  });

  it('offers no rating before the order is delivered', async () => {
    shop(orderFixture({ status: 'OutForDelivery', can_cancel: false }));
    renderWithShop(<OrderDetails id={41} />);
    await screen.findAllByTestId('order-line');
    expect(screen.queryByRole('button', { name: /^Rate / })).toBeNull();
  });
});
