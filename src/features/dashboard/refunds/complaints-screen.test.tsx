import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { staffComplaintFixture } from '@mocks/fixtures/staff/complaints';
import { contractHandler } from '@mocks/handlers/contract-handler';
import { server } from '@mocks/node';
import type { StaffComplaint } from '@/contracts/complaints';
import { formatMoney } from '@/lib/format/money';
import { renderWithShop } from '@tests/setup/render';
import type { ComplaintsScreen as Screen } from './complaints-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role: 'seller' } }, status: 'authenticated' }),
}));

// The dialogs load their form and contract on first open; a few clicks each take a while.
jest.setTimeout(30_000);

let ComplaintsScreen: typeof Screen;
beforeAll(async () => {
  ({ ComplaintsScreen } = await import('./complaints-screen'));
});

const page = (results: unknown[]) =>
  HttpResponse.json({ success: true, results, total: results.length, page: 1, limit: 20 });

const pending = staffComplaintFixture();
const accepted = staffComplaintFixture({
  id: 13,
  status: 'Accepted',
  remedy: 'credit',
  amount: 120.5,
  answer: 'Sorry: 120.50 EGP off your next order.',
  answered_at: '2026-11-23T09:00:00.000Z',
  pictures: [],
  note: '',
  customer: { id: 8, name: 'Karim Adel', phone: '01123456789' },
  order: { id: 44, number: 'DP-261123-00002', total: 300, delivered_at: null },
  next_statuses: [],
});

/** The list, and the bodies the writes sent by complaint id. */
function serveComplaints(rows: StaffComplaint[]) {
  const asked: URLSearchParams[] = [];
  const sent: { id: string; body: Record<string, unknown> }[] = [];
  server.use(
    contractHandler('adminRefundRequests', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return page(rows);
    }),
    contractHandler('adminRefundRequestUpdate', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ id: String(params.id), body });
      const row = rows.find((entry) => String(entry.id) === params.id) ?? pending;
      const answered = body.status === 'Processing' ? null : '2026-11-25T18:00:00.000Z';
      return HttpResponse.json({
        success: true,
        results: {
          ...row,
          status: body.status,
          remedy: body.remedy ?? null,
          amount: body.amount ?? null,
          answer: body.note ?? '',
          answered_at: answered,
          next_statuses: answered ? [] : ['Accepted', 'Rejected'],
        },
      });
    }),
  );
  return { asked, sent };
}

const openAnswer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(
    await screen.findByRole('button', { name: 'Answer the complaint on order DP-261121-00007' }),
  );
  return screen.findByRole('dialog', {
    name: 'Answer Mona Hassan’s complaint on order DP-261121-00007',
  });
};

describe('the complaints screen', () => {
  it('shows each complaint: order, customer to call, lines and their cost, photos, note, answer', async () => {
    serveComplaints([pending, accepted]);
    const user = userEvent.setup();
    renderWithShop(<ComplaintsScreen />);
    const [first, second] = await screen.findAllByTestId('complaint-card');
    const mona = within(first as HTMLElement);
    expect(mona.getByRole('link', { name: 'Order DP-261121-00007' }).getAttribute('href')).toBe(
      '/dashboard/orders/41',
    );
    expect(mona.getByRole('link', { name: '01012345678' }).getAttribute('href')).toBe(
      'tel:01012345678',
    );
    expect(mona.getByRole('link', { name: 'Call Mona Hassan' })).toBeTruthy();
    const lines = mona.getAllByTestId('complaint-line');
    expect(lines[0]?.textContent).toBe(`Whole chickenWrong weight${formatMoney(235, 'en')}`);
    expect(lines[1]?.textContent).toBe(`Duck breastQuality${formatMoney(120.5, 'en')}`);
    expect(mona.getByTestId('complaint-total').textContent).toBe(
      `The complained products cost ${formatMoney(355.5, 'en')}`,
    );
    expect(mona.getByTestId('complaint-note').textContent).toBe(pending.note);
    expect(mona.getByTestId('complaint-status').textContent).toBe('Pending');
    expect(mona.queryByTestId('complaint-answer')).toBeNull();

    await user.click(
      mona.getByRole('button', { name: 'Open photo 1 of the complaint on order DP-261121-00007' }),
    );
    const photo = await screen.findByRole('dialog', {
      name: 'Photo 1 of the complaint on order DP-261121-00007',
    });
    expect(within(photo).getByRole('img').getAttribute('src')).toBe(pending.pictures[0]);
    await user.click(within(photo).getByRole('button', { name: 'Close the photo' }));

    const karim = within(second as HTMLElement);
    expect(karim.getByTestId('complaint-status').textContent).toBe('Accepted');
    const answer = karim.getByTestId('complaint-answer').textContent;
    expect(answer).toContain('What the shop doesCredit on the next order');
    expect(answer).toContain(`Amount${formatMoney(120.5, 'en')}`);
    expect(answer).toContain('Sorry: 120.50 EGP off your next order.');
    // Answered: nothing more to do but call.
    expect(karim.queryByRole('button', { name: /Answer|Take up/ })).toBeNull();
  });

  it('opens on the status the link gave and asks again for the status chosen', async () => {
    const { asked } = serveComplaints([pending]);
    const user = userEvent.setup();
    renderWithShop(<ComplaintsScreen initialStatus="Pending" />);
    await screen.findByTestId('complaint-card');
    expect(asked[0]?.get('status')).toBe('Pending');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All complaints',
      'Pending',
      'Processing',
      'Accepted',
      'Rejected',
    ]);
    await user.click(screen.getByRole('option', { name: 'Accepted' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('Accepted'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All complaints' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBeNull());
  });

  it('takes a complaint up and says so', async () => {
    const { sent } = serveComplaints([pending]);
    const user = userEvent.setup();
    renderWithShop(<ComplaintsScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Take up the complaint on order DP-261121-00007' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The complaint on order DP-261121-00007 is being looked into.',
    );
    expect(sent).toEqual([{ id: '12', body: { status: 'Processing' } }]);
  });

  it('refuses an answer without a decision, an acceptance without a remedy, and too much money', async () => {
    const { sent } = serveComplaints([pending]);
    const user = userEvent.setup();
    renderWithShop(<ComplaintsScreen />);
    const dialog = await openAnswer(user);
    const send = within(dialog).getByRole('button', { name: 'Send answer' });

    await user.click(send);
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: 'Accept' }));
    await user.click(send);
    expect(
      await within(dialog).findByText(
        'Choose what the shop will do: a cash refund, a credit or a replacement.',
      ),
    ).toBeTruthy();

    await user.click(
      within(dialog).getByRole('radio', { name: /^Cash refund at the next delivery/ }),
    );
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (EGP)' });
    // Filled in with the most it may be: what the complained lines cost.
    expect((amount as HTMLInputElement).value).toBe('355.5');
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(send);
    expect(await within(dialog).findByText('Must be at most 355.5.')).toBeTruthy();
    await user.clear(amount);
    await user.click(send);
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('accepts with a cash refund typed in Arabic-Indic digits, and says what was done', async () => {
    const { sent } = serveComplaints([pending]);
    const user = userEvent.setup();
    renderWithShop(<ComplaintsScreen />);
    const dialog = await openAnswer(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Accept' }));
    await user.click(within(dialog).getByRole('radio', { name: /^Cash refund/ }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (EGP)' });
    await user.clear(amount);
    await user.type(amount, '١٠٠٫٥');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the customer' }),
      'The driver brings it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        id: '12',
        body: {
          status: 'Accepted',
          remedy: 'cash_refund',
          amount: 100.5,
          note: 'The driver brings it.',
        },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      `The complaint on order DP-261121-00007 is accepted: Cash refund at the next delivery, ${formatMoney(100.5, 'en')}. The customer is told.`,
    );
  });

  it('accepts a replacement without an amount, and rejects with a note', async () => {
    const { sent } = serveComplaints([pending]);
    const user = userEvent.setup();
    renderWithShop(<ComplaintsScreen />);
    let dialog = await openAnswer(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Accept' }));
    await user.click(within(dialog).getByRole('radio', { name: /^Replacement/ }));
    expect(within(dialog).queryByRole('textbox', { name: 'Amount (EGP)' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[0]?.body).toEqual({ status: 'Accepted', remedy: 'replacement', note: '' });

    dialog = await openAnswer(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    expect(within(dialog).queryByRole('radio', { name: /^Replacement/ })).toBeNull();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the customer' }),
      'Weighed 1.5 kg at the shop.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]?.body).toEqual({ status: 'Rejected', note: 'Weighed 1.5 kg at the shop.' });
    expect(screen.getByRole('status')).toHaveTextContent('is rejected');
  });

  it('shows the server’s refusal in the dialog: answered meanwhile by someone else', async () => {
    server.use(
      contractHandler('adminRefundRequests', () => page([pending])),
      contractHandler('adminRefundRequestUpdate', () =>
        HttpResponse.json(
          { success: false, message: 'This complaint was already answered (Accepted).' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithShop(<ComplaintsScreen />);
    const dialog = await openAnswer(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This complaint was already answered (Accepted).',
    );
  });

  it('reads in Arabic: statuses, reasons and remedies translated', async () => {
    serveComplaints([pending, accepted]);
    renderWithShop(<ComplaintsScreen />, { locale: 'ar' });
    const cards = await screen.findAllByTestId('complaint-card');
    expect(cards.map((card) => within(card).getByTestId('complaint-status').textContent)).toEqual([
      'في الانتظار',
      'مقبولة',
    ]);
    expect(cards[0]?.textContent).toContain('الوزن غلط');
    expect(cards[1]?.textContent).toContain('رصيد يتخصم من الطلب الجاي');
    expect(
      within(cards[0] as HTMLElement).getByRole('button', {
        name: 'رُد على شكوى الطلب DP-261121-00007',
      }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('·');
  });
});
