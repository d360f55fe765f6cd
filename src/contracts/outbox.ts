import { z } from 'zod';

/** A message the shop sent (or has to send by hand: there is no SMS gateway). */
export const outboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.iso.datetime(),
  delivered_at: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
