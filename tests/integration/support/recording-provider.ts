import type { MessageChannel } from '@/contracts/message-constants';
import { setProvidersForTests } from '@/server/notify';
import {
  ProviderFailure,
  type MessageProvider,
  type OutgoingMessage,
} from '@/server/notify/providers/provider';

/**
 * A provider on every channel that keeps what it was given, for tests of the outbox itself
 * (the real providers have their own suites against fake servers). `failNext` makes the next
 * sends fail, retryable or not.
 */
export function recordingProviders(
  channels: readonly MessageChannel[] = ['sms', 'whatsapp', 'email', 'push'],
) {
  const sent: OutgoingMessage[] = [];
  const failures: { retryable: boolean; retryAfterMs?: number }[] = [];
  const map = new Map<MessageChannel, MessageProvider>();
  for (const channel of channels) {
    map.set(channel, {
      channel,
      name: 'recording',
      send(message) {
        const failure = failures.shift();
        if (failure) {
          return Promise.reject(
            new ProviderFailure('provider down', failure.retryable, failure.retryAfterMs),
          );
        }
        sent.push(message);
        return Promise.resolve({ providerId: `rec-${sent.length}` });
      },
    });
  }
  return {
    sent,
    install: () => setProvidersForTests(map),
    uninstall: () => setProvidersForTests(),
    failNext(count: number, retryable = true, retryAfterMs?: number) {
      for (let i = 0; i < count; i += 1) failures.push({ retryable, retryAfterMs });
    },
  };
}
