import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { useTranslation } from 'next-i18next/pages';
import { z } from 'zod';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { useLocale } from '@/lib/i18n/use-locale';
import { renderWithShop } from '@tests/setup/render';
import { useContractForm } from './use-contract-form';

const contract = z.object({ name: z.string().min(2), phone: z.string() });
const loadContract = () => Promise.resolve(contract);
type Values = z.output<typeof contract>;
type Call = (values: Values) => Promise<string>;
type Then = (result: string, values: Values) => unknown;

function rejection(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers: {}, config, data } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, undefined, response);
}

function TestForm({ call, then }: { call: Call; then: Then }) {
  const { t } = useTranslation(['validation']);
  const { register, failure, submitWith, fieldHelp } = useContractForm({
    contract: loadContract,
    t,
    locale: 'en',
    serverFields: ['name'],
    fallback: 'The shop did not answer.',
    defaultValues: { name: '', phone: '' },
  });
  const onSubmit = submitWith(call, then);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormFailure message={failure} />
      <TextField {...register('name')} label="Name" {...fieldHelp('name', 'As on your ID')} />
      <TextField {...register('phone')} label="Phone" {...fieldHelp('phone')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(call: Call) {
  const then = jest.fn<Then>();
  renderWithShop(<TestForm call={call} then={then} />);
  return {
    then,
    name: () => screen.getByRole('textbox', { name: 'Name' }),
    send: () => userEvent.click(screen.getByRole('button', { name: 'Send' })),
  };
}

describe('useContractForm', () => {
  it("shows a field's hint, then the contract's reason in its place, without calling", async () => {
    const call = jest.fn<Call>();
    const form = renderForm(call);
    expect(form.name()).toHaveAccessibleDescription('As on your ID');

    await userEvent.type(form.name(), 'A');
    await form.send();

    await waitFor(() =>
      expect(form.name()).toHaveAccessibleDescription('Use at least 2 characters.'),
    );
    expect(form.name()).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
  });

  it("puts the backend's reasons on the named fields and its message in the alert", async () => {
    const call = jest.fn<Call>().mockRejectedValue(
      rejection(409, {
        success: false,
        message: 'Please check the highlighted fields.',
        errors: { name: 'This name is taken.', unknown: 'Not a field of this form.' },
      }),
    );
    const form = renderForm(call);

    await userEvent.type(form.name(), 'Mona');
    await form.send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    expect(form.name()).toHaveAccessibleDescription('This name is taken.');
    expect(form.then).not.toHaveBeenCalled();
  });

  it('shows a rule about the whole form (errors.body) in the alert', async () => {
    const call = jest.fn<Call>().mockRejectedValue(
      rejection(400, {
        success: false,
        message: 'Please check the highlighted fields.',
        errors: { body: 'You can keep at most 20 addresses.' },
      }),
    );
    const form = renderForm(call);

    await userEvent.type(form.name(), 'Mona');
    await form.send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can keep at most 20 addresses.',
    );
  });

  it('says the fallback when no answer came, and clears it when the next call succeeds', async () => {
    const call = jest
      .fn<Call>()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce('saved');
    const form = renderForm(call);

    await userEvent.type(form.name(), 'Mona');
    await form.send();
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop did not answer.');

    await form.send();
    await waitFor(() =>
      expect(form.then).toHaveBeenCalledWith('saved', { name: 'Mona', phone: '' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(call).toHaveBeenLastCalledWith({ name: 'Mona', phone: '' });
  });
});

// The phone is asked first on the page but registered (and named by the contract) second.
const ordered = z.object({ name: z.string().min(2), phone: z.string().min(11) });
const loadOrdered = () => Promise.resolve(ordered);

function OrderedForm({ call }: { call: Call }) {
  const { t } = useTranslation(['validation']);
  const locale = useLocale();
  const { register, submitWith, fieldHelp, errorCount } = useContractForm({
    contract: loadOrdered,
    t,
    locale,
    serverFields: ['name', 'phone'],
    fallback: 'The shop did not answer.',
    defaultValues: { name: '', phone: '' },
  });
  const name = register('name');
  const onSubmit = submitWith(call);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField {...register('phone')} label="Phone" {...fieldHelp('phone')} />
      <TextField {...name} label="Name" {...fieldHelp('name')} />
      <button type="submit">Send</button>
      <FormErrorCount count={errorCount} />
    </form>
  );
}

describe('useContractForm after a failed submit', () => {
  it.each([
    ['en', '2 errors: fix them and try again', '1 error: fix it and try again'],
    ['ar', 'في خطأين، صلّحهم وجرّب تاني', 'في خطأ واحد، صلّحه وجرّب تاني'],
  ] as const)(
    'focuses the first field in error on the page and says how many (%s)',
    async (locale, two, one) => {
      const call = jest.fn<Call>();
      renderWithShop(<OrderedForm call={call} />, { locale });
      const phone = screen.getByRole('textbox', { name: 'Phone' });
      const name = screen.getByRole('textbox', { name: 'Name' });
      const send = screen.getByRole('button', { name: 'Send' });

      await userEvent.click(send);
      await waitFor(() => expect(phone).toHaveFocus());
      expect(screen.getByText(two)).toHaveAttribute('aria-live', 'polite');

      await userEvent.type(phone, '01012345678');
      await userEvent.click(send);
      await waitFor(() => expect(name).toHaveFocus());
      expect(screen.getByText(one)).toHaveAttribute('aria-live', 'polite');
      expect(call).not.toHaveBeenCalled();
    },
  );

  it("does the same with the backend's reasons, whatever order it names them in", async () => {
    const call = jest.fn<Call>().mockRejectedValue(
      rejection(400, {
        success: false,
        message: 'Please check the highlighted fields.',
        errors: { phone: 'This number is taken.', name: 'This name is taken.' },
      }),
    );
    renderWithShop(<OrderedForm call={call} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mona');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus());
    expect(screen.getByText('2 errors: fix them and try again')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});
