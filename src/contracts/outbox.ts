import { z } from 'zod';
import { idSchema } from './fields';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, OUTBOX_STATUSES } from './message-constants';

/**
 * A message of the outbox as staff read it (api-contract.md, Version 3: Messages). The
 * recipient is masked (`010•••••678`, `mo•••@example.com`); the text is the one the
 * recipient gets, a reset PIN included only while the PIN can still be used.
 */
export const outboxMessageSchema = z.object({
  id: z.int(),
  event: z.enum(MESSAGE_EVENTS),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  locale: z.enum(['ar', 'en']),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.int(),
  order_id: z.int().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  error: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** No provider sends it: staff send it themselves (GET /admin/messages/by-hand). */
  by_hand: z.boolean(),
  /** The provider's last delivery report (WhatsApp: `delivered`, `read`). */
  provider_status: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** A message waiting for staff to send it, with the link that opens it ready to send. */
export const handMessageSchema = outboxMessageSchema.extend({
  /** `https://wa.me/20…?text=…` for a phone, `mailto:…` for an e-mail address. */
  send_link: z.string(),
});
export type HandMessage = z.infer<typeof handMessageSchema>;

export const outboxQuerySchema = z.object({
  recipient: z.string().trim().max(254).optional(),
  order_id: idSchema.optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  channel: z.enum(MESSAGE_CHANNELS).optional(),
});
