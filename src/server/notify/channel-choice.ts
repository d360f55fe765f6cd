import { MESSAGE_CHANNELS, type MessageChannel } from '@/contracts/message-constants';
import type { ChannelPrefs } from './recipients-repository';

const PREF: Record<MessageChannel, keyof ChannelPrefs> = {
  sms: 'notify_sms',
  whatsapp: 'notify_whatsapp',
  email: 'notify_email',
  push: 'notify_push',
};

/**
 * Whether a person receives each channel: what they chose, else the shop's default. By
 * default an account with an e-mail address gets e-mail, one without gets a transactional
 * text message, push goes to browsers they subscribed, and WhatsApp only after they opt in
 * (its business rules ask for that).
 */
export function channelsWanted(
  prefs: ChannelPrefs,
  contact: { email: string | null },
): Record<MessageChannel, boolean> {
  const defaults: Record<MessageChannel, boolean> = {
    sms: contact.email === null,
    whatsapp: false,
    email: contact.email !== null,
    push: true,
  };
  const wanted = {} as Record<MessageChannel, boolean>;
  for (const channel of MESSAGE_CHANNELS) {
    const chosen = prefs[PREF[channel]];
    wanted[channel] = chosen === null ? defaults[channel] : chosen === 1;
  }
  if (contact.email === null) wanted.email = false;
  return wanted;
}

/** The stored choice of each channel after a person set some of them. */
export function prefsFrom(
  channels: Partial<Record<MessageChannel, boolean>>,
): Partial<ChannelPrefs> {
  const prefs: Partial<ChannelPrefs> = {};
  for (const channel of MESSAGE_CHANNELS) {
    const value = channels[channel];
    if (value !== undefined) prefs[PREF[channel]] = value ? 1 : 0;
  }
  return prefs;
}
