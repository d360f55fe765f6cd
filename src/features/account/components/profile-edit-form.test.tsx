import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { User } from '@/contracts/account';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import type { ProfileEditForm as ProfileEditFormComponent } from './profile-edit-form';

const push = jest.fn<(url: unknown) => Promise<boolean>>();
const router = { locale: 'en', push };
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ update: () => Promise.resolve() }),
}));

// jest.mock is not hoisted above imports here: the component loads once the mocks are in.
let ProfileEditForm: typeof ProfileEditFormComponent;
beforeAll(async () => {
  ({ ProfileEditForm } = await import('./profile-edit-form'));
});

const SAVED: User = {
  id: 4,
  name: 'Mona Adel',
  username: '01012345678',
  email: 'mona@example.com',
  phone: '01012345678',
  role: 'customer',
};
const PASSWORD = 'right-password-1';

/** The server's side of update_account, as the contract says; records what it was sent. */
function backend() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/user/update_account', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const refuse = (status: number, errors: Record<string, string>) =>
        HttpResponse.json(
          { success: false, message: 'Please check the highlighted fields.', errors },
          { status },
        );
      if (body.email === 'taken@example.com') {
        return refuse(409, { email: 'This e-mail address belongs to another account.' });
      }
      const changes = body.phone !== SAVED.phone || body.email !== SAVED.email;
      if (changes && body.password !== PASSWORD) {
        return refuse(400, { password: 'The current password is wrong.' });
      }
      const results = { ...SAVED, ...body, password: undefined };
      return HttpResponse.json({ success: true, message: 'Saved.', results });
    }),
  );
  return bodies;
}

const passwordField = () => screen.queryByLabelText(/Current password/);
const phoneField = () => screen.getByRole('textbox', { name: /Mobile number/ });
const save = () => screen.getByRole('button', { name: 'Save changes' });

beforeEach(() => {
  push.mockReset();
  push.mockResolvedValue(true);
});

describe('ProfileEditForm', () => {
  it('saves a new name without asking for the password', async () => {
    const bodies = backend();
    const user = userEvent.setup();
    renderWithShop(<ProfileEditForm user={SAVED} />);
    await user.clear(screen.getByRole('textbox', { name: /Full name/ }));
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Mona Saleh');
    expect(passwordField()).toBeNull();
    await user.click(save());
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(bodies).toEqual([{ name: 'Mona Saleh', phone: SAVED.phone, email: SAVED.email }]);
  });

  it('asks for the current password once the phone differs, and shows why', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProfileEditForm user={SAVED} />);
    await user.clear(phoneField());
    await user.type(phoneField(), '01098765432');
    const password = passwordField();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toBeRequired();
    expect(screen.getByText(/Needed to change your e-mail or mobile number/)).toBeVisible();

    // The same number written in Arabic-Indic digits is no change: the field goes away.
    await user.clear(phoneField());
    await user.type(phoneField(), '٠١٠١٢٣٤٥٦٧٨');
    expect(passwordField()).toBeNull();
  });

  it('refuses to send without the password, shows a wrong one on its field, and saves with the right one', async () => {
    const bodies = backend();
    const user = userEvent.setup();
    renderWithShop(<ProfileEditForm user={SAVED} />);
    await user.clear(phoneField());
    await user.type(phoneField(), '01098765432');

    await user.click(save());
    await waitFor(() => expect(passwordField()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This field is required.')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.type(passwordField()!, 'wrong-password');
    await user.click(save());
    await screen.findByText('The current password is wrong.');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveFocus();
    expect(push).not.toHaveBeenCalled();

    await user.clear(passwordField()!);
    await user.type(passwordField()!, PASSWORD);
    await user.click(save());
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(bodies.at(-1)).toEqual({
      name: SAVED.name,
      phone: '01098765432',
      email: SAVED.email,
      password: PASSWORD,
    });
  });

  it('shows another account’s e-mail (409) on the e-mail field', async () => {
    backend();
    const user = userEvent.setup();
    renderWithShop(<ProfileEditForm user={SAVED} />);
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.type(passwordField()!, PASSWORD);
    await user.click(save());
    await screen.findByText('This e-mail address belongs to another account.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(push).not.toHaveBeenCalled();
  });
});
