import type { MessageChannel } from '@/contracts/message-constants';
import { serverEnv } from '@/server/config/server-env';
import { processSingleton } from '@/server/process-singleton';
import { notifyEnv } from '../notify-env';
import { consoleProvider } from './console-provider';
import { emailProvider } from './email-provider';
import type { MessageProvider } from './provider';
import { whatsAppProvider } from './whatsapp-provider';
import { pushProvider } from './push-provider';
import { smsProvider } from './sms-provider';

/**
 * The provider of each channel this instance can send, from the environment: a real one
 * where its variables are set, else the console where NOTIFY_CONSOLE is on (by default in
 * `next dev`), else none: that channel's messages wait for staff to send them by hand.
 */
function buildProviders(): Map<MessageChannel, MessageProvider> {
  const env = notifyEnv();
  const providers = new Map<MessageChannel, MessageProvider>();
  if (serverEnv().SMTP_URL) providers.set('email', emailProvider());
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = env;
  if (token && phoneNumberId && env.WHATSAPP_APP_SECRET)
    providers.set(
      'whatsapp',
      whatsAppProvider({ apiUrl: env.WHATSAPP_API_URL, phoneNumberId, token }),
    );
  if (env.SMS_URL && env.SMS_SENDER_ID) {
    const { SMS_URL: url, SMS_SENDER_ID: senderId } = env;
    providers.set(
      'sms',
      smsProvider({ url, senderId, username: env.SMS_USERNAME, password: env.SMS_PASSWORD }),
    );
  }
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT) {
    const {
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: subject,
    } = env;
    providers.set('push', pushProvider({ publicKey, privateKey, subject }));
  }
  const useConsole = env.NOTIFY_CONSOLE ?? env.NODE_ENV === 'development';
  if (useConsole) {
    for (const channel of ['sms', 'whatsapp', 'email', 'push'] as const) {
      if (!providers.has(channel)) providers.set(channel, consoleProvider(channel));
    }
  }
  return providers;
}

const holder = () => processSingleton('notify-providers', () => ({ providers: buildProviders() }));

export function providers(): ReadonlyMap<MessageChannel, MessageProvider> {
  return holder().providers;
}

export function configuredChannels(): MessageChannel[] {
  return [...providers().keys()];
}

/** Tests that change the environment (or put a provider in) after a first read. */
export function setProvidersForTests(next?: Map<MessageChannel, MessageProvider>): void {
  holder().providers = next ?? buildProviders();
}
