import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Complaint } from '@/contracts/complaints';
import type { Order } from '@/contracts/order';
import { orderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { OrderDetails as Details } from './order-details';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 7 } }, status: 'authenticated' }),
}));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', push: jest.fn() }) }));
// A whole complaint typed and sent through the dialog's chunks: slow on a busy machine.
jest.setTimeout(40_000);

let OrderDetails: typeof Details;
beforeAll(async () => {
  ({ OrderDetails } = await import('./order-details'));
});
beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const [duck] = orderFixture().items;
const lines = [
  duck!,
  { ...duck!, id: 2, item_id: 4, name: 'Whole chicken' },
  { ...duck!, id: 3, item_id: 9, name: 'Eggs' },
];

const complaint = (overrides: Partial<Complaint> = {}): Complaint => ({
  id: 8,
  order_id: 41,
  number: 'C-00008',
  status: 'Pending',
  lines: [
    {
      line_id: 1,
      item_id: 3,
      name: 'Duck breast',
      image: duck!.image,
      reason: 'wrong_weight',
      line_total: 330,
    },
  ],
  note: 'Lighter than the label',
  pictures: [],
  remedy: null,
  amount: null,
  answer: '',
  created_at: inDays(-0.5),
  answered_at: null,
  ...overrides,
});

const delivered = (overrides: Partial<Order> = {}): Order =>
  orderFixture({
    status: 'Delivered',
    can_cancel: false,
    items: lines,
    delivered_at: inDays(-1),
    complaint_until: inDays(1),
    reviews: [],
    complaints: [],
    ...overrides,
  });

const answer = (results: unknown) => HttpResponse.json({ success: true, message: 'OK', results });

const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

describe('reporting a problem with a delivered order', () => {
  it('checks the lines and reasons, keeps three photos, and keeps a refused one to try again', async () => {
    let order = delivered({ complaints: [complaint()] });
    const posted: unknown[] = [];
    const uploads: number[] = [];
    let refuseSecond = true;
    server.use(
      http.get('*/api/user/orders/41', () => answer(order)),
      http.post('*/api/user/orders/41/complaints', async ({ request }) => {
        posted.push(await request.json());
        const made = complaint({ id: 9, number: 'C-00009', lines: [] });
        order = { ...order, complaints: [...(order.complaints ?? []), made] };
        return answer(made);
      }),
      http.post('*/api/user/complaints/9/images', () => {
        uploads.push(9);
        if (uploads.length === 2 && refuseSecond) {
          refuseSecond = false;
          return HttpResponse.json(
            {
              success: false,
              message: 'The photo was refused.',
              errors: { image: 'This file is not a picture we can read.' },
            },
            { status: 400 },
          );
        }
        return answer(complaint({ id: 9, number: 'C-00009' }));
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<OrderDetails id={41} />);

    const section = await screen.findByRole('region', { name: 'Problems with this order' });
    expect(within(section).getByTestId('complaint-until').textContent).toMatch(
      /^Something wrong\? You can report it until /,
    );
    expect(within(section).getByTestId('complaint-status').textContent).toBe('Pending');
    await user.click(within(section).getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Report a problem with order DP-261126-00041',
    });

    // The duck was complained about already: shown, not offered.
    expect(
      within(dialog).getByRole('checkbox', { name: 'Duck breast (already reported)' }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Send to the shop' }));
    expect(await within(dialog).findByText('Tick at least one product.')).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Whole chicken' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Eggs' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /What went wrong with Eggs\?/ }),
      'Missing',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send to the shop' }));
    const reason = within(dialog).getByRole('combobox', {
      name: /What went wrong with Whole chicken\?/,
    });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(within(dialog).getByText('Choose what went wrong.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Wrong weight', 'Quality', 'Missing', 'Something else']));
    await user.selectOptions(reason, 'Quality');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tell us more (optional)' }),
      'Smelled off',
    );

    await user.upload(within(dialog).getByLabelText('Add photos'), [
      photo('one.jpg'),
      photo('two.jpg'),
      photo('three.jpg'),
      photo('four.jpg'),
    ]);
    expect(within(dialog).getAllByTestId('complaint-photo')).toHaveLength(3);
    expect(within(dialog).getByRole('img', { name: 'Photo 3' })).toBeTruthy();
    expect(within(dialog).getByText('At most 3 photos: the others were left out.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Add photos')).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Send to the shop' }));
    expect(await within(dialog).findByText('This file is not a picture we can read.')).toBeTruthy();
    expect(posted).toEqual([
      {
        lines: [
          { line_id: 2, reason: 'quality' },
          { line_id: 3, reason: 'missing' },
        ],
        note: 'Smelled off',
      },
    ]);
    expect(uploads).toHaveLength(3);
    const statuses = within(dialog)
      .getAllByTestId('complaint-photo')
      .map((entry) => entry.dataset.status);
    expect(statuses).toEqual(['done', 'failed', 'done']);
    expect(
      within(dialog).getByText(/Your complaint C-00009 was sent\. Some photos were not/),
    ).toBeTruthy();

    // Only the refused photo goes again, to the same complaint; then the dialog is done.
    await user.click(within(dialog).getByRole('button', { name: 'Send the photos again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploads).toHaveLength(4);
    expect(posted).toHaveLength(1);
    expect((await screen.findByTestId('complaint-sent')).textContent).toBe(
      'Your complaint C-00009 was sent. The shop will answer here.',
    );
    await waitFor(() => expect(screen.getAllByTestId('complaint-card')).toHaveLength(2));
  });

  it('shows an answered complaint with the remedy, the amount and the shop’s note', async () => {
    const answered = complaint({
      status: 'Accepted',
      remedy: 'credit',
      amount: 45.5,
      answer: 'Sorry about that, Mona.',
      pictures: ['/api/media/complaints/a.webp'],
      answered_at: inDays(-0.2),
    });
    server.use(
      http.get('*/api/user/orders/41', () =>
        answer(delivered({ complaint_until: null, complaints: [answered] })),
      ),
    );
    const { unmount } = renderWithShop(<OrderDetails id={41} />);
    const card = await screen.findByTestId('complaint-card');
    expect(within(card).getByTestId('complaint-status').textContent).toBe('Accepted');
    expect(within(card).getByText('Duck breast: Wrong weight')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    expect(within(card).getByTestId('complaint-remedy').textContent).toBe(
      'Credit on your next order',
    );
    expect(within(card).getByTestId('complaint-amount').textContent).toMatch(
      /^Amount: EGP\s45\.50$/,
    );
    expect(within(card).getByTestId('complaint-shop-note').textContent).toBe(
      'From the shop: Sorry about that, Mona.',
    );
    // The window has closed: nothing more to report.
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
    unmount();

    renderWithShop(<OrderDetails id={41} />, { locale: 'ar' });
    const arabic = await screen.findByTestId('complaint-card');
    expect(within(arabic).getByTestId('complaint-status').textContent).toBe('اتقبلت');
    expect(within(arabic).getByTestId('complaint-remedy').textContent).toBe(
      'رصيد يتخصم من طلبك الجاي',
    );
    expect(within(arabic).getByTestId('complaint-amount').textContent).toContain('٤٥٫٥٠');
  });

  it('says a cash refund comes at the next delivery, and a rejection as such', async () => {
    server.use(
      http.get('*/api/user/orders/41', () =>
        answer(
          delivered({
            complaint_until: null,
            complaints: [
              complaint({ status: 'Accepted', remedy: 'cash_refund', amount: 30 }),
              complaint({
                id: 10,
                number: 'C-00010',
                status: 'Rejected',
                answer: 'Weighed right.',
              }),
            ],
          }),
        ),
      ),
    );
    renderWithShop(<OrderDetails id={41} />);
    const [cash, rejected] = await screen.findAllByTestId('complaint-card');
    expect(within(cash!).getByTestId('complaint-remedy').textContent).toBe(
      'Refund in cash at your next delivery',
    );
    expect(within(rejected!).getByText('The shop did not accept this complaint')).toBeTruthy();
    expect(within(rejected!).queryByTestId('complaint-amount')).toBeNull();
  });

  it('offers nothing once the window has closed with no complaint made', async () => {
    server.use(
      http.get('*/api/user/orders/41', () => answer(delivered({ complaint_until: null }))),
    );
    renderWithShop(<OrderDetails id={41} />);
    await screen.findAllByRole('button', { name: /^Rate / });
    expect(screen.queryByRole('region', { name: 'Problems with this order' })).toBeNull();
  });

  it('offers nothing when every line was complained about already', async () => {
    const all = complaint({
      lines: lines.map((line) => ({
        line_id: line.id,
        item_id: line.item_id,
        name: line.name,
        image: line.image,
        reason: 'quality' as const,
        line_total: line.line_total,
      })),
    });
    server.use(http.get('*/api/user/orders/41', () => answer(delivered({ complaints: [all] }))));
    renderWithShop(<OrderDetails id={41} />);
    const section = await screen.findByRole('region', { name: 'Problems with this order' });
    expect(within(section).queryByRole('button', { name: 'Report a problem' })).toBeNull();
    expect(within(section).getByTestId('complaint-card')).toBeTruthy();
  });
});
