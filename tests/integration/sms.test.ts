import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { setClockForTests } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { drainOutbox } from '@/server/notify';
import { smsParts } from '@/server/notify/providers/sms-parts';
import { smsProvider } from '@/server/notify/providers/sms-provider';
import { registerCustomer } from './support/accounts';
import { describeApi, type ApiSuite } from './support/describe-api';
import { startFakeSms, type FakeSms } from './support/fake-sms';
import { useNotifyEnv } from './support/notify-env';

const MAX_ATTEMPTS = 4;
const BASE_MS = 30_000;
const PASSWORD = 'gateway-secret-pw';

/** Asks for a reset PIN for a new phone-only shopper; the PIN goes by text message. */
async function pinFor(suite: ApiSuite, lang: 'ar' | 'en') {
  const customer = await registerCustomer(suite.api);
  const response = await suite.api.post(
    '/user/forget_password',
    { username: customer.user.username },
    { headers: { device_info: 'web' }, lang },
  );
  expect(response.status).toBe(200);
  return { phone: customer.user.phone, international: `2${customer.user.phone}` };
}

const outboxRow = (db: Db, phone: string) =>
  db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'next_attempt_at', 'error', 'provider_id', 'dedupe_key'])
    .where('recipient', '=', phone)
    .executeTakeFirstOrThrow()
    .then((row) => ({ ...row, next_attempt_at: Number(row.next_attempt_at as number | string) }));

describeApi('text messages through an HTTP SMS gateway', (suite) => {
  let sms: FakeSms;
  let restore: () => void;
  let clock = Date.now();

  beforeAll(async () => {
    sms = await startFakeSms();
    restore = useNotifyEnv({
      SMS_URL: sms.url,
      SMS_SENDER_ID: 'Dakahlia',
      SMS_USERNAME: 'shop',
      SMS_PASSWORD: PASSWORD,
      NOTIFY_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      NOTIFY_RETRY_BASE_MS: String(BASE_MS),
    });
  });
  beforeEach(() => {
    clock = Date.now();
    setClockForTests(() => clock);
  });
  afterAll(async () => {
    setClockForTests(undefined);
    restore();
    await sms.close();
  });

  it('sends a phone-only shopper’s PIN by text, in Arabic counted in 67-character parts', async () => {
    const { phone, international } = await pinFor(suite, 'ar');
    await drainOutbox(suite.server.db);
    const [request, ...others] = sms.to(international);
    expect(others).toEqual([]);
    const row = await outboxRow(suite.server.db, phone);
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`shop:${PASSWORD}`).toString('base64')}`,
    );
    expect(request?.contentType).toMatch(/^application\/json/);
    const text = request?.body.text ?? '';
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text).toMatch(/\b\d{6}\b/);
    expect(text.length).toBeGreaterThan(70);
    expect(request?.body).toEqual({
      sender: 'Dakahlia',
      to: international,
      text,
      reference: row.dedupe_key,
      unicode: true,
      parts: Math.ceil(text.length / 67),
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row.provider_id).toMatch(/^sms-\d+$/);
  });

  it('sends English as GSM 7-bit text', async () => {
    const { international } = await pinFor(suite, 'en');
    await drainOutbox(suite.server.db);
    const body = sms.to(international)[0]?.body;
    expect(body).toMatchObject({ unicode: false, parts: smsParts(body?.text ?? '').parts });
    expect(body?.text).toMatch(/PIN/);
  });

  it('backs off after a gateway that is down and sends once it is back, exactly once', async () => {
    sms.failNext(2, { status: 503 });
    const { phone, international } = await pinFor(suite, 'ar');
    await drainOutbox(suite.server.db);
    const first = await outboxRow(suite.server.db, phone);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.error).toMatch(/sms answered 503/);
    const firstWait = first.next_attempt_at - clock;
    expect(firstWait).toBeGreaterThanOrEqual(BASE_MS);
    // Not due yet: nothing is sent before its time.
    await drainOutbox(suite.server.db);
    expect(sms.to(international)).toHaveLength(1);

    clock = first.next_attempt_at;
    await drainOutbox(suite.server.db);
    const second = await outboxRow(suite.server.db, phone);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    const secondWait = second.next_attempt_at - clock;
    expect(secondWait).toBeGreaterThanOrEqual(2 * BASE_MS);
    expect(secondWait).toBeGreaterThan(firstWait);

    clock = second.next_attempt_at;
    await drainOutbox(suite.server.db);
    clock += 24 * 60 * 60 * 1000;
    await drainOutbox(suite.server.db);
    expect(sms.to(international).map((request) => request.status)).toEqual([503, 503, 200]);
    expect(await outboxRow(suite.server.db, phone)).toMatchObject({
      status: 'sent',
      attempts: 3,
      error: null,
    });
  });

  it('waits as long as the gateway’s Retry-After asks', async () => {
    sms.failNext(1, { status: 429, retryAfter: 600 });
    const { phone } = await pinFor(suite, 'en');
    await drainOutbox(suite.server.db);
    const row = await outboxRow(suite.server.db, phone);
    expect(row.status).toBe('pending');
    expect(row.next_attempt_at - clock).toBeGreaterThanOrEqual(600_000);
  });

  it('fails a message the gateway refuses (400) at once, with a readable reason and no secret', async () => {
    sms.failNext(1, {
      status: 400,
      body: `{"error":"invalid destination","auth":"shop:${PASSWORD}"}`,
    });
    const { phone, international } = await pinFor(suite, 'en');
    await drainOutbox(suite.server.db);
    clock += 24 * 60 * 60 * 1000;
    await drainOutbox(suite.server.db);
    expect(sms.to(international)).toHaveLength(1);
    const row = await outboxRow(suite.server.db, phone);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.error).toMatch(/sms answered 400: .*invalid destination/);
    expect(row.error).not.toContain(PASSWORD);
  });

  it(`marks a message failed after ${MAX_ATTEMPTS} attempts the gateway could not take`, async () => {
    sms.failNext(MAX_ATTEMPTS, { status: 502 });
    const { phone, international } = await pinFor(suite, 'en');
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt += 1) {
      await drainOutbox(suite.server.db);
      clock += 24 * 60 * 60 * 1000;
    }
    expect(sms.to(international)).toHaveLength(MAX_ATTEMPTS);
    const row = await outboxRow(suite.server.db, phone);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row.error).toMatch(/sms answered 502/);
  });

  it('gives up on a gateway that does not answer in time, to try again later', async () => {
    const provider = smsProvider({ url: sms.url, senderId: 'Dakahlia', timeoutMs: 200 });
    sms.delayNext(1_000);
    await expect(
      provider.send({
        channel: 'sms',
        to: '01000000001',
        template: 'order_delivered',
        locale: 'en',
        vars: { number: '12', link: 'https://shop.example/orders/12' },
        reference: 'test:timeout',
      }),
    ).rejects.toMatchObject({ retryable: true, message: 'sms: no answer within 0.2 s' });
  });
});
