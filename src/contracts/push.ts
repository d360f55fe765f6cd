import { z } from 'zod';
import { PUSH_TOPICS } from './message-constants';

/*
 * A browser's push subscription (api-contract.md, Version 3: Messages), as the Push API's
 * PushSubscription.toJSON() gives it: the push service's endpoint and the browser's keys,
 * base64url (RFC 8291). The shop encrypts each message for these keys, so a key of the wrong
 * size would only fail later, in the worker: it is refused here.
 */

/** Longest endpoint kept: the big push services use a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;

/** Base64url (unpadded, or padded with =) of exactly `bytes` bytes. */
function base64urlOf(bytes: number) {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = Math.ceil(bytes / 3) * 4 - chars;
  const pattern = new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padding}}$`);
  return z.string().trim().regex(pattern, { error: 'validation.push_key' });
}

export const pushEndpointSchema = z
  .string()
  .trim()
  .max(PUSH_ENDPOINT_MAX)
  .pipe(z.url({ protocol: /^https$/, error: 'validation.push_endpoint' }));

export const pushSubscribeBodySchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed: 65 bytes. */
    p256dh: base64urlOf(65),
    /** The shared authentication secret: 16 bytes. */
    auth: base64urlOf(16),
  }),
  /** Staff only: `new_orders` brings an alert of each new (and waiting) order. */
  topics: z
    .array(z.enum(PUSH_TOPICS))
    .max(PUSH_TOPICS.length)
    .transform((topics) => [...new Set(topics)])
    .optional(),
  /**
   * The endpoint this one takes over, on the same browser (issue 41: a subscription moved from
   * the old /push/ worker to the shop's worker): the shop forgets it, and without `topics` the
   * new one follows the topics it followed. Only the caller's own counts.
   */
  replaces: z.string().trim().min(1).max(PUSH_ENDPOINT_MAX).optional(),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string().trim().min(1).max(PUSH_ENDPOINT_MAX),
});

export const pushSubscriptionSchema = z.object({ id: z.int() });
