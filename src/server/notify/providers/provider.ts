import type { Locale } from '@/lib/i18n/locales';
import type { MessageChannel, MessageEvent } from '@/contracts/message-constants';
import { errorKind } from '@/server/errors/error-kind';

/** A template's values: names, amounts, an order number, a link. */
export type MessageVars = Record<string, string | number>;

/**
 * What the outbox worker hands a provider: the issue's `send({channel, to, template, locale,
 * vars})`. Providers that send plain text (SMS, e-mail, push, console) render it with
 * renderMessage (templates.ts); WhatsApp sends the approved template of the same name with
 * the values as its parameters.
 */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number (as the account stores it: 01xxxxxxxxx), an e-mail address, or for push
   *  the subscription as JSON (`{endpoint, keys: {p256dh, auth}}`). */
  to: string;
  template: MessageEvent;
  locale: Locale;
  vars: MessageVars;
  /** Stable for the message across retries (its dedupe key): a provider that takes a client
   *  reference gets it, so a retry after a lost answer is not a second message. */
  reference: string;
}

export interface SendReceipt {
  /** The provider's id for the message (WhatsApp's wamid), to match delivery reports. */
  providerId?: string;
}

export interface MessageProvider {
  readonly channel: MessageChannel;
  /** For logs and the health answer: `whatsapp-cloud`, `smtp`, `console`... */
  readonly name: string;
  send(message: OutgoingMessage): Promise<SendReceipt>;
}

/**
 * A provider's refusal. `retryable`: worth trying again later (timeouts, 5xx, 429); not:
 * the message itself is wrong (a bad number, a rejected template) and a retry would fail the
 * same. `retryAfterMs`: the provider said when (Retry-After). Anything else a provider throws
 * counts as retryable (a network error). Never put a credential in the message: it is stored.
 */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
    /** Push: the subscription no longer exists (404/410) and is dropped. */
    readonly gone = false,
  ) {
    super(message);
    PROVIDER_FAILURE.mark(this);
  }
}

const PROVIDER_FAILURE = errorKind<ProviderFailure>('ProviderFailure');

/** How the worker reads any error a provider threw (error-kind.ts says why not instanceof). */
export function failureOf(error: unknown): {
  message: string;
  retryable: boolean;
  retryAfterMs?: number;
  gone: boolean;
} {
  if (PROVIDER_FAILURE.is(error)) {
    const { message, retryable, retryAfterMs, gone } = error;
    return { message, retryable, retryAfterMs, gone };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message, retryable: true, gone: false };
}

/**
 * A failure from an HTTP answer: 408, 429 and 5xx are worth retrying, other 4xx are not.
 * `Retry-After` in seconds is honoured.
 */
export function httpFailure(provider: string, response: Response, detail: string): ProviderFailure {
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  const seconds = Number(response.headers.get('retry-after'));
  const retryAfterMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
  const text = `${provider} answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`;
  return new ProviderFailure(text, retryable, retryAfterMs);
}
