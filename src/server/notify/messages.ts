import type { MessageChannel, MessageEvent } from '@/contracts/message-constants';
import { NEW_ORDERS_TOPIC } from '@/contracts/message-constants';
import type { Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { channelsWanted } from './channel-choice';
import { notifyEnv } from './notify-env';
import { insertOutboxMessages, type NewOutboxMessage } from './outbox-repository';
import type { MessageVars } from './providers/provider';
import { configuredChannels } from './providers/registry';
import {
  pushSubscriptionsOf,
  staffRecipients,
  topicSubscriptions,
  type ChannelPrefs,
} from './recipients-repository';
import { firstSendTime } from './schedule';
import { renderMessage } from './templates';
import { wakeOutboxWorker } from './wake';

/** Where a message goes; `byHand`: no provider sends it, staff will. */
interface Target {
  channel: MessageChannel;
  to: string;
  byHand: boolean;
}

interface Envelope {
  event: MessageEvent;
  /** What makes this message one of its kind: the order, the PIN... (with the target: dedupe). */
  scope: string;
  locale: Locale;
  vars: MessageVars;
  orderId?: number;
  userId?: number;
  /** A secret in the values (a reset PIN): the values with it masked, and when it dies. */
  secret?: { redactedVars: MessageVars; expiresAt: number };
}

/** One outbox row per target of the envelope, rendered in its language. */
function outboxRows(envelope: Envelope, targets: readonly Target[]): NewOutboxMessage[] {
  if (targets.length === 0) return [];
  const at = now();
  const sendAt = firstSendTime(envelope.event, at, notifyEnv().QUIET_HOURS);
  const { subject, text } = renderMessage(envelope.event, envelope.locale, envelope.vars);
  const secret = envelope.secret && {
    redactedBody: renderMessage(envelope.event, envelope.locale, envelope.secret.redactedVars).text,
    redactedVars: JSON.stringify(envelope.secret.redactedVars),
    expiresAt: envelope.secret.expiresAt,
  };
  return targets.map((target) => ({
    event: envelope.event,
    channel: target.channel,
    recipient: target.to,
    dedupeKey: `${envelope.event}:${envelope.scope}:${target.channel}:${target.to}`,
    locale: envelope.locale,
    subject,
    body: text,
    vars: JSON.stringify(envelope.vars),
    createdAt: at,
    nextAttemptAt: target.byHand ? at : sendAt,
    byHand: target.byHand,
    orderId: envelope.orderId ?? null,
    userId: envelope.userId ?? null,
    secret,
  }));
}

/**
 * Writes the rows in the caller's transaction (`db` is the transaction of the change that
 * causes the messages): they exist exactly when the change does, and a replayed change (same
 * scope) writes nothing new. The worker sends them after commit.
 */
async function write(db: Db, rows: readonly NewOutboxMessage[]): Promise<number[]> {
  const ids = await insertOutboxMessages(db, rows);
  if (ids.length > 0) wakeOutboxWorker();
  return ids;
}

export interface CustomerContact extends ChannelPrefs {
  id: number;
  email: string | null;
  phone: string;
  locale: Locale | null;
}

/** The channel a message to this contact goes by hand: e-mail when they have one, else text. */
const handChannel = (contact: { email: string | null }): Target => ({
  channel: contact.email ? 'email' : 'sms',
  to: '',
  byHand: true,
});

/**
 * A message to a shopper on every channel they receive that this shop can send; when it can
 * send none of them, one message for staff to send by hand. `account` messages (a PIN, a
 * changed contact) go whatever the shopper turned off, and to one place only.
 */
export async function messageCustomer(
  db: Db,
  contact: CustomerContact,
  message: Omit<Envelope, 'userId' | 'locale'> & { locale?: Locale; account?: boolean },
): Promise<number[]> {
  const configured = new Set(configuredChannels());
  const wanted = message.account
    ? {
        sms: true,
        whatsapp: contact.notify_whatsapp === 1,
        email: contact.email !== null,
        push: false,
      }
    : channelsWanted(contact, contact);
  const address = (channel: MessageChannel) =>
    channel === 'email' ? contact.email : contact.phone;
  const targets: Target[] = [];
  const order: MessageChannel[] = message.account
    ? ['email', 'whatsapp', 'sms']
    : ['whatsapp', 'sms', 'email'];
  for (const channel of order) {
    const to = address(channel);
    if (wanted[channel] && configured.has(channel) && to)
      targets.push({ channel, to, byHand: false });
  }
  if (message.account) targets.splice(1);
  if (!message.account && wanted.push && configured.has('push')) {
    for (const subscription of await pushSubscriptionsOf(db, contact.id)) {
      targets.push({ channel: 'push', to: subscription.endpoint, byHand: false });
    }
  }
  const anyWanted = Object.values(wanted).some(Boolean);
  if (targets.length === 0 && anyWanted) {
    const hand = handChannel(contact);
    targets.push({
      ...hand,
      to: (hand.channel === 'email' ? contact.email : contact.phone) ?? contact.phone,
    });
  }
  const envelope = {
    ...message,
    locale: message.locale ?? contact.locale ?? 'ar',
    userId: contact.id,
  };
  return write(db, outboxRows(envelope, targets));
}

/** A message to one address, whatever its owner chose (the old e-mail of a changed account). */
export async function messageAddress(
  db: Db,
  target: { channel: 'email' | 'sms'; to: string; userId: number },
  message: Omit<Envelope, 'userId'>,
): Promise<number[]> {
  const byHand = !configuredChannels().includes(target.channel);
  return write(db, outboxRows({ ...message, userId: target.userId }, [{ ...target, byHand }]));
}

/**
 * A message to the staff who asked for it: by push to their browsers that follow new orders,
 * by WhatsApp or text to those who turned it on. Nothing goes by hand: the open dashboard
 * shows new orders by itself.
 */
export async function messageStaff(
  db: Db,
  message: Omit<Envelope, 'userId' | 'locale' | 'vars'> & {
    /** The values in each staff member's language (an area's name, a link). */
    vars: (locale: Locale) => MessageVars;
  },
): Promise<number> {
  const configured = new Set(configuredChannels());
  // Staff alerts never wait by hand: without a provider there is no one to tell.
  if (configured.size === 0) return 0;
  const staff = await staffRecipients(db);
  const rows: NewOutboxMessage[] = [];
  // One query for every staff browser that follows new orders (this runs in the order's
  // transaction), not one per staff member.
  const following = configured.has('push')
    ? await topicSubscriptions(
        db,
        staff.filter((member) => member.notify_push !== 0).map((member) => member.id),
        NEW_ORDERS_TOPIC,
      )
    : [];
  for (const member of staff) {
    const targets: Target[] = [];
    if (configured.has('whatsapp') && member.notify_whatsapp === 1) {
      targets.push({ channel: 'whatsapp', to: member.phone, byHand: false });
    }
    if (configured.has('sms') && member.notify_sms === 1) {
      targets.push({ channel: 'sms', to: member.phone, byHand: false });
    }
    for (const subscription of following) {
      if (subscription.user_id !== member.id) continue;
      targets.push({ channel: 'push', to: subscription.endpoint, byHand: false });
    }
    if (targets.length === 0) continue;
    const locale = member.locale ?? 'ar';
    const vars = message.vars(locale);
    rows.push(...outboxRows({ ...message, vars, locale, userId: member.id }, targets));
  }
  // Every member's alerts in one write (one round trip in the order's transaction).
  return (await write(db, rows)).length;
}
