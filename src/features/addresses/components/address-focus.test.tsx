import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Address } from '@/contracts/address';
import { renderWithShop } from '@tests/setup/render';
import type { AddressBook as Book } from './address-book';
import type { AddressPicker as Picker } from './address-picker';

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'ar', pathname: '/address', query: {}, replace }),
}));
jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({
    data: { user: { id: 7, name: 'منى علي', phone: '01012345678', role: 'customer' } },
    status: 'authenticated',
  }),
}));
// A dozen MUI fields with real i18n and user events: generous on a busy CI machine.
jest.setTimeout(30_000);

let AddressBook: typeof Book;
let AddressPicker: typeof Picker;
beforeAll(async () => {
  ({ AddressBook } = await import('./address-book'));
  ({ AddressPicker } = await import('./address-picker'));
  await import('./address-form');
});

const address = (id: number, recipient: string): Address => ({
  id,
  label: '',
  recipient,
  phone: '01012345678',
  zone_id: 1,
  city: 'المنصورة',
  street: 'شارع الجمهورية',
  building: '',
  floor: '',
  apartment: '',
  landmark: '',
  notes: '',
  is_default: id === 1,
});

/** The account's addresses as the backend keeps them; a new one is added to the end. */
function backend(saved: Address[]) {
  server.use(
    http.get('*/api/app_settings/delivery_charges', () =>
      HttpResponse.json({
        success: true,
        results: [{ id: 1, area: 'المنصورة', fee: 15, min_order: 0, eta: 'في نفس اليوم' }],
      }),
    ),
    http.get('*/api/user/address/list', () => HttpResponse.json({ success: true, results: saved })),
    http.post('*/api/user/address/new', async ({ request }) => {
      const body = (await request.json()) as Omit<Address, 'id'>;
      const created = { ...address(saved.length + 1, ''), ...body, id: saved.length + 1 };
      saved.push(created);
      return HttpResponse.json({ success: true, results: created });
    }),
  );
}

describe('focus after saving an address', () => {
  it('lands on the saved address in the address book, which says it was saved', async () => {
    backend([address(1, 'منى علي'), address(2, 'سارة علي')]);
    renderWithShop(<AddressBook savedId={2} />, { locale: 'ar' });
    await waitFor(() => expect(document.activeElement?.id).toBe('address-2'));
    expect(document.activeElement).toHaveTextContent('سارة علي');
    expect(screen.getByText('العنوان اتحفظ.')).toBeInTheDocument();
  });

  it('lands at checkout on the new address’s choice, filled in from the account', async () => {
    backend([]);
    const onChange = jest.fn();
    renderWithShop(<AddressPicker onChange={onChange} labelledBy="step" />, { locale: 'ar' });
    const recipient = await screen.findByRole('textbox', { name: /اسم المستلم/ });
    expect(recipient).toHaveValue('منى علي');
    expect(screen.getByRole('textbox', { name: /رقم الموبايل/ })).toHaveValue('01012345678');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /منطقة التوصيل/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /المدينة/ }), 'المنصورة');
    await user.type(screen.getByRole('textbox', { name: /الشارع/ }), 'شارع الجمهورية');
    await user.click(screen.getByRole('button', { name: 'احفظ ووصّل هنا' }));

    const choice = await screen.findByRole('radio', { name: /منى علي/ });
    expect(choice).toBeChecked();
    await waitFor(() => expect(choice).toHaveFocus());
  });
});
