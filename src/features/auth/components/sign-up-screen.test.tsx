import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { User } from '@/contracts/account';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import type { SignUpScreen as SignUpScreenComponent } from './sign-up-screen';

const replace = jest.fn<(url: unknown, as?: unknown, options?: unknown) => Promise<boolean>>();
const router = {
  locale: 'en',
  query: { callbackUrl: '/profile' } as Record<string, string>,
  replace,
};
jest.mock('next/router', () => ({ useRouter: () => router }));
type SignInAnswer = { ok: boolean; error: string | null };
const signIn = jest.fn<(...args: unknown[]) => Promise<SignInAnswer>>();
jest.mock('@/lib/auth/next-auth-client', () => ({
  signIn: (...args: unknown[]) => signIn(...args),
}));

// jest.mock is not hoisted above imports here: the component loads once the mocks are in.
let SignUpScreen: typeof SignUpScreenComponent;
beforeAll(async () => {
  ({ SignUpScreen } = await import('./sign-up-screen'));
});

const MOBILE = '01122334455';

/** The backend's register call: records each body; `refuse` answers a 409 with these reasons. */
function backend(refuse?: Record<string, string>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/user/register', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (refuse) {
        return HttpResponse.json(
          { success: false, message: Object.values(refuse)[0], errors: refuse },
          { status: 409 },
        );
      }
      const user: User = {
        id: 9,
        name: String(body.name),
        username: String(body.username),
        email: null,
        phone: String(body.phone),
        role: 'customer',
      };
      return HttpResponse.json({
        success: true,
        message: 'ok',
        results: { token: 't'.repeat(40), user },
      });
    }),
  );
  return bodies;
}

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });
const deliveryMobile = () => screen.queryByRole('textbox', { name: /Mobile number for delivery/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

beforeEach(() => {
  router.locale = 'en';
  router.query = { callbackUrl: '/profile' };
  replace.mockReset();
  replace.mockResolvedValue(true);
  signIn.mockReset();
  signIn.mockResolvedValue({ ok: true, error: null });
});

describe('SignUpScreen', () => {
  it('asks for the mobile once: the mobile signed up with is the delivery phone, typed once', async () => {
    const bodies = backend();
    const user = userEvent.setup();
    renderWithShop(<SignUpScreen />);
    await user.type(textbox(/Full name/), 'Sara Ali');
    await user.type(textbox(/Mobile number or e-mail/), MOBILE);
    // Issue 26: leaving the field copied the number into "Mobile for delivery", and typing it
    // there as well doubled it. There is no second mobile field to type into.
    await user.tab();
    expect(deliveryMobile()).toBeNull();
    expect(document.activeElement).toBe(textbox(/E-mail \(optional\)/));
    await user.type(password(), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Sara Ali',
      username: MOBILE,
      phone: MOBILE,
      password: 'a-long-password',
    });
    expect(signIn).toHaveBeenCalledWith('credentials', {
      token: 't'.repeat(40),
      callbackUrl: '/profile',
      redirect: false,
    });
  });

  it('says the account was created, signed in, with the way on to where the shopper was going', async () => {
    backend();
    const user = userEvent.setup();
    renderWithShop(<SignUpScreen />);
    await user.type(textbox(/Full name/), 'Sara Ali');
    await user.type(textbox(/Mobile number or e-mail/), MOBILE);
    await user.type(password(), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account created' }),
    ).toBeInTheDocument();
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent(
      'Welcome, Sara Ali! Your account is ready and you are signed in',
    );
    expect(message).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('says so in Arabic too', async () => {
    router.locale = 'ar';
    router.query = { callbackUrl: '/ar/checkout' };
    backend();
    const user = userEvent.setup();
    renderWithShop(<SignUpScreen />, { locale: 'ar' });
    await user.type(textbox(/الاسم بالكامل/), 'سارة علي');
    await user.type(textbox(/رقم الموبايل أو البريد الإلكتروني/), '٠١١٢٢٣٣٤٤٥٥');
    expect(screen.queryByRole('textbox', { name: /رقم الموبايل للتوصيل/ })).toBeNull();
    await user.type(
      screen.getByLabelText(/^كلمة المرور/, { selector: 'input' }),
      'a-long-password',
    );
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'الحساب اتعمل' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('أهلًا بيك يا سارة علي!');
    expect(screen.getByRole('link', { name: 'متابعة' })).toHaveAttribute('href', '/ar/checkout');
  });

  it('asks an e-mail username for the delivery mobile, the one phone the account needs', async () => {
    const bodies = backend();
    const user = userEvent.setup();
    renderWithShop(<SignUpScreen />);
    await user.type(textbox(/Full name/), 'Mona Adel');
    await user.type(textbox(/Mobile number or e-mail/), 'Mona@Example.com');
    // The e-mail is the username, so the optional e-mail field gives way to the mobile.
    expect(screen.queryByRole('textbox', { name: /E-mail \(optional\)/ })).toBeNull();
    await user.type(password(), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(deliveryMobile()).toHaveAccessibleDescription('This field is required.');
    expect(bodies).toHaveLength(0);

    await user.type(deliveryMobile()!, '01012345678');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Mona Adel',
      username: 'mona@example.com',
      phone: '01012345678',
      password: 'a-long-password',
    });
  });

  it('takes a refused submit to the first field in error on the page and says how many', async () => {
    const bodies = backend();
    const user = userEvent.setup();
    renderWithShop(<SignUpScreen />);
    await user.type(textbox(/Full name/), 'Mona Adel');
    await user.type(textbox(/Mobile number or e-mail/), 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // The delivery mobile appeared after the password: on the page it comes first.
    await waitFor(() => expect(deliveryMobile()).toHaveFocus());
    expect(screen.getByText('2 errors: fix them and try again')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(bodies).toHaveLength(0);
  });

  it('says it in Arabic, with the Arabic plural', async () => {
    router.locale = 'ar';
    backend();
    renderWithShop(<SignUpScreen />, { locale: 'ar' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    await waitFor(() => expect(textbox(/الاسم بالكامل/)).toHaveFocus());
    expect(screen.getByText('في ٣ أخطاء، صلّحها وجرّب تاني')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a mobile number held by another account on the field it was typed in', async () => {
    backend({ phone: 'This mobile number belongs to another account.' });
    const user = userEvent.setup();
    renderWithShop(<SignUpScreen />);
    await user.type(textbox(/Full name/), 'Sara Ali');
    await user.type(textbox(/Mobile number or e-mail/), MOBILE);
    await user.type(password(), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const username = textbox(/Mobile number or e-mail/);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('This mobile number belongs to another account.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('sends the shopper to sign in, username filled in, if the new session could not be taken up', async () => {
    backend();
    signIn.mockResolvedValue({ ok: false, error: 'CredentialsSignin' });
    const user = userEvent.setup();
    renderWithShop(<SignUpScreen />);
    await user.type(textbox(/Full name/), 'Sara Ali');
    await user.type(textbox(/Mobile number or e-mail/), MOBILE);
    await user.type(password(), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        `/login?created=1&username=${MOBILE}&callbackUrl=%2Fprofile`,
        undefined,
        { locale: false },
      ),
    );
  });
});
