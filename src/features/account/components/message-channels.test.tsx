import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { NotificationPrefs } from '@/contracts/notifications';
import { renderWithShop } from '@tests/setup/render';
import type { MessageChannels as Section } from './message-channels';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 7, role: 'customer' } }, status: 'authenticated' }),
}));

let MessageChannels: typeof Section;
beforeAll(async () => {
  ({ MessageChannels } = await import('./message-channels'));
});

const ok = (results: unknown, message = 'OK') =>
  HttpResponse.json({ success: true, message, results });

const PHONE_ONLY: NotificationPrefs = {
  channels: { sms: true, whatsapp: false, email: false, push: null },
  push_key: null,
};

function serve(prefs: NotificationPrefs, saved: unknown[]) {
  server.use(
    http.get('*/api/user/notifications', () => ok(prefs)),
    http.post('*/api/user/notifications', async ({ request }) => {
      const body = (await request.json()) as { channels: Record<string, boolean> };
      saved.push(body);
      const channels = { ...prefs.channels, ...body.channels };
      return ok({ ...prefs, channels }, 'Your message settings were saved.');
    }),
  );
}

describe('the profile’s message channels', () => {
  it('shows each channel with its default, and an unavailable one switched off', async () => {
    serve(PHONE_ONLY, []);
    renderWithShop(<MessageChannels hasEmail={false} />);
    const sms = await screen.findByRole('switch', { name: 'Text messages (SMS)' });
    expect((sms as HTMLInputElement).checked).toBe(true);
    const whatsapp = screen.getByRole<HTMLInputElement>('switch', { name: 'WhatsApp' });
    expect(whatsapp.checked).toBe(false);
    expect(whatsapp.disabled).toBe(false);
    const push = screen.getByRole('switch', { name: 'Notifications on this device' });
    expect((push as HTMLInputElement).disabled).toBe(true);
    expect(push.getAttribute('aria-describedby')).toBe('channel-push-help');
    expect(document.getElementById('channel-push-help')?.textContent).toContain(
      'Not available yet in this shop.',
    );
    // No e-mail address on the account: e-mail cannot be turned on here.
    const email = screen.getByRole<HTMLInputElement>('switch', { name: 'E-mail' });
    expect(email.disabled).toBe(true);
  });

  it('saves a toggle at once and says so in the shop’s words', async () => {
    const saved: unknown[] = [];
    serve(PHONE_ONLY, saved);
    renderWithShop(<MessageChannels hasEmail={false} />);
    await userEvent.click(await screen.findByRole('switch', { name: 'WhatsApp' }));
    expect(await screen.findByText('Your message settings were saved.')).toBeTruthy();
    expect(saved).toEqual([{ channels: { whatsapp: true } }]);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'WhatsApp' }).checked).toBe(true);
  });

  it('shows the shop’s reason when a change is refused', async () => {
    serve(PHONE_ONLY, []);
    server.use(
      http.post('*/api/user/notifications', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Check the highlighted fields.',
            errors: { 'channels.whatsapp': 'The shop does not send messages this way yet.' },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithShop(<MessageChannels hasEmail={false} />, { locale: 'ar' });
    await userEvent.click(await screen.findByRole('switch', { name: 'واتساب' }));
    expect(await screen.findByText('The shop does not send messages this way yet.')).toBeTruthy();
  });
});
