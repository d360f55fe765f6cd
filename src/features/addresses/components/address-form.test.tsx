import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { DeliveryCharge } from '@/contracts/shop-info';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import type { AddressValues } from '../api/create-address';
import type { AddressContact } from '../model/address-form-values';
import { AddressForm } from './address-form';

const zones: DeliveryCharge[] = [
  { id: 1, area: 'Mansoura', fee: 15, min_order: 0, eta: 'Same day, 2–4 hours' },
  { id: 3, area: 'Mit Ghamr', fee: 30, min_order: 150, eta: 'Same day, 2–4 hours' },
];

type Save = (values: AddressValues) => Promise<unknown>;

function renderForm(
  onSave: Save,
  locale: Locale = 'en',
  defaultZoneId?: number,
  contact?: AddressContact,
) {
  return renderWithShop(
    <AddressForm
      zones={zones}
      submitLabel="Save"
      onSave={onSave}
      defaultZoneId={defaultZoneId}
      contact={contact}
    />,
    { locale },
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

type User = ReturnType<typeof userEvent.setup>;

/** Pasting is one input event, not one per key: the tests stay quick on a busy machine. */
async function fill(user: User, name: string, value: string) {
  await user.clear(field(name));
  await user.click(field(name));
  await user.paste(value);
}

async function fillValid(user: User) {
  await fill(user, 'recipient', 'Mona Ali');
  await fill(user, 'phone', '01012345678');
  await user.selectOptions(field('zone_id'), '3');
  await fill(user, 'city', 'Mit Ghamr');
  await fill(user, 'street', 'El Gomhoreya St.');
}

function refused(data: unknown): AxiosError {
  const response = {
    status: 400,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, response);
}

// A dozen MUI fields with real i18n and user events: generous on a busy CI machine.
jest.setTimeout(30_000);

describe('AddressForm', () => {
  it('names every required field that is missing and does not save', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn<Save>();
    renderForm(onSave);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(screen.getByText('Choose one of our delivery areas.')).toBeInTheDocument();
    expect(field('recipient')).toHaveAttribute('aria-invalid', 'true');
    expect(field('recipient')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("uses the contract's limits: a one-letter name is too short", async () => {
    const user = userEvent.setup();
    renderForm(jest.fn<Save>());
    await fill(user, 'recipient', 'M');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at least 2 characters.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Enter an Egyptian mobile number: 01 followed by 9 digits.'],
    ['ar', 'اكتب رقم موبايل مصري: 01 وبعدها 9 أرقام.'],
  ] as const)('explains a bad mobile number in %s', async (locale, message) => {
    const user = userEvent.setup();
    renderForm(jest.fn<Save>(), locale);
    await fill(user, 'phone', '0123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('phone')).toHaveAttribute('dir', 'ltr');
    expect(field('phone')).toHaveAttribute('inputmode', 'tel');
  });

  it('saves the checked values: Arabic digits become ASCII, the zone an id', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn<Save>().mockResolvedValue(undefined);
    renderForm(onSave);
    await fillValid(user);
    await fill(user, 'phone', '٠١٠ ١٢٣٤ ٥٦٧٨');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      recipient: 'Mona Ali',
      phone: '01012345678',
      zone_id: 3,
      city: 'Mit Ghamr',
      building: '',
    });
  });

  it("starts a new address with the account's name and phone, which the shopper can change", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn<Save>().mockResolvedValue(undefined);
    renderForm(onSave, 'ar', 3, { name: 'منى علي', phone: '01012345678' });
    expect(field('recipient')).toHaveValue('منى علي');
    expect(field('phone')).toHaveValue('01012345678');

    await fill(user, 'recipient', 'سارة علي');
    await fill(user, 'city', 'ميت غمر');
    await fill(user, 'street', 'شارع الجمهورية');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      recipient: 'سارة علي',
      phone: '01012345678',
      zone_id: 3,
    });
  });

  it('shows the zone picked earlier with its fee, minimum and time', () => {
    renderForm(jest.fn<Save>(), 'en', 3);
    expect(field('zone_id')).toHaveValue('3');
    expect(screen.getByText(/Delivery EGP\s?30 · minimum order EGP\s?150/)).toBeInTheDocument();
  });

  it("puts the server's reasons on their fields and its message in an alert", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn<Save>().mockRejectedValue(
      refused({
        success: false,
        message: 'Please check the highlighted fields.',
        errors: { zone_id: 'Choose one of our delivery areas (server).', street: 'Too odd.' },
      }),
    );
    renderForm(onSave);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    expect(screen.getByText('Choose one of our delivery areas (server).')).toBeInTheDocument();
    expect(screen.getByText('Too odd.')).toBeInTheDocument();
    expect(field('street')).toHaveAttribute('aria-invalid', 'true');
    // The first of them on the page has the focus, whatever order the server named them in.
    expect(field('zone_id')).toHaveFocus();
    expect(screen.getByText('2 errors: fix them and try again')).toBeInTheDocument();
  });

  it('shows a rule about the whole address (the limit) as the alert', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn<Save>().mockRejectedValue(
      refused({
        success: false,
        message: 'Please check the highlighted fields.',
        errors: { body: 'You can keep at most 20 addresses.' },
      }),
    );
    renderForm(onSave);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can keep at most 20 addresses.',
    );
  });

  it('says so when the shop could not be reached', async () => {
    const user = userEvent.setup();
    renderForm(jest.fn<Save>().mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK')));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save the address.');
  });
});
