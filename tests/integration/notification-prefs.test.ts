import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import type { MessageChannel } from '@/contracts/message-constants';
import type { NotificationPrefs } from '@/contracts/notifications';
import { resetNotifyEnvForTests, setProvidersForTests } from '@/server/notify';
import type { MessageProvider } from '@/server/notify/providers/provider';
import { registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';

/** A provider that is never asked to send here: only whether a channel is configured matters. */
function idle(channel: MessageChannel): MessageProvider {
  return { channel, name: 'idle', send: () => Promise.resolve({}) };
}

function configure(...channels: MessageChannel[]): void {
  setProvidersForTests(new Map(channels.map((channel) => [channel, idle(channel)])));
}

const VAPID = {
  VAPID_PUBLIC_KEY: 'BPublicKeyForTheBrowser',
  VAPID_PRIVATE_KEY: 'private-key-never-shown',
  VAPID_SUBJECT: 'mailto:shop@example.com',
};

describeApi('notification channels of the signed-in person', (suite) => {
  let phoneOnly: Customer;
  let withEmail: Customer;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, VAPID);
    resetNotifyEnvForTests();
    phoneOnly = await registerCustomer(suite.api, { name: 'Phone Only' });
    withEmail = await registerCustomer(suite.api, {
      name: 'Has Mail',
      email: `prefs.${Date.now()}@example.com`,
    });
  });
  afterEach(() => configure('sms', 'whatsapp', 'email', 'push'));
  afterAll(() => {
    process.env = { ...saved };
    resetNotifyEnvForTests();
    setProvidersForTests();
  });

  const read = (who: Customer) =>
    suite.api.get<NotificationPrefs>('/user/notifications', { token: who.token });
  const save = (who: Customer, channels: Record<string, unknown>, lang = 'en') =>
    suite.api.post<NotificationPrefs>(
      '/user/notifications',
      { channels },
      { token: who.token, lang },
    );

  it('refuses an anonymous caller with 401', async () => {
    expect((await suite.api.get('/user/notifications')).status).toBe(401);
    expect((await suite.api.post('/user/notifications', { channels: { sms: false } })).status).toBe(
      401,
    );
  });

  it('defaults to SMS for a phone-only account and e-mail for one with an address', async () => {
    configure('sms', 'whatsapp', 'email', 'push');
    const phone = await read(phoneOnly);
    expect(phone.status).toBe(200);
    expect(phone.body.results).toEqual({
      channels: { sms: true, whatsapp: false, email: false, push: true },
      push_key: VAPID.VAPID_PUBLIC_KEY,
    });
    expect((await read(withEmail)).body.results?.channels).toEqual({
      sms: false,
      whatsapp: false,
      email: true,
      push: true,
    });
  });

  it('answers null for the channels the shop has not configured, and no push key', async () => {
    configure('sms');
    expect((await read(withEmail)).body.results).toEqual({
      channels: { sms: false, whatsapp: null, email: null, push: null },
      push_key: null,
    });
  });

  it('saves a partial change, keeps the rest and reads it back', async () => {
    configure('sms', 'whatsapp', 'email', 'push');
    const answer = await save(phoneOnly, { whatsapp: true, sms: false }, 'ar');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('إعدادات الرسايل اتحفظت.');
    const expected = { sms: false, whatsapp: true, email: false, push: true };
    expect(answer.body.results?.channels).toEqual(expected);
    expect((await read(phoneOnly)).body.results?.channels).toEqual(expected);
    const row = await suite.server.db
      .selectFrom('users')
      .select(['notify_sms', 'notify_whatsapp', 'notify_email', 'notify_push', 'locale'])
      .where('id', '=', phoneOnly.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      notify_sms: 0,
      notify_whatsapp: 1,
      notify_email: null,
      notify_push: null,
      locale: 'ar',
    });
    // Turning one off again keeps the other choices.
    await save(phoneOnly, { whatsapp: false });
    expect((await read(phoneOnly)).body.results?.channels).toEqual({
      ...expected,
      whatsapp: false,
    });
  });

  it('refuses bad input, an unconfigured channel or e-mail without an address, changing nothing', async () => {
    configure('sms', 'email', 'push');
    const before = (await read(withEmail)).body.results;
    const notBoolean = await save(withEmail, { sms: 'yes', push: false });
    expect(notBoolean.status).toBe(400);
    expect(Object.keys(notBoolean.body.errors ?? {})).toEqual(['channels.sms']);
    const noChannels = await suite.api.post('/user/notifications', {}, { token: withEmail.token });
    expect(noChannels.status).toBe(400);
    const unconfigured = await save(withEmail, { sms: true, whatsapp: true });
    expect(unconfigured.status).toBe(400);
    expect(Object.keys(unconfigured.body.errors ?? {})).toEqual(['channels.whatsapp']);
    const noEmail = await save(phoneOnly, { email: true, push: false }, 'ar');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors?.['channels.email']).toBe('ضيف إيميل لحسابك الأول.');
    expect((await read(withEmail)).body.results).toEqual(before);
    expect((await read(phoneOnly)).body.results?.channels.push).toBe(true);
  });
});
