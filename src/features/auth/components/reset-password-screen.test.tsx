import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import type { ResetPasswordScreen as ResetPasswordScreenComponent } from './reset-password-screen';

const replace = jest.fn<(url: unknown, as?: unknown, options?: unknown) => Promise<boolean>>(() =>
  Promise.resolve(true),
);
const router = {
  locale: 'ar',
  query: { username: 'mona@example.com', callbackUrl: '/ar/profile' },
  replace,
};
jest.mock('next/router', () => ({ useRouter: () => router }));

// jest.mock is not hoisted above imports here: the component loads once the mocks are in.
let ResetPasswordScreen: typeof ResetPasswordScreenComponent;
beforeAll(async () => {
  ({ ResetPasswordScreen } = await import('./reset-password-screen'));
});

describe('ResetPasswordScreen', () => {
  it('ends at sign-in with the username used for the reset filled in', async () => {
    const done = { success: true, message: 'ok', results: null };
    server.use(
      http.post('*/api/user/check-pin', () => HttpResponse.json(done)),
      http.post('*/api/user/reset-password', () => HttpResponse.json(done)),
    );
    const user = userEvent.setup();
    renderWithShop(<ResetPasswordScreen username="mona@example.com" />, { locale: 'ar' });
    await user.type(screen.getByRole('textbox', { name: /رمز التحقق/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    const newPassword = await screen.findByLabelText(/^كلمة المرور الجديدة/, { selector: 'input' });
    await user.type(newPassword, 'new-password-after-reset');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }));

    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(replace).toHaveBeenCalledWith(
      '/ar/login?reset=done&username=mona%40example.com&callbackUrl=%2Far%2Fprofile',
      undefined,
      { locale: false },
    );
  });
});
