import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { poultryOrder, weighedOrder } from '@mocks/fixtures/staff/poultry-orders';
import { server } from '@mocks/node';
import { orderWeightsBodySchema, type StaffOrder } from '@/contracts/order';
import { staffOrderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { StaffOrderScreen as Screen } from './staff-order-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2 } }, status: 'authenticated' }),
}));
jest.setTimeout(30_000);

let StaffOrderScreen: typeof Screen;
beforeAll(async () => {
  ({ StaffOrderScreen } = await import('./staff-order-screen'));
});
afterEach(() => {
  jest.restoreAllMocks();
});

const ok = (results: unknown) => HttpResponse.json({ success: true, message: 'OK', results });
const GONE = 'This order has left the shop: its weights can no longer change.';

const ASK = 'Some weights differ from the order by more than 20%. Check them, then confirm.';

/**
 * Order 41 as the API keeps it; POST weights checks the body with the contract. `ask`: the
 * server's 409 for weights far from the estimate, until the body confirms them.
 */
function shopWith(start: StaffOrder, refuse = false, ask = false) {
  let order = start;
  const sent: unknown[] = [];
  const moves: unknown[] = [];
  server.use(
    http.get('*/api/admin/orders/41', () => ok(order)),
    http.post('*/api/admin/orders/41/status', async ({ request }) => {
      moves.push(await request.json());
      return ok(order);
    }),
    http.post('*/api/admin/orders/41/weights', async ({ request }) => {
      const body = orderWeightsBodySchema.parse(await request.json());
      sent.push(body);
      if (refuse) {
        return HttpResponse.json({ success: false, message: GONE }, { status: 409 });
      }
      if (ask && body.confirm !== true) {
        return HttpResponse.json(
          {
            success: false,
            message: ASK,
            errors: { 'lines.0.weight': '4 kg is 33.3% more than the 3 kg ordered.' },
            confirm_required: true,
          },
          { status: 409 },
        );
      }
      order = weighedOrder(order, body.lines[0]?.weight ?? 0);
      return ok(order);
    }),
  );
  return { sent, moves };
}

const processing = () => poultryOrder(staffOrderFixture('Processing'));

describe('weighing an order', () => {
  it('shows the weight, choices, unit price and estimate of each line', async () => {
    shopWith(processing());
    renderWithShop(<StaffOrderScreen id={41} />);
    const lines = await screen.findByRole('region', { name: 'What to prepare' });
    const [chicken, eggs] = within(lines).getAllByTestId('order-page-line');
    expect(chicken).toHaveTextContent(/2 × 1\.5 kg · EGP\s100 per kg/);
    expect(chicken).toHaveTextContent('Choices: Cut in 8 · Without skin');
    expect(chicken).toHaveTextContent(/To be weighed · estimate EGP\s300/);
    expect(eggs).toHaveTextContent(/1 tray × EGP\s150/);
    expect(eggs).not.toHaveTextContent('weighed');
    expect(within(lines).getByText('Estimated total to collect')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent(
      /Delivery round: Thursday 26 November, 10 am–1 pm/,
    );
  });

  it('opens with the weights dialog up when the queue sent the seller to weigh', async () => {
    shopWith(processing());
    renderWithShop(<StaffOrderScreen id={41} weighFirst />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save weights' })).toBeVisible();
  });

  it('saves the weights typed in Arabic digits and shows the final total and the difference', async () => {
    const { sent } = shopWith(processing());
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Record weights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weights of order DP-261126-00041' });
    const field = within(dialog).getByRole('textbox', {
      name: 'White chicken, whole (Cut in 8 · Without skin)',
    });
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    await user.type(field, '٣٫٢٤');
    await user.click(within(dialog).getByRole('button', { name: 'Save weights' }));

    expect(
      await screen.findByText(
        /Weights saved\. Final total: EGP\s499 \(\+EGP\s24 from the estimate\)\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([{ lines: [{ line_id: 11, weight: 3.24 }] }]);
    const lines = screen.getByRole('region', { name: 'What to prepare' });
    expect(within(lines).getAllByTestId('order-page-line')[0]).toHaveTextContent(
      /Weighed: 3\.24 kg \(estimated EGP\s300\)/,
    );
    expect(within(lines).getByTestId('order-page-estimate')).toHaveTextContent(/EGP\s475/);
    expect(within(lines).getByTestId('order-page-difference')).toHaveTextContent(/\+EGP\s24/);
    expect(within(lines).getByTestId('order-page-total')).toHaveTextContent(/EGP\s499/);
    expect(within(lines).getByText('To collect, cash on delivery')).toBeVisible();
  });

  it('checks the weight to the gram before sending', async () => {
    const { sent } = shopWith(processing());
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Record weights' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '3.2415');
    await user.click(within(dialog).getByRole('button', { name: 'Save weights' }));
    expect(
      await within(dialog).findByText('Use at most three decimals (grams), e.g. 1.25.'),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('says why when the order has already left (409), and keeps the dialog open', async () => {
    shopWith(processing(), true);
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Record weights' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '3.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save weights' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GONE);
  });

  it('asks before saving a weight far from the estimate, with the new totals, and saves once confirmed', async () => {
    const { sent } = shopWith(processing(), false, true);
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Record weights' }));
    const weights = await screen.findByRole('dialog');
    await user.type(within(weights).getByRole('textbox'), '4');
    await user.click(within(weights).getByRole('button', { name: 'Save weights' }));

    const ask = await screen.findByRole('dialog', { name: 'Check these weights' });
    expect(ask).toHaveTextContent(ASK);
    const [line] = within(ask).getAllByTestId('confirm-weight-line');
    expect(line).toHaveTextContent('White chicken, whole · Cut in 8 · Without skin');
    expect(line).toHaveTextContent('Ordered: 2 × 1.5 kg = 3 kg');
    expect(line).toHaveTextContent('Weighed: 4 kg');
    // EGP 100 a kg: 400 for the line, and with the eggs (150) and delivery (25) 575.
    expect(line).toHaveTextContent(/New line total: EGP\s400 \(estimate EGP\s300\)/);
    expect(within(ask).getByTestId('confirm-weights-total')).toHaveTextContent(
      /New order total: EGP\s575 \(estimate EGP\s475\)/,
    );
    await user.click(within(ask).getByRole('button', { name: 'Yes, save these weights' }));

    expect(
      await screen.findByText(
        /Weights saved\. Final total: EGP\s575 \(\+EGP\s100 from the estimate\)\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([
      { lines: [{ line_id: 11, weight: 4 }] },
      { lines: [{ line_id: 11, weight: 4 }], confirm: true },
    ]);
  });

  it('saves nothing when the seller goes back to weigh again, and asks in Arabic', async () => {
    const { sent } = shopWith(processing(), false, true);
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />, { locale: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'تسجيل الأوزان' }));
    const weights = await screen.findByRole('dialog');
    await user.type(within(weights).getByRole('textbox'), '٤');
    await user.click(within(weights).getByRole('button', { name: 'حفظ الأوزان' }));

    const ask = await screen.findByRole('dialog', { name: 'راجع الأوزان دي' });
    const [line] = within(ask).getAllByTestId('confirm-weight-line');
    expect(line).toHaveTextContent('المطلوب: ٢ × ١٫٥ كجم = ٣ كجم');
    expect(line).toHaveTextContent('الوزن على الميزان: ٤ كجم');
    expect(line).toHaveTextContent(/إجمالي البند الجديد: .*٤٠٠.*\(التقدير .*٣٠٠.*\)/);
    expect(within(ask).getByTestId('confirm-weights-total')).toHaveTextContent(
      /إجمالي الطلب الجديد: .*٥٧٥.*\(التقدير .*٤٧٥.*\)/,
    );
    await user.click(within(ask).getByRole('button', { name: 'أعِد الوزن' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'راجع الأوزان دي' })).toBeNull(),
    );
    expect(sent).toEqual([{ lines: [{ line_id: 11, weight: 4 }] }]);
    // Back on the weights as typed, to weigh again.
    expect(within(screen.getByRole('dialog')).getByRole('textbox')).toHaveValue('٤');
  });

  it('offers no weighing once the order is out, and none for an order without weighed lines', async () => {
    shopWith(poultryOrder(staffOrderFixture('OutForDelivery')));
    const { unmount } = renderWithShop(<StaffOrderScreen id={41} />);
    await screen.findByRole('region', { name: 'What to prepare' });
    expect(screen.queryByRole('button', { name: 'Record weights' })).toBeNull();
    unmount();
    shopWith(staffOrderFixture('Processing'));
    renderWithShop(<StaffOrderScreen id={41} />);
    await screen.findByRole('region', { name: 'What to prepare' });
    expect(screen.queryByRole('button', { name: 'Record weights' })).toBeNull();
  });

  it('asks before sending out lines not weighed yet', async () => {
    const { moves } = shopWith(processing());
    const user = userEvent.setup();
    renderWithShop(<StaffOrderScreen id={41} />);
    const workflow = await screen.findByRole('region', { name: 'Next step' });
    await user.click(within(workflow).getByRole('button', { name: 'Send out' }));
    const warning = await screen.findByRole('dialog', { name: 'Send out without weighing?' });
    expect(warning).toHaveTextContent(
      'One line sold by weight is not weighed yet: the customer would pay the estimate.',
    );
    await user.click(within(warning).getByRole('button', { name: 'Weigh first' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves).toEqual([]);
    await user.click(within(workflow).getByRole('button', { name: 'Send out' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send out anyway' }),
    );
    await screen.findByText('The order is now: Out for delivery.');
    expect(moves).toEqual([{ status: 'OutForDelivery' }]);
  });
});
