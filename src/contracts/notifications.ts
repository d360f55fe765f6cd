import { z } from 'zod';

/*
 * Which channels a person hears from the shop on (api-contract.md, Version 3: Messages,
 * GET/POST /user/notifications). Each channel is the person's effective choice (their own, else
 * the shop's default: a text message for a phone-only account, e-mail for one with an address,
 * push on, WhatsApp only after they turn it on), or `null` when the shop cannot send on it.
 */

const channelState = z.boolean().nullable();

export const notificationChannelsSchema = z.object({
  sms: channelState,
  whatsapp: channelState,
  email: channelState,
  push: channelState,
});
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

export const notificationPrefsSchema = z.object({
  channels: notificationChannelsSchema,
  /**
   * The shop's VAPID public key (base64url), which a browser needs to subscribe to push
   * (PushManager.subscribe's applicationServerKey); `null` when web push is not configured.
   * An addition to the contract's shape: the browser has no other way to learn it.
   */
  push_key: z.string().nullable(),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

const choice = z.boolean().optional();

/** Any of the channels, each on or off; the ones left out keep their setting. */
export const notificationPrefsBodySchema = z.object({
  channels: z.object({ sms: choice, whatsapp: choice, email: choice, push: choice }),
});
export type NotificationPrefsBody = z.input<typeof notificationPrefsBodySchema>;
