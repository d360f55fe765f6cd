import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderWithShop } from '@tests/setup/render';
import type { SignInForm as SignInFormComponent } from './sign-in-form';

const router = { locale: 'en', query: {} as Record<string, string>, replace: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('@/lib/auth/next-auth-client', () => ({ signIn: jest.fn() }));

// jest.mock is not hoisted above imports here: the component loads once the mocks are in.
let SignInForm: typeof SignInFormComponent;
beforeAll(async () => {
  ({ SignInForm } = await import('./sign-in-form'));
});

const username = () =>
  screen.getByRole('textbox', { name: /Mobile number or e-mail|رقم الموبايل/ });
const password = () => screen.getByLabelText(/^(Password|كلمة المرور)/, { selector: 'input' });

beforeEach(() => {
  router.locale = 'en';
  router.query = {};
});

describe('SignInForm after a password reset or a new account', () => {
  it('after a reset: says the password changed, with the username filled in and the password next', async () => {
    router.query = { reset: 'done', username: 'mona@example.com', callbackUrl: '/profile' };
    renderWithShop(<SignInForm />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in with your new password.',
    );
    expect(username()).toHaveValue('mona@example.com');
    await waitFor(() => expect(password()).toHaveFocus());
  });

  it('after a new account it could not sign in to: says the account exists, in Arabic too', () => {
    router.locale = 'ar';
    router.query = { created: '1', username: '01122334455', callbackUrl: '/ar' };
    renderWithShop(<SignInForm />, { locale: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'حسابك اتعمل. سجّل الدخول بكلمة المرور علشان تكمّل.',
    );
    expect(username()).toHaveValue('01122334455');
  });

  it('announces nothing for a reason it does not know', () => {
    router.query = { username: '01122334455', reset: 'maybe', created: 'yes' };
    renderWithShop(<SignInForm />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(username()).toHaveValue('01122334455');
  });

  it('starts empty when opened directly', () => {
    renderWithShop(<SignInForm />);
    expect(username()).toHaveValue('');
    expect(password()).not.toHaveFocus();
  });
});
