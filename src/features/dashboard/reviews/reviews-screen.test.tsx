import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { staffReviewFixture } from '@mocks/fixtures/staff/reviews';
import { contractHandler } from '@mocks/handlers/contract-handler';
import { server } from '@mocks/node';
import type { StaffReview } from '@/contracts/reviews';
import { renderWithShop } from '@tests/setup/render';
import type { ReviewsScreen as Screen } from './reviews-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role: 'seller' } }, status: 'authenticated' }),
}));

// The dialogs load their form and contract on first open; a few clicks each take a while.
jest.setTimeout(30_000);

let ReviewsScreen: typeof Screen;
beforeAll(async () => {
  ({ ReviewsScreen } = await import('./reviews-screen'));
});

const page = (results: unknown[], total = results.length) =>
  HttpResponse.json({ success: true, message: 'OK', results, total, page: 1, limit: 20 });

const waiting = staffReviewFixture();
const published = staffReviewFixture({
  id: 32,
  rating: 5,
  comment: 'Best ducks in Mansoura.',
  published: true,
  reply: 'Thank you, Karim!',
  replied_at: '2026-11-25T08:00:00.000Z',
  item: { id: 22, name: 'Duck breast', image: '/images/poultry/duck-breast.webp' },
  customer: { id: 8, name: 'Karim Adel' },
  order: { id: 44, number: 'DP-261123-00002' },
});
const starsOnly = staffReviewFixture({
  id: 33,
  rating: 1,
  comment: '',
  published: false,
  moderated_at: '2026-11-25T08:00:00.000Z',
});

/** The list, and what each write sent: the review's id and the body. */
function serveReviews(rows: StaffReview[]) {
  const asked: URLSearchParams[] = [];
  const sent: { id: string; body: unknown }[] = [];
  let current = rows;
  server.use(
    contractHandler('adminReviews', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return page(current);
    }),
    contractHandler('adminReviewUpdate', async ({ params, request }) => {
      const body = (await request.json()) as Partial<StaffReview>;
      sent.push({ id: String(params.id), body });
      current = current.map((row) =>
        String(row.id) === params.id ? { ...row, ...body, replied_at: null } : row,
      );
      const saved = current.find((row) => String(row.id) === params.id);
      return HttpResponse.json({ success: true, message: 'Saved', results: saved });
    }),
  );
  return { asked, sent };
}

describe('the reviews screen', () => {
  it('lists each review with its product, stars, words, customer, order, state and reply', async () => {
    serveReviews([waiting, published, starsOnly]);
    renderWithShop(<ReviewsScreen />);
    const [first, second, third] = await screen.findAllByTestId('review-card');
    const mona = within(first as HTMLElement);
    expect(mona.getByRole('heading', { name: 'Whole chicken' })).toBeTruthy();
    expect(mona.getByRole('img', { name: 'Rated 4 of 5' })).toBeTruthy();
    expect(mona.getByTestId('review-comment').textContent).toBe(waiting.comment);
    expect(first?.textContent).toContain('CustomerMona Hassan');
    expect(
      mona.getByRole('link', { name: 'Open order DP-261121-00007' }).getAttribute('href'),
    ).toBe('/dashboard/orders/41');
    expect(first?.textContent).toContain('Verified purchase');
    expect(mona.getByTestId('review-state').textContent).toBe('Waiting');
    expect(mona.queryByTestId('review-reply')).toBeNull();

    const karim = within(second as HTMLElement);
    expect(karim.getByTestId('review-state').textContent).toBe('Published');
    expect(karim.getByTestId('review-reply').textContent).toContain('Thank you, Karim!');
    expect(
      karim.getByRole('button', { name: 'Hide Karim Adel’s review of Duck breast' }),
    ).toBeTruthy();
    expect(
      karim.getByRole('button', { name: 'Edit the reply to Karim Adel’s review of Duck breast' }),
    ).toBeTruthy();

    const stars = within(third as HTMLElement);
    expect(stars.getByTestId('review-state').textContent).toBe('Hidden');
    expect(stars.getByTestId('review-comment').textContent).toBe('Stars only, no comment.');
    expect(screen.getByText('Reviews found: 3')).toBeTruthy();
  });

  it('asks for published or unpublished reviews and for the words typed', async () => {
    const { asked } = serveReviews([waiting]);
    const user = userEvent.setup();
    renderWithShop(<ReviewsScreen />);
    await screen.findByTestId('review-card');
    expect(asked[0]?.get('published')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await waitFor(() => expect(asked.at(-1)?.get('published')).toBe('true'));
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Waiting or hidden' }));
    await waitFor(() => expect(asked.at(-1)?.get('published')).toBe('false'));

    await user.type(screen.getByRole('searchbox', { name: 'Product, customer or words' }), 'duck');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('duck'));
    expect(asked.at(-1)?.get('published')).toBe('false');
  });

  it('publishes and hides a review, showing its new state and saying so', async () => {
    const { sent } = serveReviews([waiting, published]);
    const user = userEvent.setup();
    renderWithShop(<ReviewsScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Publish Mona Hassan’s review of Whole chicken' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mona Hassan’s review of Whole chicken is published',
    );
    expect(sent).toEqual([{ id: '31', body: { published: true } }]);
    const [mona] = screen.getAllByTestId('review-card');
    await waitFor(() =>
      expect(within(mona as HTMLElement).getByTestId('review-state').textContent).toBe('Published'),
    );

    await user.click(
      screen.getByRole('button', { name: 'Hide Karim Adel’s review of Duck breast' }),
    );
    expect(await screen.findByText(/Karim Adel’s review of Duck breast is hidden/)).toBeTruthy();
    expect(sent[1]).toEqual({ id: '32', body: { published: false } });
  });

  it('says so when the shop refuses a change', async () => {
    server.use(
      contractHandler('adminReviews', () => page([waiting])),
      contractHandler('adminReviewUpdate', () =>
        HttpResponse.json({ success: false, message: 'Review not found.' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderWithShop(<ReviewsScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Publish Mona Hassan’s review of Whole chicken' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Review not found.');
  });

  it('replies in a dialog, shows the server’s reason under the field, and takes a reply away', async () => {
    const { sent } = serveReviews([waiting, published]);
    let refuse = true;
    server.use(
      contractHandler('adminReviewUpdate', async ({ params, request }) => {
        const body = (await request.json()) as { reply: string };
        sent.push({ id: String(params.id), body });
        if (refuse) {
          refuse = false;
          return HttpResponse.json(
            {
              success: false,
              message: 'Please check the highlighted fields.',
              errors: { reply: 'Not so long, please.' },
            },
            { status: 400 },
          );
        }
        const row = params.id === '31' ? waiting : published;
        return HttpResponse.json({ success: true, results: { ...row, ...body } });
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<ReviewsScreen />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Reply to Mona Hassan’s review of Whole chicken',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Reply to Mona Hassan about Whole chicken',
    });
    const field = within(dialog).getByRole('textbox', { name: 'Your reply' });
    await user.type(field, 'Sorry, we will weigh it again.');
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    expect(await within(dialog).findByText('Not so long, please.')).toBeTruthy();
    expect(sent[0]).toEqual({ id: '31', body: { reply: 'Sorry, we will weigh it again.' } });

    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your reply to Mona Hassan’s review of Whole chicken was saved.',
    );

    // Emptied, the reply is taken away.
    await user.click(
      screen.getByRole('button', { name: 'Edit the reply to Karim Adel’s review of Duck breast' }),
    );
    const again = await screen.findByRole('dialog');
    await user.clear(within(again).getByRole('textbox', { name: 'Your reply' }));
    await user.click(within(again).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ id: '32', body: { reply: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('was removed');
  });

  it('refuses a link in a reply before sending it', async () => {
    const { sent } = serveReviews([waiting]);
    const user = userEvent.setup();
    renderWithShop(<ReviewsScreen />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Reply to Mona Hassan’s review of Whole chicken',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'see www.x.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    expect(await within(dialog).findByText('Please do not put links here.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('reads in Arabic: states and buttons translated', async () => {
    serveReviews([waiting, published, starsOnly]);
    renderWithShop(<ReviewsScreen />, { locale: 'ar' });
    const cards = await screen.findAllByTestId('review-card');
    expect(cards.map((card) => within(card).getByTestId('review-state').textContent)).toEqual([
      'مستني المراجعة',
      'منشور',
      'مخفي',
    ]);
    expect(
      within(cards[0] as HTMLElement).getByRole('button', {
        name: 'انشر تقييم Mona Hassan لـWhole chicken',
      }),
    ).toBeTruthy();
    expect(cards[0]?.textContent).toContain('شراء مؤكَّد');
  });
});
