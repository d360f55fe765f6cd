import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Order, OrderHistoryEntry } from '@/contracts/order';
import { orderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import { shopDate } from '@/lib/shop-calendar';
import type { OrderDetails as Details } from './order-details';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 7 } }, status: 'authenticated' }),
}));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', push: jest.fn() }) }));

let OrderDetails: typeof Details;
beforeAll(async () => {
  ({ OrderDetails } = await import('./order-details'));
});

const step = (status: OrderHistoryEntry['status'], at: string, by: OrderHistoryEntry['by_role']) =>
  ({ status, at, by_role: by, note: '' }) satisfies OrderHistoryEntry;

const order = (overrides: Partial<Order> = {}): Order =>
  orderFixture({
    history: [step('Pending', '2026-11-26T08:00:00.000Z', 'customer')],
    can_cancel: true,
    ...overrides,
  });

const answer = (results: Order, message = 'OK') =>
  HttpResponse.json({ success: true, message, results });

describe('an order’s page', () => {
  it('shows each step reached with its time', async () => {
    server.use(
      http.get('*/api/user/orders/41', () =>
        answer(
          order({
            status: 'OutForDelivery',
            can_cancel: false,
            history: [
              step('Pending', '2026-11-26T08:00:00.000Z', 'customer'),
              step('Processing', '2026-11-26T08:20:00.000Z', 'seller'),
              step('OutForDelivery', '2026-11-26T09:05:00.000Z', 'seller'),
            ],
          }),
        ),
      ),
    );
    renderWithShop(<OrderDetails id={41} />);
    const progress = await screen.findByLabelText('Order progress');
    // Cairo is two hours ahead of UTC in November.
    expect(within(progress).getByText(/10:00/)).toBeTruthy();
    expect(within(progress).getByText(/10:20/)).toBeTruthy();
    expect(within(progress).getByText(/11:05/)).toBeTruthy();
    expect(within(progress).getByText('Out for delivery')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows who brings an order that is out, their stop on the round and a call button, in both languages', async () => {
    const out = order({
      status: 'OutForDelivery',
      can_cancel: false,
      driver: { first_name: 'Karim', phone: '01000000007' },
      stop: { position: 3, of: 7 },
    });
    server.use(http.get('*/api/user/orders/41', () => answer(out)));
    const { unmount } = renderWithShop(<OrderDetails id={41} />);
    const driver = await screen.findByTestId('order-driver');
    expect(driver.textContent).toContain('Karim is bringing your order.');
    expect(driver.textContent).toContain('You are stop 3 of 7 on the round.');
    expect(within(driver).getByRole('link', { name: 'Call Karim' }).getAttribute('href')).toBe(
      'tel:01000000007',
    );
    unmount();
    renderWithShop(<OrderDetails id={41} />, { locale: 'ar' });
    expect((await screen.findByTestId('order-driver')).textContent).toContain(
      'إنت الوقفة رقم ٣ من ٧ في الجولة.',
    );
  });

  it('says when a delivered order was handed over', async () => {
    const delivered = order({
      status: 'Delivered',
      can_cancel: false,
      history: [
        step('Pending', '2026-11-26T08:00:00.000Z', 'customer'),
        step('Processing', '2026-11-26T08:20:00.000Z', 'seller'),
        step('OutForDelivery', '2026-11-26T09:05:00.000Z', 'seller'),
        step('Delivered', '2026-11-26T10:40:00.000Z', 'driver'),
      ],
    });
    server.use(http.get('*/api/user/orders/41', () => answer(delivered)));
    renderWithShop(<OrderDetails id={41} />);
    expect((await screen.findByTestId('order-delivered-at')).textContent).toMatch(
      /Delivered .*12:40/,
    );
    expect(screen.queryByTestId('order-driver')).toBeNull();
  });

  it('lets the shopper cancel a pending order after confirming, and shows it cancelled', async () => {
    let cancels = 0;
    server.use(
      http.get('*/api/user/orders/41', () => answer(order())),
      http.post('*/api/user/orders/41/cancel', () => {
        cancels += 1;
        return answer(
          order({
            status: 'Cancelled',
            can_cancel: false,
            history: [
              step('Pending', '2026-11-26T08:00:00.000Z', 'customer'),
              step('Cancelled', '2026-11-26T08:10:00.000Z', 'customer'),
            ],
          }),
          'Your order was cancelled.',
        );
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<OrderDetails id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(cancels).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the order' }),
    );
    const cancelled = await screen.findByTestId('order-cancelled');
    expect(cancels).toBe(1);
    expect(cancelled.textContent).toMatch(/10:10/);
    // Issue 38: the shopper's own cancelling is said as theirs, with no "call us if unexpected".
    expect(cancelled.textContent).toMatch(/^You cancelled this order on /);
    expect(cancelled.textContent).not.toMatch(/did not expect/);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says why when the shop started on the order meanwhile, and shows where it is now', async () => {
    let status: Order['status'] = 'Pending';
    server.use(
      http.get('*/api/user/orders/41', () =>
        answer(order({ status, can_cancel: status === 'Pending' })),
      ),
      http.post('*/api/user/orders/41/cancel', () => {
        status = 'Processing';
        return HttpResponse.json(
          { success: false, message: 'This order is Processing and cannot be moved to Cancelled.' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<OrderDetails id={41} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the order' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot be moved/);
    await user.click(screen.getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findAllByText('Processing')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  describe('a line sold by weight', () => {
    const chicken = (weighed: boolean): Order['items'][number] => ({
      id: 7,
      item_id: 5,
      name: 'Whole chicken',
      image: '/images/items/chicken.svg',
      unit: 'kg',
      unit_code: 'kg',
      price: 100,
      qty: 1,
      weight: 1.5,
      weighed_weight: weighed ? 1.62 : null,
      options: [{ id: 51, group: 'cut', name: 'Cut in 8', price_delta: 5 }],
      unit_price: 105,
      estimated_total: 157.5,
      line_total: weighed ? 170.1 : 157.5,
      estimated: !weighed,
    });
    const weighedOrder = (weighed: boolean) =>
      order({
        items: [chicken(weighed)],
        subtotal: weighed ? 170.1 : 157.5,
        total: weighed ? 195.1 : 182.5,
        estimated_total: 182.5,
        estimated: !weighed,
        slot: { id: 3, date: '2026-11-27', from: '10:00', to: '13:00' },
      });

    it('says the total is an estimate until the shop weighs it', async () => {
      server.use(http.get('*/api/user/orders/41', () => answer(weighedOrder(false))));
      renderWithShop(<OrderDetails id={41} />);
      const line = await screen.findByTestId('order-line');
      expect(line.textContent).toContain('1.5 kg each · Cut in 8');
      expect(line.textContent).toMatch(/1 × EGP\s105 \/ kg/);
      expect(line.textContent).toMatch(/Estimated EGP\s157\.50: final price after weighing/);
      expect(screen.getByText('Estimated total')).toBeTruthy();
      expect(screen.getByTestId('order-total-note').textContent).toMatch(
        /Estimated total — final after weighing/,
      );
      expect(screen.getByTestId('order-slot').textContent).toBe(
        'Delivery: Friday 27 November, 10 am–1 pm',
      );
    });

    it('shows the estimate and the final price once weighed', async () => {
      server.use(http.get('*/api/user/orders/41', () => answer(weighedOrder(true))));
      renderWithShop(<OrderDetails id={41} />);
      const line = await screen.findByTestId('order-line');
      expect(line.textContent).toMatch(
        /Estimated EGP\s157\.50 → final EGP\s170\.10 \(1\.62 kg weighed\)/,
      );
      expect(screen.getByText('Final total')).toBeTruthy();
      expect(screen.getByTestId('order-total').textContent).toMatch(/195\.10/);
      expect(screen.getByTestId('order-estimated').textContent).toMatch(/182\.50/);
    });

    it('says both in Arabic', async () => {
      server.use(http.get('*/api/user/orders/41', () => answer(weighedOrder(false))));
      const view = renderWithShop(<OrderDetails id={41} />, { locale: 'ar' });
      expect((await screen.findByTestId('order-line')).textContent).toContain(
        'السعر النهائي بعد الوزن',
      );
      expect(screen.getByText('الإجمالي التقريبي')).toBeTruthy();
      view.unmount();
      server.use(http.get('*/api/user/orders/41', () => answer(weighedOrder(true))));
      renderWithShop(<OrderDetails id={41} />, { locale: 'ar' });
      expect((await screen.findByTestId('order-line')).textContent).toContain('النهائي');
      expect(screen.getByText('الإجمالي النهائي')).toBeTruthy();
      expect(screen.getByTestId('order-line').textContent).toContain('١٫٦٢ كجم');
    });
  });

  describe('the delivery promise (issue 38)', () => {
    const zones = [{ id: 1, area: 'Mansoura', fee: 15, min_order: 0, eta: 'Same day, 2–4 hours' }];
    const tomorrow = shopDate(Date.now(), 1);
    const booked = () => order({ slot: { id: 3, date: tomorrow, from: '16:00', to: '19:00' } });

    it('says the round booked, not the zone’s usual time, on the confirmation', async () => {
      server.use(http.get('*/api/user/orders/41', () => answer(booked())));
      renderWithShop(<OrderDetails id={41} placed zones={zones} />);
      const placed = await screen.findByTestId('placed-round');
      expect(placed.textContent).toMatch(/^We deliver: Tomorrow, \w+ \d+ \w+, 4–7 pm$/);
      expect(screen.getByTestId('order-promise').textContent).toMatch(/^Your delivery: Tomorrow, /);
      expect(screen.queryByText(/Same day/)).toBeNull();
    });

    it('says it in Arabic, in Arabic digits', async () => {
      server.use(http.get('*/api/user/orders/41', () => answer(booked())));
      renderWithShop(<OrderDetails id={41} placed zones={zones} />, { locale: 'ar' });
      expect((await screen.findByTestId('placed-round')).textContent).toMatch(
        /^هنوصّلهولك: بكرة، \S+ [٠-٩]+ \S+، من ٤ لـ ٧ مساءً$/,
      );
    });

    it('keeps the zone’s usual time for an order without a round', async () => {
      server.use(http.get('*/api/user/orders/41', () => answer(order({ slot: null }))));
      renderWithShop(<OrderDetails id={41} placed zones={zones} />);
      expect((await screen.findByTestId('order-promise')).textContent).toBe(
        'Estimated delivery: Same day, 2–4 hours',
      );
      expect(screen.queryByTestId('placed-round')).toBeNull();
    });
  });

  it('asks the shopper to call only when the shop cancelled, in both languages', async () => {
    const byShop = order({
      status: 'Cancelled',
      can_cancel: false,
      history: [
        step('Pending', '2026-11-26T08:00:00.000Z', 'customer'),
        step('Cancelled', '2026-11-26T09:00:00.000Z', 'seller'),
      ],
    });
    server.use(http.get('*/api/user/orders/41', () => answer(byShop)));
    const view = renderWithShop(<OrderDetails id={41} />);
    expect((await screen.findByTestId('order-cancelled')).textContent).toMatch(
      /If you did not expect this, contact us/,
    );
    view.unmount();
    const bySelf = order({
      status: 'Cancelled',
      can_cancel: false,
      history: [
        step('Pending', '2026-11-26T08:00:00.000Z', 'customer'),
        step('Cancelled', '2026-11-26T08:10:00.000Z', 'customer'),
      ],
    });
    server.use(http.get('*/api/user/orders/41', () => answer(bySelf)));
    renderWithShop(<OrderDetails id={41} />, { locale: 'ar' });
    const cancelled = await screen.findByTestId('order-cancelled');
    expect(cancelled.textContent).toMatch(/^إنت لغيت الطلب ده في /);
    expect(cancelled.textContent).not.toMatch(/كلمنا/);
  });
});
