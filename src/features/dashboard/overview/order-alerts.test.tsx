import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import type { OrderAlerts as Card } from './order-alerts';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role: 'seller' } }, status: 'authenticated' }),
}));

let OrderAlerts: typeof Card;
beforeAll(async () => {
  ({ OrderAlerts } = await import('./order-alerts'));
});

const ok = (results: unknown, message = 'OK') =>
  HttpResponse.json({ success: true, message, results });

describe('the staff member’s new-order alerts', () => {
  it('turns WhatsApp on for their phone and shows push as not available', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('*/api/user/notifications', () =>
        ok({ channels: { sms: true, whatsapp: false, email: null, push: null }, push_key: null }),
      ),
      http.post('*/api/user/notifications', async ({ request }) => {
        saved.push(await request.json());
        return ok(
          { channels: { sms: true, whatsapp: true, email: null, push: null }, push_key: null },
          'إعدادات الرسايل اتحفظت.',
        );
      }),
    );
    renderWithShop(<OrderAlerts />, { locale: 'ar' });
    const push = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'إشعارات في المتصفح ده',
    });
    expect(push.disabled).toBe(true);
    expect(document.getElementById('alerts-push-help')?.textContent).toContain(
      'مش متاحة لسه في المحل ده.',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'واتساب على موبايلي' }));
    expect(await screen.findByText('إعدادات الرسايل اتحفظت.')).toBeTruthy();
    expect(saved).toEqual([{ channels: { whatsapp: true } }]);
  });
});
