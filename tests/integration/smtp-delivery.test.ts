import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { resetServerEnvForTests } from '@/server/config/server-env';
import type { Db } from '@/server/db/db-types';
import { drainOutbox, setProvidersForTests } from '@/server/notify';
import { registerCustomer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { latestPin } from './support/outbox';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives and refuses one mailbox. */
async function startMailServer(refused: string) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address === refused ? new Error('Mailbox unavailable') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a single-part message as sent: base64 or quoted-printable, decoded. */
function messageText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/^Content-Transfer-Encoding: base64/im.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The worker's pass after the answer (ADR 0021), then the message's row as it left it. */
async function sentOutboxRow(db: Db, recipient: string) {
  await drainOutbox(db);
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const REFUSED = 'bounce@example.com';

describeApi('password-reset e-mail through SMTP', (suite) => {
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  const previous = process.env.SMTP_URL;

  beforeAll(async () => {
    mail = await startMailServer(REFUSED);
    process.env.SMTP_URL = mail.url;
    resetServerEnvForTests();
    setProvidersForTests();
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = previous;
    resetServerEnvForTests();
    setProvidersForTests();
    await mail.close();
  });

  it('mails the PIN to the account’s e-mail and marks the outbox message sent', async () => {
    const customer = await registerCustomer(suite.api, { email: 'mona@example.com' });
    const response = await suite.api.post(
      '/user/forget_password',
      { username: customer.user.username },
      { headers: { device_info: 'web' }, lang: 'ar' },
    );
    expect(response.status).toBe(200);
    const row = await sentOutboxRow(suite.server.db, 'mona@example.com');
    expect(row).toMatchObject({ channel: 'email', status: 'sent', error: null, by_hand: 0 });
    expect(row.delivered_at).toEqual(expect.any(Number));
    const delivered = mail.received.find((message) => message.to.includes('mona@example.com'));
    expect(delivered?.raw).toMatch(/^From: .*no-reply@dakahlia-poultry\.example/m);
    const text = messageText(delivered?.raw ?? '');
    expect(text).toContain(await latestPin(suite.server.db, 'mona@example.com'));
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });

  it('fails a message the mail server refuses for good (no retry), with the error, and still answers 200', async () => {
    const customer = await registerCustomer(suite.api, { email: REFUSED });
    const response = await suite.api.post(
      '/user/forget_password',
      { username: customer.user.username },
      { headers: { device_info: 'web' } },
    );
    expect(response.status).toBe(200);
    const row = await sentOutboxRow(suite.server.db, REFUSED);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, delivered_at: null });
    expect(row.error).toMatch(/Mailbox unavailable/);
    expect(mail.received.some((message) => message.to.includes(REFUSED))).toBe(false);
  });

  it('leaves text messages for accounts without e-mail to be sent by hand, not on the mail server', async () => {
    const customer = await registerCustomer(suite.api);
    const before = mail.received.length;
    await suite.api.post(
      '/user/forget_password',
      { username: customer.user.username },
      { headers: { device_info: 'web' } },
    );
    await expect(latestPin(suite.server.db, customer.user.phone)).resolves.toMatch(/^\d{6}$/);
    await drainOutbox(suite.server.db);
    expect(mail.received.length).toBe(before);
    await expect(
      suite.server.db
        .selectFrom('outbox')
        .select(['channel', 'status', 'by_hand', 'delivered_at', 'error'])
        .where('recipient', '=', customer.user.phone)
        .executeTakeFirstOrThrow(),
    ).resolves.toEqual({
      channel: 'sms',
      status: 'pending',
      by_hand: 1,
      delivered_at: null,
      error: null,
    });
  });
});
