import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { DriverRound, DriverStop } from '@/contracts/driver-rounds';
import type { Order } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { driverStopFixture } from '@tests/setup/driver-stop-fixture';
import { orderFixture } from '@tests/setup/order-fixture';
import { recordPosts } from '@tests/setup/record-posts';
import { renderWithShop } from '@tests/setup/render';
import type { DriverRoundScreen as Screen } from './round-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 7, role: 'driver' } }, status: 'authenticated' }),
}));

let DriverRoundScreen: typeof Screen;
beforeAll(async () => {
  ({ DriverRoundScreen } = await import('./round-screen'));
});

const DATE = '2026-11-28';

/** An amount as the page writes it, its no-break space as toHaveTextContent reads it. */
const money = (amount: number, locale: 'en' | 'ar') =>
  formatMoney(amount, locale).replace(/\s/g, ' ');

const stopOf = (order: Order, overrides: Partial<DriverStop>): DriverStop =>
  driverStopFixture(order, overrides);

const MONA = orderFixture({
  status: 'OutForDelivery',
  total: 354.9,
  notes: 'Ring twice, the bell is weak.',
  address: {
    ...orderFixture().address,
    landmark: 'Behind El Salam mosque',
  },
});
const AHMED = orderFixture({
  id: 42,
  number: 'DP-261126-00042',
  status: 'Processing',
  address: { ...orderFixture().address, recipient: 'Ahmed Samir', phone: '01198765432' },
});
const SARA = orderFixture({
  id: 40,
  number: 'DP-261126-00040',
  status: 'Delivered',
  address: { ...orderFixture().address, recipient: 'Sara Adel', phone: '01234567890' },
});

/** Sent out of driving order, to see the screen put them in it. */
const ROUND: DriverRound = {
  id: 3,
  date: DATE,
  slot: { id: 5, from: '16:00', to: '19:00' },
  driver: { id: 7, name: 'Karim' },
  stops: [
    stopOf(AHMED, { position: 3 }),
    stopOf(MONA, { position: 2 }),
    stopOf(SARA, { position: 1, outcome: 'delivered', cash_received: 400 }),
  ],
};

const ok = (results: unknown, message = 'OK') =>
  HttpResponse.json({ success: true, message, results });

/** The round (as last recorded), counting its loads; the writes answer with `answer`. */
function serveRound(answer?: (orderId: number) => Response | undefined) {
  const loads: string[] = [];
  let round = ROUND;
  server.use(
    http.get('*/api/driver/round', ({ request }) => {
      loads.push(new URL(request.url).searchParams.get('date') ?? '');
      return ok([round]);
    }),
    http.post('*/api/driver/stops/:id/:outcome', ({ params }) => {
      const id = Number(params.id);
      const refused = answer?.(id);
      if (refused) return refused;
      const status = params.outcome === 'delivered' ? 'Delivered' : 'Processing';
      round = {
        ...round,
        stops: round.stops.map((stop) =>
          stop.order_id === id
            ? { ...stop, status, outcome: params.outcome === 'delivered' ? 'delivered' : 'failed' }
            : stop,
        ),
      };
      return ok({ ...MONA, status }, 'Delivered. The cash was recorded.');
    }),
  );
  return loads;
}

const cards = () => screen.findAllByTestId('driver-stop');

describe('the driver’s round', () => {
  it('lists the stops in driving order: the way there, what to hand over, what to collect', async () => {
    const loads = serveRound();
    renderWithShop(<DriverRoundScreen date={DATE} />);
    const [sara, mona, ahmed] = await cards();
    expect(loads).toEqual([DATE]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Round 4–7 pm');
    expect(screen.getByText('1 of 3 stops done')).toBeTruthy();

    // Done: what became of it, nothing to press.
    expect(sara).toHaveTextContent('Stop 1 of 3');
    expect(within(sara!).getByTestId('stop-outcome')).toHaveTextContent(
      'Delivered · cash received EGP 400',
    );
    expect(within(sara!).queryByRole('button')).toBeNull();

    const stop = within(mona!);
    expect(mona).toHaveTextContent('Stop 2 of 3');
    expect(stop.getByRole('heading', { level: 3 })).toHaveTextContent('Mona Hassan');
    expect(mona).toHaveTextContent('Order DP-261126-00041');
    expect(mona).toHaveTextContent('Zone: Mansoura');
    expect(mona).toHaveTextContent('El Gomhoreya Street, Building 12');
    expect(mona).toHaveTextContent('Floor 3, Flat 7');
    expect(stop.getByTestId('stop-landmark')).toHaveTextContent('Landmark: Behind El Salam mosque');
    expect(
      stop.getByRole('link', { name: 'Open the address of Mona Hassan in the map app' }),
    ).toHaveAttribute('href', 'geo:0,0?q=12%20El%20Gomhoreya%20Street%2C%20Mansoura%2C%20Egypt');
    expect(
      stop.getByRole('link', { name: 'Find the address of Mona Hassan on Google Maps' }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20El%20Gomhoreya%20Street%2C%20Mansoura%2C%20Egypt',
    );
    expect(stop.getByRole('link', { name: 'Call Mona Hassan' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    expect(stop.getByRole('link', { name: 'WhatsApp Mona Hassan' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/201012345678\?text=Hello%20Mona%20Hassan/,
    );
    expect(stop.getByTestId('stop-line')).toHaveTextContent('1 kg · Duck breast');
    expect(stop.getByTestId('stop-notes')).toHaveTextContent('Ring twice, the bell is weak.');
    expect(stop.getByTestId('stop-due')).toHaveTextContent('EGP 354.90');
    expect(
      stop.getByRole('button', { name: 'Record order DP-261126-00041 as delivered' }),
    ).toBeEnabled();

    // Still with the shop: shown, to plan the way, but nothing to record yet.
    expect(ahmed).toHaveTextContent('Stop 3 of 3');
    expect(within(ahmed!).getByTestId('stop-waiting')).toHaveTextContent(
      'Not handed to you yet: the shop still has this order.',
    );
    expect(within(ahmed!).queryByRole('button')).toBeNull();
  });

  it('reads in Arabic, digits and all', async () => {
    serveRound();
    renderWithShop(<DriverRoundScreen date={DATE} />, { locale: 'ar' });
    const [, mona] = await cards();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('جولة النهارده');
    expect(mona).toHaveTextContent('وقفة ٢ من ٣');
    expect(mona).toHaveTextContent('علامة مميزة: Behind El Salam mosque');
    expect(within(mona!).getByTestId('stop-due')).toHaveTextContent('٣٥٤٫٩٠ ج.م.');
    expect(within(mona!).getByRole('link', { name: 'اتصل بـMona Hassan' })).toBeTruthy();
    expect(screen.getByText('خلصت ١ من ٣ وقفات')).toBeTruthy();
  });

  it('records a delivery with the cash typed in Arabic digits, the change said as it is typed', async () => {
    const loads = serveRound();
    const posted = recordPosts('/api/driver/stops/41/delivered');
    const user = userEvent.setup();
    renderWithShop(<DriverRoundScreen date={DATE} />, { locale: 'ar' });
    await user.click(
      await screen.findByRole('button', { name: 'سجّل إن الطلب DP-261126-00041 اتسلّم' }),
    );
    const dialog = await screen.findByRole('dialog');
    const cash = within(dialog).getByRole('textbox', { name: /الفلوس اللي استلمتها/ });
    await user.type(cash, '٣٠٠');
    expect(within(dialog).getByTestId('cash-balance')).toHaveTextContent(
      `ناقص ${money(54.9, 'ar')}`,
    );
    await user.clear(cash);
    await user.type(cash, '٤٠٠');
    expect(within(dialog).getByTestId('cash-balance')).toHaveTextContent(
      `الباقي اللي هترجّعه: ${money(45.1, 'ar')}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'سجّل إنه اتسلّم' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      `الطلب DP-261126-00041 اتسلّم. رجّع ${money(45.1, 'ar')} باقي.`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([{ cash_received: 400 }]);
    // Fetched again: the stop now says what became of it.
    await waitFor(() => expect(loads).toHaveLength(2));
    const [, mona] = await cards();
    expect(within(mona!).getByTestId('stop-outcome')).toHaveTextContent('اتسلّم · استلمت');
    expect(within(mona!).queryByRole('button')).toBeNull();
  });

  it('says what to hand back when a cash refund owed is more than the order', async () => {
    server.use(
      http.get('*/api/driver/round', () =>
        ok([{ ...ROUND, stops: [stopOf(MONA, { position: 1, amount_due: -30.25 })] }]),
      ),
    );
    const user = userEvent.setup();
    renderWithShop(<DriverRoundScreen date={DATE} />);
    const [mona] = await cards();
    expect(mona).toHaveTextContent('To hand back to the customer in cash');
    expect(within(mona!).getByTestId('stop-due')).toHaveTextContent('EGP 30.25');
    await user.click(
      within(mona!).getByRole('button', { name: 'Record order DP-261126-00041 as delivered' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('To hand back');
    expect(within(dialog).getByTestId('delivered-due')).toHaveTextContent('EGP 30.25');
    // Nothing to take: the exact amount is none at all.
    expect(
      within(dialog).getByRole('button', { name: `Exact amount: ${formatMoney(0, 'en')}` }),
    ).toBeTruthy();
  });

  it('fills in the exact amount in one tap, in English too', async () => {
    serveRound();
    const posted = recordPosts('/api/driver/stops/41/delivered');
    const user = userEvent.setup();
    renderWithShop(<DriverRoundScreen date={DATE} />);
    await user.click(
      await screen.findByRole('button', { name: 'Record order DP-261126-00041 as delivered' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Hand over order DP-261126-00041 to Mona Hassan',
    });
    await user.click(
      within(dialog).getByRole('button', { name: `Exact amount: ${formatMoney(354.9, 'en')}` }),
    );
    expect(within(dialog).getByTestId('cash-balance')).toHaveTextContent(
      'Exact amount: no change to give.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record delivered' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order DP-261126-00041 delivered.');
    expect(posted).toEqual([{ cash_received: 354.9 }]);
  });

  it('asks why a stop failed, needs a note for another reason, and says what happens next', async () => {
    const loads = serveRound();
    const posted = recordPosts('/api/driver/stops/41/failed');
    const user = userEvent.setup();
    renderWithShop(<DriverRoundScreen date={DATE} />);
    await user.click(
      await screen.findByRole('button', { name: 'Record order DP-261126-00041 as not delivered' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Order DP-261126-00041 for Mona Hassan not delivered',
    });
    const save = within(dialog).getByRole('button', { name: 'Record not delivered' });

    await user.click(save);
    expect(
      await within(dialog).findByText('Choose why the order could not be delivered.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: 'Refused the order' }));
    expect(within(dialog).getByTestId('failed-rule')).toHaveTextContent(
      'The order will be cancelled',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    expect(within(dialog).getByTestId('failed-rule')).toHaveTextContent(
      'The order goes back to the shop',
    );
    await user.click(save);
    const note = within(dialog).getByRole('textbox', { name: /What happened/ });
    await waitFor(() => expect(note).toHaveAccessibleDescription('This field is required.'));
    expect(posted).toEqual([]);

    await user.type(note, 'The building gate was locked.');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Order DP-261126-00041: not delivered. Bring it back to the shop.',
    );
    expect(posted).toEqual([{ reason: 'other', note: 'The building gate was locked.' }]);
    await waitFor(() => expect(loads).toHaveLength(2));
  });

  it('shows a refusal in the server’s words and records nothing', async () => {
    serveRound(() =>
      HttpResponse.json({ success: false, message: 'This stop is already done.' }, { status: 409 }),
    );
    const user = userEvent.setup();
    renderWithShop(<DriverRoundScreen date={DATE} />);
    await user.click(
      await screen.findByRole('button', { name: 'Record order DP-261126-00041 as delivered' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Cash received/ }), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Record delivered' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This stop is already done.',
    );
    expect(within(dialog).getByRole('button', { name: 'Record delivered' })).toBeEnabled();
    expect(screen.queryByText(/Order DP-261126-00041 delivered/)).toBeNull();
  });

  it('says when the round could not be loaded, and loads it on retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/driver/round', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Server error' }, { status: 503 })
          : ok([ROUND]),
      ),
    );
    const user = userEvent.setup();
    renderWithShop(<DriverRoundScreen date={DATE} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/We could not load your round/)).toBeTruthy();
    fail = false;
    await user.click(retry);
    expect(await cards()).toHaveLength(3);
  });
});
