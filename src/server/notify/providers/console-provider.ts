import type { MessageChannel } from '@/contracts/message-constants';
import { log } from '@/server/log';
import { maskRecipient } from '../outbox-view';
import { renderMessage } from '../templates';
import type { MessageProvider } from './provider';

/** A push row's `to` is the subscription as JSON; its endpoint is what names it. */
function pushEndpoint(to: string): string {
  try {
    const value: unknown = JSON.parse(to);
    return typeof value === 'object' && value !== null && 'endpoint' in value
      ? String(value.endpoint)
      : '';
  } catch {
    return '';
  }
}

/**
 * The developer's provider: prints the whole message (a reset PIN included, the recipient
 * masked) to the server's log instead of sending it. `npm run dev` uses it for every channel no real provider takes,
 * so a developer sees each message the shop would send; production never turns it on by
 * itself (NOTIFY_CONSOLE).
 */
export function consoleProvider(channel: MessageChannel): MessageProvider {
  return {
    channel,
    name: 'console',
    send(message) {
      const { subject, text } = renderMessage(message.template, message.locale, message.vars);
      log.info('notify.console', {
        channel,
        to: maskRecipient(channel, channel === 'push' ? pushEndpoint(message.to) : message.to),
        event: message.template,
        subject,
        text,
      });
      return Promise.resolve({});
    },
  };
}
