import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { server } from '@mocks/node';
import { deliverySlotsFixture } from '@mocks/fixtures/checkout/delivery-slots';
import type { Address } from '@/contracts/address';
import type { CartItem } from '@/contracts/cart';
import type { DeliverySlot } from '@/contracts/delivery-slots';
import type { Locale } from '@/lib/i18n/locales';
import { orderFixture } from '@tests/setup/order-fixture';
import { renderWithShop } from '@tests/setup/render';
import type { AddressSlotProps } from '../model/address-slot';
import type { CheckoutForm as Form } from './checkout-form';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 7 } }, status: 'authenticated' }),
}));

// Each test places an order through the whole form: more than the default on a busy machine.
jest.setTimeout(30_000);

// Each test is a new tab: no checkout draft (checkout-draft.ts) carries over.
afterEach(() => {
  window.sessionStorage.clear();
});

let CheckoutForm: typeof Form;
beforeAll(async () => {
  ({ CheckoutForm } = await import('./checkout-form'));
});

// The saved address (the order's copy carries its zone's name too, which is no harm here).
const address: Address = { ...orderFixture().address };
const zone = { id: 1, area: 'Mansoura', fee: 25, min_order: 0, eta: '2 hours' };

/** The addresses feature's picker, standing in: the saved address in Mansoura is chosen. */
function ChosenAddress({ onChange }: AddressSlotProps) {
  useEffect(() => onChange({ address, zone }), [onChange]);
  return <p>{address.street}</p>;
}

const chicken: CartItem = {
  id: 5,
  qty: 1,
  name: 'Whole chicken',
  price: 100,
  unit: 'kg',
  weight: 1.5,
  options: [
    { id: 51, group: 'cut', name: 'Cut in 8', price_delta: 5 },
    { id: 53, group: 'skin', name: 'Without skin', price_delta: 10 },
  ],
};
const eggs: CartItem = { id: 9, qty: 2, name: 'Eggs, tray of 30', price: 150 };

type Served = { slots: number; orders: unknown[]; profiles: number };

/** The shopper's account as GET /user/profile answers it, with their credit. */
const profile = (credit: number) => ({
  id: 7,
  name: 'Mona Hassan',
  username: '01012345678',
  email: null,
  phone: '01012345678',
  role: 'customer',
  credit,
});

function shop(answers: {
  slots: () => DeliverySlot[];
  order?: () => Response;
  credit?: number;
}): Served {
  const served: Served = { slots: 0, orders: [], profiles: 0 };
  server.use(
    http.get('*/api/user/profile', () => {
      served.profiles += 1;
      return HttpResponse.json({
        success: true,
        message: 'OK',
        results: profile(answers.credit ?? 0),
      });
    }),
    http.get('*/api/delivery/slots', ({ request }) => {
      expect(new URL(request.url).searchParams.get('zone_id')).toBe('1');
      served.slots += 1;
      return HttpResponse.json({ success: true, message: 'OK', results: answers.slots() });
    }),
    http.post('*/api/user/orders/add', async ({ request }) => {
      served.orders.push(await request.json());
      return answers.order?.() ?? HttpResponse.json({ success: true, results: orderFixture() });
    }),
  );
  return served;
}

function renderForm(locale: Locale = 'en') {
  const onPlaced = jest.fn();
  renderWithShop(
    <CheckoutForm
      lines={[chicken, eggs]}
      onPlaced={onPlaced}
      onQueued={jest.fn()}
      renderAddressPicker={(slot) => <ChosenAddress {...slot} />}
    />,
    { locale },
  );
  return { onPlaced };
}

const slotGroup = () => screen.findByRole('group', { name: 'Delivery time' });

describe('checkout with delivery slots', () => {
  it('offers the next days with the places left, full and closed slots disabled with why', async () => {
    shop({ slots: deliverySlotsFixture });
    renderForm();
    const picker = await slotGroup();
    const days = await within(picker).findAllByRole('tab');
    expect(days.map((day) => day.textContent)).toEqual([
      expect.stringMatching(/^Today, /),
      expect.stringMatching(/^Tomorrow, /),
      expect.stringMatching(/^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), /),
    ]);
    const open = within(picker).getByRole('button', { name: /^4–7 pm/ });
    expect(open.textContent).toContain('3 places left');
    expect(open).toBeEnabled();
    expect(within(picker).getByRole('button', { name: /^1–4 pm/ }).textContent).toContain('Full');
    expect(within(picker).getByRole('button', { name: /^1–4 pm/ })).toBeDisabled();
    expect(within(picker).getByRole('button', { name: /^10 am–1 pm/ }).textContent).toContain(
      'Closed for orders',
    );

    await userEvent.setup().click(days[1]!);
    expect(within(picker).getByRole('button', { name: /^10 am–1 pm/ }).textContent).toContain(
      '1 place left',
    );
  });

  it('says the places left in Arabic', async () => {
    shop({ slots: deliverySlotsFixture });
    renderForm('ar');
    const picker = await screen.findByRole('group', { name: 'ميعاد التوصيل' });
    expect(within(picker).getAllByRole('tab')[0]!.textContent).toMatch(/^النهارده، /);
    expect(within(picker).getByRole('button', { name: /^من ٤ لـ ٧ مساءً/ }).textContent).toContain(
      'باقي ٣ أماكن',
    );
    // Before a round is picked nothing is promised, least of all the zone's usual time.
    expect(screen.queryByTestId('checkout-promise')).toBeNull();
    await userEvent.setup().click(within(picker).getByRole('button', { name: /^من ٤ لـ ٧ مساءً/ }));
    expect(screen.getByTestId('checkout-promise').textContent).toMatch(
      /^التوصيل: النهارده، \S+ [٠-٩]+ \S+، من ٤ لـ ٧ مساءً$/,
    );
  });

  it('asks for a slot before ordering, then sends weights, choices and the slot', async () => {
    const served = shop({ slots: deliverySlotsFixture });
    const { onPlaced } = renderForm();
    const user = userEvent.setup();
    const picker = await slotGroup();
    const place = await screen.findByTestId('place-order');
    await waitFor(() => expect(place).toBeEnabled());

    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(place);
    expect((await within(picker).findByRole('alert')).textContent).toBe('Choose a delivery time.');
    expect(served.orders).toHaveLength(0);
    // Issue 38: on a phone the reason sat far above the screen and focus stayed on the button.
    const first = within(picker).getByRole('button', { name: /^4–7 pm/ });
    expect(first).toHaveFocus();
    expect(scroll.mock.contexts).toEqual([first]);
    expect(screen.getByText('1 error: fix it and try again')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    scroll.mockRestore();

    await user.click(within(picker).getByRole('button', { name: /^4–7 pm/ }));
    expect(within(picker).queryByRole('alert')).toBeNull();
    // Issue 38: the round booked is the promise, in words; the zone's usual time is not.
    expect(screen.getByTestId('slot-chosen').textContent).toMatch(/^Your round: Today, \w+ /);
    expect(screen.getByTestId('checkout-promise').textContent).toMatch(
      /^Delivery: Today, \w+ \d+ \w+, 4–7 pm$/,
    );
    expect(screen.queryByText(/2 hours/)).toBeNull();
    await user.click(place);
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(served.orders).toEqual([
      expect.objectContaining({
        address_id: address.id,
        slot_id: 13,
        items: [
          { item_id: 5, qty: 1, weight: 1.5, option_ids: [51, 53] },
          { item_id: 9, qty: 2, option_ids: [] },
        ],
      }),
    ]);
  });

  it('takes the shopper to the round in Arabic too, with what is refused counted', async () => {
    shop({ slots: deliverySlotsFixture });
    renderForm('ar');
    const user = userEvent.setup();
    const picker = await screen.findByRole('group', { name: 'ميعاد التوصيل' });
    // Over the notes' limit as well: both are said at once.
    const notes = screen.getByRole('textbox', { name: /ملاحظات/ });
    await user.click(notes);
    await user.paste('ا'.repeat(600));
    const place = screen.getByTestId('place-order');
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);

    await waitFor(() =>
      expect(within(picker).getByRole('button', { name: /^من ٤ لـ ٧ مساءً/ })).toHaveFocus(),
    );
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('في خطأين، صلّحهم وجرّب تاني')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps the cart and the notes when the slot filled up meanwhile, and shows today’s places', async () => {
    let full = false;
    const served = shop({
      slots: () =>
        deliverySlotsFixture().map((slot) =>
          full && slot.id === 13 ? { ...slot, remaining: 0, available: false } : slot,
        ),
      order: () => {
        full = true;
        return HttpResponse.json(
          {
            success: false,
            message: 'This delivery time is full.',
            errors: { slot_id: 'This delivery time is full. Please choose another.' },
          },
          { status: 409 },
        );
      },
    });
    const { onPlaced } = renderForm();
    const user = userEvent.setup();
    const picker = await slotGroup();
    await user.type(screen.getByLabelText('Notes for the shop (optional)'), 'Call first');
    await user.click(await within(picker).findByRole('button', { name: /^4–7 pm/ }));
    await user.click(screen.getByTestId('place-order'));

    expect((await within(picker).findByRole('alert')).textContent).toBe(
      'This delivery time is full. Please choose another.',
    );
    await waitFor(() => expect(served.slots).toBe(2));
    const gone = within(picker).getByRole('button', { name: /^4–7 pm/ });
    await waitFor(() => expect(gone).toBeDisabled());
    expect(gone.textContent).toContain('Full');
    expect(gone).toHaveAttribute('aria-pressed', 'false');
    expect(onPlaced).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(2);
    expect(screen.getByLabelText('Notes for the shop (optional)')).toHaveValue('Call first');

    // Another day's slot, and the same cart and notes go through.
    await user.click(within(picker).getByRole('tab', { name: /^Tomorrow/ }));
    await user.click(within(picker).getByRole('button', { name: /^10 am–1 pm/ }));
    expect(within(picker).queryByRole('alert')).toBeNull();
    expect(served.orders).toHaveLength(1);
  });

  it('has no slot step where the zone does not deliver in rounds', async () => {
    const served = shop({ slots: () => [] });
    const { onPlaced } = renderForm();
    const place = await screen.findByTestId('place-order');
    await waitFor(() => expect(served.slots).toBe(1));
    await waitFor(() => expect(place).toBeEnabled());
    expect(screen.queryByRole('group', { name: 'Delivery time' })).toBeNull();
    // No round applies: the zone's usual time is what the shop promises.
    expect(screen.getByTestId('checkout-promise').textContent).toBe('Estimated delivery: 2 hours');
    await userEvent.setup().click(place);
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(served.orders[0]).not.toHaveProperty('slot_id');
  });
});

describe('the order summary', () => {
  it('shows weight, choices and the estimate of a line sold by weight', async () => {
    shop({ slots: () => [] });
    renderForm();
    const [line] = await screen.findAllByTestId('checkout-line');
    expect(line!.textContent).toContain('1.5 kg each · Cut in 8 · Without skin');
    // (100 + 5 + 10) × 1.5 kg
    expect(line!.textContent).toMatch(/Estimated EGP\s172\.50/);
    expect(line!.textContent).toContain('Final price after weighing');
    expect(screen.getByTestId('checkout-final-note').textContent).toMatch(/final total in cash/);
    expect(screen.getByText('Estimated total')).toBeTruthy();
  });

  it('says it in Arabic', async () => {
    shop({ slots: () => [] });
    renderForm('ar');
    const [line] = await screen.findAllByTestId('checkout-line');
    expect(line!.textContent).toContain('السعر النهائي بعد الوزن');
    expect(line!.textContent).toContain('١٫٥ كجم للقطعة');
  });
});

describe('the shopper’s credit', () => {
  it('is taken off the estimated total, and the order button says what is left to pay', async () => {
    const served = shop({ slots: () => [], credit: 40 });
    renderForm();
    // (100 + 5 + 10) × 1.5 kg + 2 × 150 + 25 delivery = 497.50, less 40 of credit.
    expect((await screen.findByTestId('checkout-credit')).textContent).toMatch(/^−EGP\s40$/);
    expect(screen.getByText('Your credit')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/^EGP\s457\.50$/);
    expect(screen.getByTestId('checkout-credit-note').textContent).toMatch(
      /taken off automatically/,
    );
    expect(screen.getByTestId('place-order').textContent).toMatch(/EGP\s457\.50/);
    expect(served.profiles).toBe(1);
  });

  it('never takes the total below nothing, and says so in Arabic', async () => {
    shop({ slots: () => [], credit: 10_000 });
    renderForm('ar');
    const credit = await screen.findByTestId('checkout-credit');
    expect(credit.textContent).toMatch(/^−/);
    expect(credit.textContent).toContain('٤٩٧٫٥٠');
    expect(screen.getByText('رصيدك')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toContain('٠');
    expect(screen.getByTestId('checkout-credit-note').textContent).toBe(
      'رصيدك بيتخصم لوحده. المحل بيأكد الرقم النهائي مع طلبك.',
    );
  });

  it('shows no credit line without credit', async () => {
    const served = shop({ slots: () => [] });
    renderForm();
    await waitFor(() => expect(served.profiles).toBe(1));
    await screen.findByTestId('checkout-total');
    expect(screen.queryByTestId('checkout-credit')).toBeNull();
    expect(screen.queryByTestId('checkout-credit-note')).toBeNull();
  });
});

describe('an answer lost on the way (issue 38)', () => {
  it('says it is checking, asks again with the same key and hands on the order made', async () => {
    shop({ slots: () => [] });
    const keys: Array<string | null> = [];
    server.use(
      http.post('*/api/user/orders/add', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first answer never arrives; the replay gets the order the shop had made.
        return keys.length === 1
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, results: orderFixture() });
      }),
    );
    const { onPlaced } = renderForm();
    const place = await screen.findByTestId('place-order');
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.setup().click(place);
    expect((await screen.findByTestId('order-checking')).textContent).toBe(
      'We are checking whether your order arrived…',
    );
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
