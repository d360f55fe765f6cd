import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { NotificationPrefs } from '@/contracts/notifications';
import { resetPushMoveForTests } from '@/lib/notifications/push-migration';
import { installFakePushApi, removeFakePushApi } from '@tests/setup/fake-push-api';
import { recordPosts } from '@tests/setup/record-posts';
import { renderWithShop } from '@tests/setup/render';
import type { useNotificationPrefs as Prefs } from '@/lib/notifications/notification-prefs';
import type { OrderUpdatesSwitch as Switch } from './order-updates-switch';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 7, role: 'customer' } }, status: 'authenticated' }),
}));

// Two round trips through the switch, each with its requests: slow on a loaded CI machine.
jest.setTimeout(20_000);

let OrderUpdatesSwitch: typeof Switch;
let useNotificationPrefs: typeof Prefs;
beforeAll(async () => {
  ({ OrderUpdatesSwitch } = await import('./order-updates-switch'));
  ({ useNotificationPrefs } = await import('@/lib/notifications/notification-prefs'));
});
afterEach(() => {
  removeFakePushApi();
  resetPushMoveForTests();
});

const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ok = (results: unknown) => HttpResponse.json({ success: true, message: 'Saved.', results });

function serve(pushKey: string | null, push: boolean | null = true) {
  let channels = { sms: true, whatsapp: false, email: null, push };
  server.use(
    http.get('*/api/user/notifications', () => ok({ channels, push_key: pushKey })),
    http.post('*/api/user/notifications', async ({ request }) => {
      const body = (await request.json()) as { channels: Partial<typeof channels> };
      channels = { ...channels, ...body.channels };
      return ok({ channels, push_key: pushKey } satisfies NotificationPrefs);
    }),
    http.post('*/api/user/push/subscribe', () => ok({ id: 3 })),
    http.post('*/api/user/push/unsubscribe', () => ok({})),
  );
}

const label = { en: 'Tell me about my order', ar: 'بلّغني بأخبار طلبي' };

describe('“Tell me about my order”', () => {
  it('subscribes this device on, and drops it off, saying so', async () => {
    const api = installFakePushApi({ permission: 'default', workers: { '/': '/sw.js' } });
    serve(KEY);
    const subscribed = recordPosts('/api/user/push/subscribe');
    const forgotten = recordPosts('/api/user/push/unsubscribe');
    renderWithShop(<OrderUpdatesSwitch />);
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: label.en });
    // The account has push on, but this device is not subscribed: off here.
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    expect(
      await screen.findByText('Done: this device will tell you about your orders.'),
    ).toBeTruthy();
    expect(toggle.checked).toBe(true);
    expect(api.prompts).toBe(1);
    expect(subscribed).toHaveLength(1);
    await userEvent.click(toggle);
    expect(
      await screen.findByText('This device will no longer get notifications about your orders.'),
    ).toBeTruthy();
    expect(toggle.checked).toBe(false);
    expect(forgotten).toEqual([{ endpoint: expect.stringContaining('fcm.googleapis.com') }]);
    expect(api.registration('/')?.pushManager.subscription).toBeNull();
  });

  it('says how to allow notifications the browser blocks (Arabic)', async () => {
    installFakePushApi({ permission: 'denied', workers: { '/': '/sw.js' } });
    serve(KEY);
    renderWithShop(<OrderUpdatesSwitch />, { locale: 'ar' });
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: label.ar });
    expect(toggle.disabled).toBe(true);
    expect(document.getElementById('order-updates-help')?.textContent).toContain(
      'الإشعارات من المحل مقفولة في المتصفح ده',
    );
  });

  it.each([
    ['the shop sends no push', null, true],
    ['the browser has no Push API', KEY, false],
  ])('shows nothing where %s', async (_case, pushKey, hasPushApi) => {
    if (hasPushApi) installFakePushApi({ permission: 'default', workers: { '/': '/sw.js' } });
    serve(pushKey);
    renderWithShop(
      <>
        <Loaded />
        <OrderUpdatesSwitch />
      </>,
    );
    // The same answer reaches the switch in the same render as this marker.
    await screen.findByText('prefs loaded');
    expect(screen.queryByTestId('order-updates')).toBeNull();
  });
});

/** Says when the account's channels have arrived (the switch shares their cache entry). */
function Loaded() {
  return useNotificationPrefs().data ? <p>prefs loaded</p> : null;
}
