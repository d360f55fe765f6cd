import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import type { MessageEvent } from '@/contracts/message-constants';
import type { Locale } from '@/lib/i18n/locales';
import { now, setClockForTests } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import {
  drainOutbox,
  messageCustomer,
  resetNotifyEnvForTests,
  setProvidersForTests,
} from '@/server/notify';
import { failureOf } from '@/server/notify/providers/provider';
import { whatsAppProvider } from '@/server/notify/providers/whatsapp-provider';
import type { AuthResult } from '@/contracts/account';
import type { Order } from '@/contracts/order';
import { createAddress, DEFAULT_PASSWORD, registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { startFakeWhatsApp, type FakeWhatsApp } from './support/fake-whatsapp';
import { setZoneMinimum, stockItem } from './support/orders';
import { latestPin } from './support/outbox';

const ZONE = 1;
const TOKEN = 'EAAG-test-token-never-shown';
const PHONE_NUMBER_ID = '109876543210';
const APP_SECRET = 'app-secret-for-signatures';
const VERIFY_TOKEN = 'verify-me-please';
const ENV_KEYS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_API_URL',
  'QUIET_HOURS',
] as const;

function useEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>): void {
  for (const key of ENV_KEYS) {
    const value = values[key];
    if (value === undefined) Reflect.deleteProperty(process.env, key);
    else process.env[key] = value;
  }
  resetNotifyEnvForTests();
  setProvidersForTests();
}

/** A phone-only shopper who opted in to WhatsApp, in `locale`. */
async function optedInShopper(
  suite: { api: Parameters<typeof registerCustomer>[0]; db: Db },
  locale: Locale,
) {
  const customer = await registerCustomer(suite.api);
  await suite.db
    .updateTable('users')
    .set({ notify_whatsapp: 1, locale })
    .where('id', '=', customer.user.id)
    .execute();
  const contact = await suite.db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'phone',
      'locale',
      'notify_sms',
      'notify_whatsapp',
      'notify_email',
      'notify_push',
    ])
    .where('id', '=', customer.user.id)
    .executeTakeFirstOrThrow();
  return { ...contact, locale };
}

function outboxRow(db: Db, id: number) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** pg may answer BIGINT columns as strings. */
const at = (value: unknown) => Number(value);

const sign = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describeApi('WhatsApp Cloud API messages and their webhook', (suite) => {
  let fake: FakeWhatsApp;
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  const db = () => suite.server.db;
  const webhook = (query = '') => `${suite.server.baseUrl}/webhooks/whatsapp${query}`;

  /** The shopper's token (optedInShopper registered them with the default password). */
  async function signIn(phone: string): Promise<AuthResult> {
    const response = await suite.api.post<AuthResult>('/user/login', {
      username: phone,
      password: DEFAULT_PASSWORD,
    });
    if (!response.body.results) throw new Error(`login failed: ${response.status}`);
    return response.body.results;
  }

  /** An order message to the shopper, written as the order's change would write it. */
  async function orderMessage(event: MessageEvent, locale: Locale, scope: string) {
    const shopper = await optedInShopper({ api: suite.api, db: db() }, locale);
    const [id] = await messageCustomer(db(), shopper, {
      event,
      scope,
      vars: {
        number: 'DP-261129-00012',
        total: 1250.5,
        link: `https://shop.example/${locale}/orders/77`,
      },
    });
    if (id === undefined) throw new Error('no message was written');
    return { id, shopper };
  }

  beforeAll(async () => {
    fake = await startFakeWhatsApp({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
    useEnv({
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_API_URL: fake.url,
      // Weighed and delivered messages wait out the night; these tests run at any hour.
      QUIET_HOURS: 'off',
    });
  });
  afterEach(() => {
    setClockForTests(undefined);
    expect(fake.problems).toEqual([]);
  });
  afterAll(async () => {
    useEnv(saved);
    await fake.close();
  });

  it('sends a reset PIN as the pin template in Arabic, keeping the wamid', async () => {
    const shopper = await optedInShopper({ api: suite.api, db: db() }, 'ar');
    const before = fake.received.length;
    const response = await suite.api.post(
      '/user/forget_password',
      { username: shopper.phone },
      { headers: { device_info: 'web' }, lang: 'ar' },
    );
    expect(response.status).toBe(200);
    expect(await drainOutbox(db())).toBeGreaterThanOrEqual(1);
    const pin = await latestPin(db(), shopper.phone);
    expect(fake.received.slice(before)).toEqual([
      {
        to: `2${shopper.phone}`,
        name: 'pin',
        language: 'ar',
        parameters: ['Test Customer', pin],
        reference: expect.stringContaining('pin:reset:'),
      },
    ]);
    const row = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', shopper.phone)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'whatsapp', status: 'sent', by_hand: 0, error: null });
    expect(row.provider_id).toMatch(/^wamid\./);
  });

  it('sends the receipt of an order the shopper places as order_placed, in English', async () => {
    await stockItem(db(), 10, { stock: 50, priceCents: 12_550 });
    await setZoneMinimum(db(), ZONE, 0);
    const shopper = await optedInShopper({ api: suite.api, db: db() }, 'en');
    const customer = await signIn(shopper.phone);
    const address = await createAddress(suite.api, customer.token, ZONE);
    const before = fake.received.length;
    const response = await suite.api.post<Order>(
      '/user/orders/add',
      { address_id: address.id, items: [{ item_id: 10, qty: 2 }] },
      { token: customer.token, lang: 'en' },
    );
    expect(response.status).toBe(200);
    const order = response.body.results!;
    await drainOutbox(db());
    const total = new Intl.NumberFormat('en-EG', { maximumFractionDigits: 3 }).format(order.total);
    expect(fake.received.slice(before)).toEqual([
      {
        to: `2${shopper.phone}`,
        name: 'order_placed',
        language: 'en',
        parameters: [order.number, total, expect.stringContaining(`/orders/${order.id}`)],
        reference: expect.any(String),
      },
    ]);
    const row = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('channel', '=', 'whatsapp')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event: 'order_placed', status: 'sent' });
    expect(row.provider_id).toMatch(/^wamid\./);
  });

  it.each([
    ['en', ['DP-261129-00012', '1,250.5', 'https://shop.example/en/orders/77']],
    ['ar', ['DP-261129-00012', '١٬٢٥٠٫٥', 'https://shop.example/ar/orders/77']],
  ] as const)('sends an order update with its parameters written in %s', async (locale, values) => {
    const { id } = await orderMessage('order_weighed', locale, `order:77:weighed:${locale}`);
    const before = fake.received.length;
    await drainOutbox(db());
    expect(fake.received.slice(before)).toMatchObject([
      { name: 'order_weighed', language: locale, parameters: values },
    ]);
    expect(await outboxRow(db(), id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('marks a message Meta refuses (no such template) failed at once, without retrying', async () => {
    const { id } = await orderMessage('order_delivered', 'en', 'order:78:delivered');
    fake.answerNext('template_missing');
    await drainOutbox(db());
    const row = await outboxRow(db(), id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, provider_id: null });
    expect(row.error).toContain('132001');
    expect(row.error).not.toContain(TOKEN);
    const before = fake.received.length;
    setClockForTests(() => Date.now() + 24 * 60 * 60 * 1000);
    await drainOutbox(db());
    expect(fake.received.length).toBe(before);
  });

  it('retries after a 500 and a 429 later, then sends', async () => {
    const { id } = await orderMessage('order_out_for_delivery', 'en', 'order:79:out');
    fake.answerNext('server_error', 'rate_limited');
    await drainOutbox(db());
    const first = await outboxRow(db(), id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.error).toContain('500');
    expect(at(first.next_attempt_at)).toBeGreaterThan(now());
    const sent = fake.received.length;
    await drainOutbox(db());
    expect(fake.received.length).toBe(sent);

    setClockForTests(() => at(first.next_attempt_at) + 1);
    await drainOutbox(db());
    const second = await outboxRow(db(), id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.error).toContain('130429');
    expect(at(second.next_attempt_at)).toBeGreaterThan(at(first.next_attempt_at));

    setClockForTests(() => at(second.next_attempt_at) + 1);
    await drainOutbox(db());
    const last = await outboxRow(db(), id);
    expect(last).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(last.provider_id).toMatch(/^wamid\./);
  });

  it('counts no answer within the timeout as worth retrying', async () => {
    const provider = whatsAppProvider({
      apiUrl: fake.url,
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
      timeoutMs: 200,
    });
    fake.answerNext('slow');
    const error = await provider
      .send({
        channel: 'whatsapp',
        to: '01012345678',
        template: 'order_placed',
        locale: 'en',
        vars: { number: '5', total: 10, link: 'https://shop.example' },
        reference: 'ref',
      })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(failureOf(error)).toMatchObject({
      retryable: true,
      message: expect.stringContaining('0.2 s'),
    });
  });

  it('answers the subscription handshake only with the verify token', async () => {
    const ok = await fetch(
      webhook(`?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    for (const query of [
      '?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      `?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      '?hub.challenge=1',
    ]) {
      expect((await fetch(webhook(query))).status).toBe(403);
    }
    expect((await fetch(webhook(), { method: 'PUT' })).status).toBe(405);
  });

  it('records signed status reports and refuses unsigned or wrongly signed ones', async () => {
    const { id } = await orderMessage('order_placed', 'ar', 'order:80:placed');
    await drainOutbox(db());
    const wamid = (await outboxRow(db(), id)).provider_id ?? '';
    const report = (status: string, extra = {}) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'WABA',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: {
                    display_phone_number: '201000000000',
                    phone_number_id: PHONE_NUMBER_ID,
                  },
                  statuses: [
                    { id: wamid, status, timestamp: '1700000000', recipient_id: '201', ...extra },
                  ],
                },
              },
            ],
          },
        ],
      });
    const post = (body: string, signature?: string) =>
      fetch(webhook(), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(signature ? { 'X-Hub-Signature-256': signature } : {}),
        },
        body,
      });

    const delivered = report('delivered');
    expect((await post(delivered, sign(delivered))).status).toBe(200);
    expect(await outboxRow(db(), id)).toMatchObject({
      status: 'sent',
      provider_status: 'delivered',
    });

    const read = report('read');
    expect((await post(read)).status).toBe(401);
    expect((await post(read, sign(read, 'another-secret'))).status).toBe(401);
    expect((await post(read, sign(delivered))).status).toBe(401);
    expect(await outboxRow(db(), id)).toMatchObject({ provider_status: 'delivered' });
    // Reports come in any order: once read, a late `delivered` does not move it back.
    expect((await post(read, sign(read))).status).toBe(200);
    expect((await post(delivered, sign(delivered))).status).toBe(200);
    expect(await outboxRow(db(), id)).toMatchObject({ provider_status: 'read' });

    expect((await post('{"entry": [', sign('{"entry": ['))).status).toBe(400);
    const unknown = JSON.stringify({
      entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.nobody', status: 'read' }] } }] }],
    });
    expect((await post(unknown, sign(unknown))).status).toBe(200);
    const huge = ' '.repeat(300 * 1024);
    expect((await post(huge, sign(huge))).status).toBe(413);

    const failed = report('failed', {
      errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }],
    });
    expect((await post(failed, sign(failed))).status).toBe(200);
    const row = await outboxRow(db(), id);
    expect(row).toMatchObject({ status: 'failed', provider_status: 'failed' });
    expect(row.error).toBe('whatsapp: 131026 Message undeliverable');
  });

  it('is not there on a shop without WhatsApp', async () => {
    useEnv({});
    try {
      expect((await fetch(webhook('?hub.mode=subscribe&hub.challenge=1'))).status).toBe(404);
      expect((await fetch(webhook(), { method: 'POST', body: '{}' })).status).toBe(404);
    } finally {
      useEnv({
        WHATSAPP_TOKEN: TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
        WHATSAPP_API_URL: fake.url,
        QUIET_HOURS: 'off',
      });
    }
  });
});
