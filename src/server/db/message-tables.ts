import type { ColumnType, Generated } from 'kysely';
import type { MessageChannel, MessageEvent, OutboxStatus } from '@/contracts/message-constants';

/*
 * The message tables (0002, 0016, 0018): the outbox every message goes through, and the
 * browsers that receive push messages. Conventions as in schema.ts (ADR 0002).
 */
type Flag = 0 | 1;
type Id = Generated<number>;
type CreatedAt = ColumnType<number, number, never>;

export type OutboxChannel = MessageChannel;

export interface OutboxTable {
  id: Id;
  event: MessageEvent;
  channel: OutboxChannel;
  /** E-mail address, phone number, or (push) the subscription's endpoint. */
  recipient: string;
  /** One row per (event, channel, recipient): a replayed change writes nothing new. */
  dedupe_key: string;
  locale: 'ar' | 'en';
  /** The text as written when the row was made, in `locale` (what staff send by hand). */
  subject: string;
  body: string;
  /** The template's values, JSON: providers that send templates (WhatsApp) need them. */
  vars: string;
  created_at: CreatedAt;
  status: OutboxStatus;
  attempts: number;
  /** Not sent before this (retry back-off, quiet hours). */
  next_attempt_at: number;
  /** The instance holding the row while it sends, and until when it may. */
  lease_until: number | null;
  lease_owner: string | null;
  /** When it was sent (the provider accepted it, or staff marked it sent). */
  delivered_at: number | null;
  error: string | null;
  order_id: number | null;
  user_id: number | null;
  /** No configured provider sends this channel: it waits for staff to send it by hand. */
  by_hand: Flag;
  /** The provider's own id for the message, and its last delivery report (WhatsApp). */
  provider_id: string | null;
  provider_status: string | null;
  /** The staff member who marked it sent by hand. */
  sent_by: number | null;
  /** The body and values with their secret (a reset PIN) masked; what they become once it is dead. */
  redacted_body: string | null;
  redacted_vars: string | null;
  /** When the secret dies by itself; with redacted_body, NULL once the body is masked. */
  secret_expires_at: number | null;
}

export interface PushSubscriptionTable {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Space-separated topics (staff: `new_orders`). */
  topics: string;
  created_at: CreatedAt;
}
