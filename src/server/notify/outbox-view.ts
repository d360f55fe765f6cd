import type { HandMessage, OutboxMessage } from '@/contracts/outbox';
import type { OutboxRow } from './outbox-repository';

/** `01012345678` → `010•••••678`. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}•••••${phone.slice(-3)}`;
}

/** `mona.adel@example.com` → `mo•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, Math.max(at, 0));
  const shown = local.slice(0, local.length > 2 ? 2 : 1);
  return `${shown}•••${at >= 0 ? email.slice(at) : ''}`;
}

/** Enough to tell messages apart, never enough to reach the person (logs, answers). */
export function maskRecipient(channel: OutboxRow['channel'], recipient: string): string {
  if (channel === 'email') return maskEmail(recipient);
  if (channel === 'push') {
    try {
      return `${new URL(recipient).host}/•••`;
    } catch {
      return '•••';
    }
  }
  return maskPhone(recipient);
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    event: row.event,
    channel: row.channel,
    recipient: maskRecipient(row.channel, row.recipient),
    locale: row.locale === 'en' ? 'en' : 'ar',
    status: row.status,
    attempts: row.attempts,
    order_id: row.order_id,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: iso(row.delivered_at),
    error: row.error,
    subject: row.subject,
    body: row.body,
    by_hand: row.by_hand === 1,
    provider_status: row.provider_status,
  };
}

/** An Egyptian mobile number as wa.me wants it: country code, no zero, no plus. */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('20')) return digits;
  return `20${digits.replace(/^0/, '')}`;
}

/**
 * The link that opens the message ready to send: in WhatsApp (the shop's own phone) for a
 * number, in the mail program for an address.
 */
export function toHandMessage(row: OutboxRow): HandMessage {
  const text = encodeURIComponent(row.body);
  const link =
    row.channel === 'email'
      ? `mailto:${row.recipient}?subject=${encodeURIComponent(row.subject)}&body=${text}`
      : `https://wa.me/${internationalNumber(row.recipient)}?text=${text}`;
  return { ...toOutboxMessage(row), send_link: link };
}
