import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { useTranslation } from 'next-i18next/pages';
import { z } from 'zod';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
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
