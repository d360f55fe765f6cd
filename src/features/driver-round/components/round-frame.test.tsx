import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@tests/setup/render';
import type { RoundFrame as Frame } from './round-frame';

const router = { locale: 'ar', asPath: '/dashboard/round', pathname: '/dashboard/round' };
jest.mock('next/router', () => ({ useRouter: () => router }));
const signOutOfShop = jest.fn<(callbackUrl: string) => Promise<void>>(() => Promise.resolve());
jest.mock('@/lib/auth/sign-out', () => ({
  signOutOfShop: (callbackUrl: string) => signOutOfShop(callbackUrl),
}));

let RoundFrame: typeof Frame;
beforeAll(async () => {
  ({ RoundFrame } = await import('./round-frame'));
});

describe('the driver’s frame', () => {
  it('names the shop and the round’s day, and signs out back to sign-in for the round', async () => {
    const user = userEvent.setup();
    renderWithShop(
      <RoundFrame date="2026-11-28">
        <p>round</p>
      </RoundFrame>,
      { locale: 'ar' },
    );
    expect(screen.getByText('دواجن الدقهلية')).toBeTruthy();
    expect(screen.getByTestId('round-day')).toHaveTextContent('السبت ٢٨ نوفمبر');
    expect(screen.getByRole('main')).toHaveTextContent('round');
    await user.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));
    expect(signOutOfShop).toHaveBeenCalledWith('/ar/login?callbackUrl=%2Far%2Fdashboard%2Fround');
  });
});
