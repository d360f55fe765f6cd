import { now } from '@/server/clock';
import { serverEnv } from '@/server/config/server-env';
import type { Db } from '@/server/db/db-types';
import type { OutboxChannel } from '@/server/db/schema';
import { log } from '@/server/log';
import { insertOutboxMessage, markDelivered, markFailed } from './outbox-repository';
import { sendMail, smtpTransport } from './smtp';

export interface Notification {
  /** E-mail when the account has one, else the mobile number. */
  to: { email: string | null; phone: string };
  subject: string;
  text: string;
  /**
   * A secret the text carries (a reset PIN): the text with it masked, and when it dies by
   * itself. The outbox shows the text while the secret lives and the masked text afterwards.
   */
  secret?: { redactedText: string; expiresAt: number };
}

function maskRecipient(recipient: string): string {
  return recipient.replace(/^(.{2}).*(.{2})$/, '$1…$2');
}

/**
 * Every message is first stored in the outbox, so nothing is lost when delivery fails and
 * staff (or tests) can read what was sent. With SMTP_URL set, e-mails then go out through
 * nodemailer; there is no SMS gateway, so text messages stay in the outbox for the shop to
 * send by hand (GET /api/admin/outbox lists them).
 */
export async function notify(db: Db, notification: Notification): Promise<number> {
  const channel: OutboxChannel = notification.to.email ? 'email' : 'sms';
  const recipient = notification.to.email ?? notification.to.phone;
  const id = await insertOutboxMessage(db, {
    channel,
    recipient,
    subject: notification.subject,
    body: notification.text,
    createdAt: now(),
    secret: notification.secret && {
      redactedBody: notification.secret.redactedText,
      expiresAt: notification.secret.expiresAt,
    },
  });
  // Only `next dev` prints the message itself: that is how a developer reads a reset PIN.
  // Everywhere else the log names the message and the outbox keeps it.
  const development = serverEnv().NODE_ENV === 'development';
  log.info('notify.outbox', {
    outbox_id: id,
    channel,
    recipient: development ? recipient : maskRecipient(recipient),
    ...(development ? { subject: notification.subject, body: notification.text } : {}),
  });
  if (channel === 'email' && smtpTransport()) {
    // Delivery happens after the answer: the caller's outcome must not depend on (or reveal,
    // through timing) whether the mail server is quick.
    const delivery = deliver(db, id, recipient, notification).finally(() =>
      inFlight.delete(delivery),
    );
    inFlight.add(delivery);
  }
  return id;
}

/** Deliveries started and not yet recorded in the outbox (deliver() never rejects). */
const inFlight = new Set<Promise<void>>();

/**
 * Resolves once every delivery started so far has recorded its outcome: how a test proves
 * that a message which should not go out did not, without guessing how long to wait.
 */
export async function deliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

async function deliver(db: Db, id: number, to: string, notification: Notification): Promise<void> {
  try {
    await sendMail({ to, subject: notification.subject, text: notification.text });
    await markDelivered(db, id, now());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn('notify.delivery_failed', { outbox_id: id, message });
    await markFailed(db, id, message).catch(() => undefined);
  }
}
