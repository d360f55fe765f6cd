import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { contractHandler } from '@mocks/handlers/contract-handler';
import { server } from '@mocks/node';
import type { HandMessage, OutboxMessage } from '@/contracts/outbox';
import { renderWithShop } from '@tests/setup/render';
import type { MessagesScreen as Screen } from './messages-screen';

let role = 'seller';
jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role } }, status: 'authenticated' }),
}));

let MessagesScreen: typeof Screen;
beforeAll(async () => {
  ({ MessagesScreen } = await import('./messages-screen'));
});

const pin: HandMessage = {
  id: 7,
  event: 'pin',
  channel: 'whatsapp',
  recipient: '010•••••678',
  locale: 'ar',
  status: 'pending',
  attempts: 0,
  order_id: null,
  created_at: '2026-11-29T03:00:00.000Z',
  sent_at: null,
  error: null,
  subject: 'PIN',
  body: 'Your PIN is 123456',
  by_hand: true,
  provider_status: null,
  send_link: 'https://wa.me/201012345678?text=Your%20PIN%20is%20123456',
};

describe('the messages screen', () => {
  it('a seller sends a waiting PIN from the shop’s WhatsApp and marks it sent', async () => {
    role = 'seller';
    let waiting = [pin];
    const marked: string[] = [];
    server.use(
      contractHandler('adminHandMessages', () =>
        HttpResponse.json({ success: true, results: waiting, total: waiting.length }),
      ),
      contractHandler('adminHandMessageSent', ({ params }) => {
        marked.push(String(params.id));
        waiting = [];
        return HttpResponse.json({ success: true, results: { ...pin, status: 'sent' } });
      }),
    );
    renderWithShop(<MessagesScreen />);
    const text = await screen.findByTestId('message-text');
    expect(text.textContent).toBe('Your PIN is 123456');
    // Sellers see only what waits for them: no outbox tab.
    expect(screen.queryByRole('tab')).toBeNull();
    const row = text.closest('tr') as HTMLElement;
    const send = within(row).getByRole('link', { name: 'Send from the shop’s WhatsApp' });
    expect(send.getAttribute('href')).toBe(pin.send_link);
    expect(send.getAttribute('target')).toBe('_blank');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Mark sent' }));
    expect(await screen.findByText('No rows yet')).toBeTruthy();
    expect(marked).toEqual(['7']);
  });

  it('an admin sees why a message failed and sends it again', async () => {
    role = 'admin';
    const failed: OutboxMessage = {
      ...pin,
      by_hand: false,
      status: 'failed',
      attempts: 5,
      error: 'SMS 503',
    };
    let rows: OutboxMessage[] = [failed];
    server.use(
      contractHandler('adminHandMessages', () =>
        HttpResponse.json({ success: true, results: [], total: 0 }),
      ),
      contractHandler('adminOutbox', () =>
        HttpResponse.json({ success: true, results: rows, total: rows.length }),
      ),
      contractHandler('adminOutboxRetry', () => {
        rows = [{ ...failed, status: 'pending', attempts: 0, error: null }];
        return HttpResponse.json({ success: true, results: rows[0] });
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<MessagesScreen />);
    await user.click(screen.getByRole('tab', { name: 'All messages' }));
    const status = await screen.findByTestId('outbox-status');
    expect(status.textContent).toContain('Failed');
    expect(status.textContent).toContain('Why: SMS 503');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await screen.findByText('Waiting');
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });
});
